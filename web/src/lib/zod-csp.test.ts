import { z } from 'zod'
import { leadInputSchema } from '@ironyard/contract/forms/leads'

/**
 * The browser runs zod jitless (contract/src/zod.ts): its compiled fast path and the probe for it
 * use `new Function`, which our Content-Security-Policy refuses and reports (decision 018). This
 * fails if a zod upgrade renames the setting or a contract module imports zod around it.
 */
describe('zod in the browser', () => {
  it('is jitless once the contract is loaded, and validates without eval', () => {
    expect(z.config().jitless).toBe(true)
    const Original = globalThis.Function
    const calls: unknown[] = []
    globalThis.Function = new Proxy(Original, {
      construct(target, args) {
        calls.push(args)
        return Reflect.construct(target, args)
      },
    })
    try {
      expect(leadInputSchema.safeParse({ type: 'newsletter' }).success).toBe(false)
    } finally {
      globalThis.Function = Original
    }
    expect(calls).toEqual([])
  })
})
