import {
  loanCalculatorInputSchema,
  saleProceedsInputSchema,
  taxEstimateInputSchema,
} from './calculators'
import { FINANCE_MAX_CENTS } from '../finance'
import {
  meterSchema,
  moneyInputCents,
  parseMeterText,
  parseMoneyCents,
  phoneSchema,
} from './fields'
import { updateProfileInputSchema } from './profile'
import { signinEmailProblem } from './signin'
import { trackedMachineInputSchema } from './tracked-machine'
import { fieldErrorKeys, fieldKey, type IssueList } from './validation'

const keys = (r: { success: boolean; error?: IssueList }) =>
  r.error ? fieldErrorKeys(r.error) : {}

describe('money', () => {
  it('reads amounts as people type them', () => {
    expect(parseMoneyCents('$85,000.50')).toBe(8_500_050)
    expect(parseMoneyCents('85.555')).toBeNull()
    const schema = moneyInputCents('validation.priceRequired', 'validation.priceInvalid')
    expect(schema.safeParse('').error?.issues[0].message).toBe('key:validation.priceRequired')
    expect(schema.safeParse('abc').error?.issues[0].message).toBe('key:validation.priceInvalid')
    // A number, just not one any form takes: its own message (issue 16, defect 8).
    expect(schema.safeParse('100000001').error?.issues[0].message).toBe(
      'key:validation.amountTooHigh',
    )
    expect(schema.safeParse('$1,000,000,000').error?.issues[0].message).toBe(
      'key:validation.amountTooHigh',
    )
  })
})

describe('phone (issue 16, defect 11)', () => {
  it('refuses numbers that cannot be dialled, whatever their length', () => {
    for (const bad of ['0000000000', '1111111111', '5555555555', '+1 000 000 0000', '512555123']) {
      expect(fieldKey(phoneSchema, bad)).toBe('validation.phoneInvalid')
    }
    for (const good of ['(512) 555-0100', '512.555.1234', '+1 512 555 1234', '+52 55 1234 5678']) {
      expect(fieldKey(phoneSchema, good)).toBeNull()
    }
    expect(fieldKey(phoneSchema, '512-555-0100 x2')).toBe('validation.phoneOnlyPlus')
    expect(fieldKey(phoneSchema, '')).toBe('validation.phoneRequired')
  })
})

describe('hours or miles (issue 16, defect 11)', () => {
  const meter = meterSchema(2_000_000)
  it('takes digits and thousands separators only', () => {
    expect(meter.parse('4,200')).toBe(4200)
    expect(meter.parse(1200)).toBe(1200)
    expect(parseMeterText('1e3')).toBeNaN()
    expect(parseMeterText('')).toBeNull()
    expect(fieldKey(meter, '1e3')).toBe('validation.hoursOrMilesDigits')
    expect(fieldKey(meter, '0x10')).toBe('validation.hoursOrMilesDigits')
    expect(fieldKey(meter, Number.NaN)).toBe('validation.hoursOrMilesDigits')
    expect(fieldKey(meter, '12.5')).toBe('validation.hoursOrMilesDecimal')
    expect(fieldKey(meter, '-3')).toBe('validation.hoursOrMilesNegative')
    expect(fieldKey(meter, '')).toBe('validation.hoursOrMilesRequired')
    expect(fieldKey(meter, '3000000')).toBe('validation.invalid')
  })
})

describe('value tracker machine', () => {
  const schema = trackedMachineInputSchema(2025)
  const machine = { year: 2016, make: 'CAT', model: '320', category: 'Excavators', hours: 1200 }

  it('accepts a machine with hours or miles and lower-cases the slugs', () => {
    expect(schema.parse(machine)).toMatchObject({ make: 'cat', category: 'excavators' })
    expect(schema.safeParse({ ...machine, hours: null, miles: 40_000 }).success).toBe(true)
  })

  it('asks for hours or miles together with every other missing field (spec §5)', () => {
    expect(keys(schema.safeParse({ ...machine, hours: null }))).toEqual({
      hours: 'validation.hoursOrMilesRequired',
    })
    expect(keys(schema.safeParse({ year: null, make: '', model: '', category: '' }))).toEqual({
      year: 'validation.yearRequired',
      make: 'validation.makeRequired',
      model: 'validation.modelRequired',
      category: 'validation.categoryRequired',
      hours: 'validation.hoursOrMilesRequired',
    })
    // A meter typed wrong is named for what is wrong with it, once.
    expect(keys(schema.safeParse({ ...machine, hours: -3 }))).toEqual({
      hours: 'validation.hoursOrMilesNegative',
    })
  })

  it('refuses years outside 1950..next year, decimals and negative meters', () => {
    expect(keys(schema.safeParse({ ...machine, year: 2027, hours: 1.5, miles: -1 }))).toEqual({
      year: 'validation.yearInvalid',
      hours: 'validation.hoursOrMilesDecimal',
      miles: 'validation.hoursOrMilesNegative',
    })
    expect(keys(schema.safeParse({ ...machine, year: Number.NaN }))).toEqual({
      year: 'validation.yearRequired',
    })
  })
})

describe('profile', () => {
  it('clears blank optional texts and checks the rest', () => {
    expect(updateProfileInputSchema.parse({ company: ' ', zip: null })).toEqual({
      company: null,
      zip: null,
    })
    expect(
      keys(updateProfileInputSchema.safeParse({ firstName: ' ', zip: '1234', phone: 'x' })),
    ).toEqual({
      firstName: 'validation.firstNameRequired',
      zip: 'validation.zipInvalid',
      phone: 'validation.phoneOnlyPlus',
    })
  })
})

describe('calculators', () => {
  it('defaults the tax reading and refuses an unknown one', () => {
    expect(taxEstimateInputSchema.parse({ price: '100,000' })).toEqual({
      price: 10_000_000,
      assumption: 'bonus_100_21',
    })
    expect(keys(taxEstimateInputSchema.safeParse({ price: '1', assumption: 'x' }))).toEqual({
      assumption: 'validation.invalid',
    })
    expect(keys(saleProceedsInputSchema.safeParse({}))).toEqual({
      marketValue: 'validation.priceRequired',
    })
  })
})

describe('sign-in email', () => {
  it('takes what the sign-in service takes', () => {
    expect(signinEmailProblem('  ')).toBe('required')
    expect(signinEmailProblem('a@b')).toBe('invalid')
    expect(signinEmailProblem(' Ana@Example.com ')).toBeNull()
    expect(signinEmailProblem(`${'a'.repeat(250)}@example.com`)).toBeNull()
  })
})

describe('loan calculator', () => {
  const values = { price: '$85,000', down: '10%', rate: '8.99', term: '60', zip: '78701' }

  it('reads what a visitor types', () => {
    expect(loanCalculatorInputSchema.parse(values)).toEqual({
      price: 8_500_000,
      down: 10,
      rate: 8.99,
      term: 60,
      zip: '78701',
    })
  })

  it('names every missing input, and the ones out of range', () => {
    expect(keys(loanCalculatorInputSchema.safeParse({}))).toEqual({
      price: 'validation.priceRequired',
      down: 'validation.downPaymentRequired',
      rate: 'validation.interestRateRequired',
      term: 'validation.termRequired',
      zip: 'validation.zipRequired',
    })
    expect(
      keys(loanCalculatorInputSchema.safeParse({ ...values, down: '101', rate: '41', term: '30' })),
    ).toEqual({
      down: 'validation.downPaymentInvalid',
      rate: 'validation.interestRateInvalid',
      term: 'validation.invalid',
    })
    expect(fieldKey(loanCalculatorInputSchema.shape.rate, '40')).toBeNull()
    expect(fieldKey(loanCalculatorInputSchema.shape.down, '12.5555')).toBe(
      'validation.downPaymentInvalid',
    )
    // Issue 16, defect 11: a 150 % down payment gets its own message, not the generic one.
    expect(fieldKey(loanCalculatorInputSchema.shape.down, '150')).toBe(
      'validation.downPaymentInvalid',
    )
  })

  it('says the $2 million cap when the price is over it (issue 16, defect 11)', () => {
    expect(FINANCE_MAX_CENTS).toBe(2_000_000_00)
    expect(fieldKey(loanCalculatorInputSchema.shape.price, '2,000,000')).toBeNull()
    expect(fieldKey(loanCalculatorInputSchema.shape.price, '$3,000,000')).toBe(
      'validation.financeMax',
    )
  })
})
