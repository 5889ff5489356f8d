import { taxEstimateInputSchema } from '@ironyard/contract/forms/calculators'
import { formKeySchema } from '@ironyard/contract/forms/fields'
import { trackedMachineIdSchema } from '@ironyard/contract/forms/tracked-machine'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { clientErrorStatus } from '@/lib/request-errors'
import { localeArg, parseArgs, stateField } from './action-args'
import { ActionInputError, stateArg } from './action-input'
import { HOSTILE_ARGUMENTS, temporaryReference } from '../../test/hostile-arguments'

const { en, es } = VALIDATION_TEXTS

describe('parseArgs', () => {
  it.each(HOSTILE_ARGUMENTS)(
    'answers %s as a price with the field error, never by reading it',
    (_label, value) => {
      const parsed = parseArgs(taxEstimateInputSchema, { price: value }, 'en')
      expect(parsed).toEqual({
        ok: false,
        failure: {
          ok: false,
          code: 'VALIDATION',
          fields: [
            {
              path: 'price',
              key: expect.stringMatching(/^validation\.price(Required|Invalid)$/),
              message: expect.any(String),
            },
          ],
        },
      })
    },
  )

  it('says each field in the visitor’s language', () => {
    const parsed = parseArgs(
      taxEstimateInputSchema,
      { price: { toString: 1 }, assumption: 'x' },
      'es',
    )
    expect(!parsed.ok && parsed.failure.fields).toEqual([
      { path: 'price', key: 'validation.priceRequired', message: es.validation.priceRequired },
      { path: 'assumption', key: 'validation.invalid', message: es.validation.invalid },
    ])
  })

  it('answers the parsed value (cents, the default reading) when the arguments pass', () => {
    expect(parseArgs(taxEstimateInputSchema, { price: '$1,234.50' }, 'en')).toEqual({
      ok: true,
      data: { price: 123450, assumption: 'bonus_100_21' },
    })
  })

  it('names a single value’s refusal after the argument it is', () => {
    const parsed = parseArgs(trackedMachineIdSchema, { toString: 1 }, 'en', 'id')
    expect(!parsed.ok && parsed.failure.fields).toEqual([
      { path: 'id', key: 'validation.invalid', message: en.validation.invalid },
    ])
  })
})

describe('localeArg', () => {
  it('keeps our languages and reads anything else as English', () => {
    expect(localeArg('es')).toBe('es')
    for (const [, value] of HOSTILE_ARGUMENTS) expect(localeArg(value)).toBe('en')
  })
})

describe('stateArg and stateField', () => {
  const KEY = 'key-0123456789abcdef'

  it('keeps a state’s own fields only: an inherited name reads as undefined', () => {
    const state = stateArg({ idempotencyKey: KEY })
    expect(state.idempotencyKey).toBe(KEY)
    expect(state.constructor).toBeUndefined()
    expect(state.toString).toBeUndefined()
  })

  it.each([null, 1, 'x', [], temporaryReference()])(
    'refuses a previous state that is not an object (%p) with a 400',
    (value) => {
      expect(() => stateArg(value)).toThrow(ActionInputError)
    },
  )

  it('parses the field a form reads, and refuses one no page keeps with a 400', () => {
    expect(
      stateField(stateArg({ idempotencyKey: ` ${KEY} ` }), 'idempotencyKey', formKeySchema),
    ).toBe(KEY)
    for (const [, value] of HOSTILE_ARGUMENTS) {
      const state = stateArg({ idempotencyKey: value })
      let thrown: unknown
      try {
        stateField(state, 'idempotencyKey', formKeySchema)
      } catch (e) {
        thrown = e
      }
      expect(thrown).toBeInstanceOf(ActionInputError)
      expect(clientErrorStatus(thrown)).toBe(400)
    }
  })
})
