import { leadInputSchema } from '@ironyard/contract/forms/leads'
import { BENCH_LEAD_MIX, benchLeadInput } from './lead-inputs'

describe('the benches’ leads', () => {
  it('are valid submissions of every form in the mix, each from an address of its own', () => {
    const inputs = Array.from({ length: BENCH_LEAD_MIX.length * 2 }, (_, i) =>
      benchLeadInput(i, ['A1001', 'A1002'], {
        idempotencyKey: `bench-key-${i}-abcdefgh`,
        tag: 'r1',
      }),
    )
    for (const input of inputs) {
      const parsed = leadInputSchema.safeParse(input)
      expect(parsed.error?.issues ?? []).toEqual([])
    }
    expect(new Set(inputs.map((i) => i.type))).toEqual(new Set(BENCH_LEAD_MIX))
    expect(new Set(inputs.map((i) => i.email)).size).toBe(inputs.length)
  })
})
