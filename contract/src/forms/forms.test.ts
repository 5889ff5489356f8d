import {
  loanCalculatorInputSchema,
  saleProceedsInputSchema,
  taxEstimateInputSchema,
} from './calculators'
import { moneyInputCents, parseMoneyCents } from './fields'
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
    expect(schema.safeParse('100000001').error?.issues[0].message).toBe(
      'key:validation.priceInvalid',
    )
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
      down: 'validation.invalid',
      rate: 'validation.invalid',
      term: 'validation.invalid',
    })
    expect(fieldKey(loanCalculatorInputSchema.shape.rate, '40')).toBeNull()
    expect(fieldKey(loanCalculatorInputSchema.shape.down, '12.5555')).toBe('validation.invalid')
  })
})
