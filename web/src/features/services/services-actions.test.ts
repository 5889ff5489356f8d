import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { HOSTILE_ARGUMENTS } from '../../../test/hostile-arguments'
import { compareSaleProceedsAction, estimateTaxSavingsAction } from './services-actions'

const { en, es } = VALIDATION_TEXTS

jest.mock('next/headers', () => ({
  headers: async () => ({ get: () => null }),
  cookies: async () => ({ get: () => undefined }),
}))
jest.mock('next/navigation', () => ({
  unauthorized: () => {
    throw new Error('401')
  },
}))

function answer(data: unknown) {
  global.fetch = jest.fn(async () => ({ status: 200, json: async () => ({ data }) })) as never
}
const sent = () => JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body)

/** The key a hostile price gets: a number that is not an amount is invalid, anything else missing. */
const keyOf = (value: unknown) =>
  typeof value === 'number' ? 'validation.priceInvalid' : 'validation.priceRequired'
const TEXT = { en: en.validation, es: es.validation }
const textOf = (lng: 'en' | 'es', key: string) =>
  TEXT[lng][key.replace('validation.', '') as keyof typeof en.validation]

beforeEach(() => answer({}))

describe('the calculators’ server actions (issue 31, finding 5)', () => {
  it.each(HOSTILE_ARGUMENTS)(
    'the tax estimate answers %s as the price with its field error, and asks the api nothing',
    async (_label, value) => {
      const outcome = await estimateTaxSavingsAction(value as string, 'bonus_100_21', 'es')
      const key = keyOf(value)
      expect(outcome).toEqual({
        ok: false,
        code: 'VALIDATION',
        fields: [{ path: 'price', key, message: textOf('es', key) }],
      })
      expect(global.fetch).not.toHaveBeenCalled()
    },
  )

  it.each(HOSTILE_ARGUMENTS)(
    'the sale comparison answers %s as the market value with its field error',
    async (_label, value) => {
      const outcome = await compareSaleProceedsAction(value as string, 'en')
      const key = keyOf(value)
      expect(outcome).toEqual({
        ok: false,
        code: 'VALIDATION',
        fields: [{ path: 'marketValue', key, message: textOf('en', key) }],
      })
      expect(global.fetch).not.toHaveBeenCalled()
    },
  )

  it.each(HOSTILE_ARGUMENTS)(
    'a hostile reading (%s) is refused by name, and a hostile language reads as English',
    async (_label, value) => {
      const outcome = await estimateTaxSavingsAction('1000', value as string, value as string)
      expect(outcome).toEqual({
        ok: false,
        code: 'VALIDATION',
        fields: [{ path: 'assumption', key: 'validation.invalid', message: en.validation.invalid }],
      })
    },
  )

  it('sends the parsed amount to the api and answers its figures', async () => {
    const estimate = { assumption: 'section179_2025_35', taxSavingsCents: 25_930 }
    answer({ taxSavingsEstimate: estimate })
    await expect(
      estimateTaxSavingsAction(' $1,234.5 ', 'section179_2025_35', 'es'),
    ).resolves.toEqual({ ok: true, data: estimate })
    expect(sent().variables).toEqual({ price: '1234.50', assumption: 'section179_2025_35' })
    expect((global.fetch as jest.Mock).mock.calls[0][1].headers['x-locale']).toBe('es')

    const proceeds = { netCents: 1 }
    answer({ saleProceedsComparison: proceeds })
    await expect(compareSaleProceedsAction('85000', 'en')).resolves.toEqual({
      ok: true,
      data: proceeds,
    })
    expect(sent().variables).toEqual({ marketValue: '85000.00' })
  })
})
