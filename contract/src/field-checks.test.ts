import {
  checkCalculatorPrice,
  checkLoanInput,
  checkZip,
  keyOf,
  LOAN_FIELD_CHECKS,
  LOAN_FIELDS,
} from './field-checks'
import {
  loanCalculatorInputSchema,
  saleProceedsInputSchema,
  taxEstimateInputSchema,
} from './forms/calculators'
import { zipSchema } from './forms/fields'
import { fieldErrorKeys, fieldKey } from './forms/validation'

/** What visitors type, the odd cases included. */
const TYPED = [
  undefined,
  null,
  42,
  '',
  '   ',
  '0',
  '12',
  '12.5',
  '12.5%',
  ' 8.99 % ',
  '12.5555',
  '40',
  '41',
  '100',
  '150',
  '60',
  '61',
  '-5',
  '1e3',
  '0x10',
  '$85,000',
  '85000.50',
  '85000.505',
  '2,000,000',
  '2,000,000.01',
  '$1,000,000,000',
  '78701',
  ' 78701 ',
  '78701-1234',
  '7870',
  'abcde',
]

describe('field checks without zod (issue 18)', () => {
  test("each finance calculator field's check answers what its schema answers", () => {
    for (const field of LOAN_FIELDS) {
      for (const v of TYPED) {
        expect([field, v, keyOf(LOAN_FIELD_CHECKS[field](v))]).toEqual([
          field,
          v,
          fieldKey(loanCalculatorInputSchema.shape[field], v),
        ])
      }
    }
  })

  test('the whole calculator: the same errors and the same numbers as the schema', () => {
    const good = { price: '$85,000', down: '10%', rate: '8.99', term: '60', zip: ' 78701 ' }
    expect(checkLoanInput(good)).toEqual({
      errors: {},
      input: loanCalculatorInputSchema.parse(good),
    })
    expect(checkLoanInput(good).input).toEqual({
      price: 8_500_000,
      down: 10,
      rate: 8.99,
      term: 60,
      zip: '78701',
    })
    for (const bad of [{}, { ...good, down: '101', rate: '41', term: '30' }, { price: '0' }]) {
      const r = loanCalculatorInputSchema.safeParse(bad)
      expect(checkLoanInput(bad)).toEqual({ errors: fieldErrorKeys(r.error!), input: null })
    }
  })

  test('the tax estimate and sale comparison prices, and the ZIP every form shares', () => {
    for (const v of TYPED) {
      const price = keyOf(checkCalculatorPrice(v))
      expect([v, price]).toEqual([v, fieldKey(taxEstimateInputSchema.shape.price, v)])
      expect([v, price]).toEqual([v, fieldKey(saleProceedsInputSchema.shape.marketValue, v)])
      expect([v, keyOf(checkZip(v))]).toEqual([v, fieldKey(zipSchema, v)])
    }
    expect(checkCalculatorPrice('$1,000,000,000')).toEqual({
      ok: false,
      key: 'validation.amountTooHigh',
    })
    expect(checkZip(' 78701-1234 ')).toEqual({ ok: true, value: '78701-1234' })
  })
})
