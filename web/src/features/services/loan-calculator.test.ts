import { monthlyPaymentCents } from '@ironyard/contract'
import {
  calculateLoan,
  checkCalculatorField,
  defaultCalculatorValues,
  prequalifyCarry,
  readCalculatorParams,
} from './loan-calculator'

describe('finance calculator (spec §3, §5, §9)', () => {
  it('starts from 8.99%, 0% down and 60 months, with the visitor ZIP', () => {
    expect(defaultCalculatorValues('78701')).toEqual({
      price: '',
      down: '0',
      rate: '8.99',
      term: '60',
      zip: '78701',
    })
  })

  it('amortises the financed amount and says what the loan costs', () => {
    const { errors, result } = calculateLoan({
      price: '$150,000',
      down: '10',
      rate: '8.99',
      term: '72',
      zip: '78701',
    })
    expect(errors).toEqual({})
    const monthly = monthlyPaymentCents(150_000_00, {
      downPercent: 10,
      ratePercent: 8.99,
      termMonths: 72,
    })
    expect(result).toEqual({
      priceCents: 150_000_00,
      downPaymentCents: 15_000_00,
      financedCents: 135_000_00,
      monthlyCents: monthly,
      termMonths: 72,
      totalOfPaymentsCents: monthly * 72,
      totalInterestCents: monthly * 72 - 135_000_00,
    })
    // 135,000 at 8.99% over 72 months is about $2,433 a month.
    expect(Math.round(monthly / 100)).toBe(2433)
  })

  it('requires Price, Down Payment %, Interest Rate, Term and Zip Code', () => {
    expect(calculateLoan({ price: '', down: '', rate: '', term: '', zip: '' })).toEqual({
      errors: {
        price: 'validation.priceRequired',
        down: 'validation.downPaymentRequired',
        rate: 'validation.interestRateRequired',
        term: 'validation.termRequired',
        zip: 'validation.zipRequired',
      },
      result: null,
    })
  })

  it.each([
    ['price', '85k', 'validation.priceInvalid'],
    ['price', '0', 'validation.priceInvalid'],
    ['down', '120', 'validation.downPaymentInvalid'],
    ['down', '150', 'validation.downPaymentInvalid'],
    ['rate', 'nine', 'validation.interestRateInvalid'],
    ['price', '3,000,000', 'validation.financeMax'],
    ['term', '30', 'validation.invalid'],
    ['zip', '7870', 'validation.zipInvalid'],
    ['rate', '0', null],
    ['down', '12.5%', null],
  ] as const)('%s %s', (field, value, key) => {
    expect(checkCalculatorField(field, value)).toBe(key)
  })

  it('hands its price and ZIP to the pre-qualify form (issue 16, defect 12)', () => {
    const sp = { price: '85,000', zip: '30301' }
    const { values } = readCalculatorParams(sp, defaultCalculatorValues('78701'))
    expect(prequalifyCarry(sp, values, null)).toEqual({ price: '85,000', zip: '30301' })
    expect(prequalifyCarry(sp, values, 8_500_000)).toEqual({ price: '85000', zip: '30301' })
    // A ZIP that is not one, or none in the URL: the profile's (or the default) stays.
    const bad = { price: 'abc', zip: '3030' }
    const read = readCalculatorParams(bad, defaultCalculatorValues('78701')).values
    expect(prequalifyCarry(bad, read, null)).toEqual({})
    expect(prequalifyCarry({}, defaultCalculatorValues('78701'), null)).toEqual({})
  })

  it('reads its URL: a price alone only fills the form, other fields mean it was sent', () => {
    const d = defaultCalculatorValues('78701')
    expect(readCalculatorParams({ price: '90000' }, d)).toEqual({
      values: { ...d, price: '90000' },
      submitted: false,
    })
    expect(readCalculatorParams({ price: '', term: '84', zip: ['1', '2'] }, d)).toEqual({
      values: { ...d, term: '84' },
      submitted: true,
    })
  })
})
