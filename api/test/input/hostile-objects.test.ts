import { z } from 'zod'
import { AppError, parseOrThrow } from '../../src/lib/errors'
import { startSigninApp, type SigninTestApp } from '../signin/helpers'

/**
 * Issue 31: an object whose `toString` or `length` is not what a built-in's would be makes zod 4
 * throw while it collects issues (it still reads `.length` of a wrongly typed value), so such JSON
 * answered 500. Bad input is a 400 VALIDATION, wherever it arrives.
 */
const HOSTILE: unknown[] = [
  { length: { toString: 1 } },
  { toString: 1 },
  { toString: 1, valueOf: 1 },
  { length: { valueOf: 1, toString: 1 } },
]

describe('parseOrThrow: hostile objects are bad input', () => {
  const schemas: Array<[string, z.ZodType]> = [
    ['a bounded string', z.string().max(100)],
    ['a bounded list', z.array(z.string()).max(3)],
    ['an object of them', z.object({ id: z.string().min(1).max(64) })],
  ]
  for (const [name, schema] of schemas) {
    it(`${name}`, () => {
      for (const value of HOSTILE) {
        for (const input of [value, { id: value }]) {
          let thrown: unknown
          try {
            parseOrThrow(schema, input)
          } catch (e) {
            thrown = e
          }
          expect(thrown).toBeInstanceOf(AppError)
          expect((thrown as AppError).code).toBe('VALIDATION')
        }
      }
    })
  }

  it('a real fault in a schema is not mistaken for bad input', () => {
    const broken = z.string().transform(() => {
      throw new Error('a bug')
    })
    expect(() => parseOrThrow(broken, 'x')).toThrow('a bug')
  })
})

describe('REST: the analytics batch', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))(
    'anonymousId %s answers 400',
    async (_n, v) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/analytics/v1/batch',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          batch: [{ type: 'page', anonymousId: v, messageId: 'm-1', name: 'Home' }],
        }),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } })
    },
  )
})
