import {
  isOfferAboveAsking,
  LEAD_TYPES,
  leadFormSchema,
  leadInputSchema,
  machineCountBand,
  machineCountLeadValueUsd,
  minimumOfferCents,
  OFFER_MIN_CENTS,
  offerPreviewInputSchema,
} from './leads'
import { fieldErrorKeys } from './validation'

const keysOf = (type: (typeof LEAD_TYPES)[number], values: Record<string, unknown>) => {
  const r = leadFormSchema(type).safeParse(values)
  return r.success ? {} : fieldErrorKeys(r.error)
}

const person = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '(512) 555-0100',
}
const machine = { zip: '78701', equipmentType: 'Excavator', make: 'Cat', model: '320' }

describe('lead forms', () => {
  it('has one input per lead type', () => {
    expect(leadInputSchema.options.map((o) => o.shape.type.value).sort()).toEqual(
      [...LEAD_TYPES].sort(),
    )
  })

  it('leaves the form context out of what the visitor fills in', () => {
    expect(Object.keys(leadFormSchema('name_your_price').shape)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'offerAmount',
      'message',
    ])
    expect(Object.keys(leadFormSchema('notify_similar').shape)).toEqual(['email'])
  })

  it('names every missing field of the sell form at once', () => {
    expect(keysOf('sell_valuation', {})).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      email: 'validation.emailRequired',
      phone: 'validation.phoneRequired',
      zip: 'validation.zipRequired',
      equipmentType: 'validation.equipmentTypeRequired',
      make: 'validation.makeRequired',
      model: 'validation.modelRequired',
      year: 'validation.yearRequired',
      hoursOrMiles: 'validation.hoursOrMilesRequired',
      machineCount: 'validation.machineCountRequired',
    })
  })

  it('reads year and hours as numbers: a word is missing, a decimal or a negative is not', () => {
    const base = { ...person, ...machine, machineCount: '1-4' }
    expect(keysOf('sell_valuation', { ...base, year: 'abc', hoursOrMiles: 'abc' })).toEqual({
      year: 'validation.yearRequired',
      hoursOrMiles: 'validation.hoursOrMilesDigits',
    })
    // Issue 16, defect 11: "1e3" was read as 1,000.
    expect(keysOf('sell_valuation', { ...base, year: '2015', hoursOrMiles: '1e3' })).toEqual({
      hoursOrMiles: 'validation.hoursOrMilesDigits',
    })
    expect(keysOf('sell_valuation', { ...base, year: '1890', hoursOrMiles: '12.5' })).toEqual({
      year: 'validation.yearInvalid',
      hoursOrMiles: 'validation.hoursOrMilesDecimal',
    })
    expect(keysOf('sell_valuation', { ...base, year: '2016', hoursOrMiles: '-3' })).toEqual({
      hoursOrMiles: 'validation.hoursOrMilesNegative',
    })
    expect(keysOf('sell_valuation', { ...base, year: '2016', hoursOrMiles: '2000001' })).toEqual({
      hoursOrMiles: 'validation.invalid',
    })
    expect(keysOf('inspection_request', { ...base, year: '2016' })).toEqual({})
  })

  it('answers the mailing-list forms with their own email message', () => {
    expect(keysOf('notify_similar', {})).toEqual({ email: 'validation.mailingListEmail' })
    expect(keysOf('equipment_newsletter', { email: 'nope' })).toEqual({
      email: 'validation.mailingListEmail',
    })
    expect(keysOf('buy_now', { ...person, email: 'nope' })).toEqual({
      email: 'validation.emailInvalid',
    })
  })

  it('checks phones, ZIP codes, amounts and credit ratings', () => {
    expect(keysOf('buy_now', { ...person, phone: '555-0100 ext 2', zip: '787' })).toEqual({
      phone: 'validation.phoneOnlyPlus',
      zip: 'validation.zipInvalid',
    })
    expect(keysOf('name_your_price', { ...person, offerAmount: '$85,000.50' })).toEqual({})
    expect(keysOf('name_your_price', { ...person, offerAmount: '0' })).toEqual({
      offerAmount: 'validation.offerAmountInvalid',
    })
    // Issue 37: Name Your Price sent offers of $1.
    expect(keysOf('name_your_price', { ...person, offerAmount: '1' })).toEqual({
      offerAmount: 'validation.offerAmountTooLow',
    })
    expect(keysOf('name_your_price', { ...person, offerAmount: '$100' })).toEqual({})
    expect(keysOf('finance_prequalify', { ...person, creditRating: 'great' })).toMatchObject({
      creditRating: 'validation.creditRequired',
      company: 'validation.companyRequired',
    })
  })

  it('converts what it accepts', () => {
    const r = leadInputSchema.parse({
      type: 'name_your_price',
      idempotencyKey: 'key-0123456789abcdef',
      stockNumber: ' A123 ',
      ...person,
      email: ' Ana@Example.COM ',
      offerAmount: '$85,000.50',
    })
    expect(r).toMatchObject({
      locale: 'en',
      stockNumber: 'A123',
      email: 'ana@example.com',
      offerAmount: 8_500_050,
    })
  })

  it('previews an offer in cents', () => {
    expect(offerPreviewInputSchema.parse({ stockNumber: 'A1', offerAmount: '$1,000' })).toEqual({
      stockNumber: 'A1',
      offerAmount: 100_000,
    })
    expect(offerPreviewInputSchema.safeParse({ stockNumber: 'A1', offerAmount: '' }).success).toBe(
      false,
    )
  })
})

describe('machine count (spec §9, issue 16 analytics 4)', () => {
  it('asks the finance and sell forms how many machines, in the lead value bands', () => {
    expect(Object.keys(leadFormSchema('finance_prequalify').shape)).toContain('machineCount')
    expect(Object.keys(leadFormSchema('sell_valuation').shape)).toContain('machineCount')
    expect(keysOf('finance_prequalify', { machineCount: '3' }).machineCount).toBe(
      'validation.machineCountRequired',
    )
    expect(keysOf('finance_prequalify', { machineCount: '5-9' }).machineCount).toBeUndefined()
  })

  it('values a lead 0 / 1-4 / 5-9 / 10+ → 0.00 / 1.00 / 100.00 / 500.00', () => {
    expect(['0', '1-4', '5-9', '10+'].map((b) => machineCountLeadValueUsd(b as never))).toEqual([
      0, 1, 100, 500,
    ])
    expect([0, 1, 4, 5, 9, 10, Number.NaN].map(machineCountBand)).toEqual([
      '0',
      '1-4',
      '1-4',
      '5-9',
      '5-9',
      '10+',
      '0',
    ])
  })
})

describe('Name Your Price amounts (issue 16, defect 8)', () => {
  it('says an absurd amount is too high, once, and warns above the asking price', () => {
    expect(keysOf('name_your_price', { ...person, offerAmount: '$1,000,000,000' })).toEqual({
      offerAmount: 'validation.amountTooHigh',
    })
    const preview = offerPreviewInputSchema.safeParse({
      stockNumber: 'IY1',
      offerAmount: '1000000000',
    })
    expect(preview.error?.issues.map((i) => i.message)).toEqual(['key:validation.amountTooHigh'])
    expect(isOfferAboveAsking('$90,000', 8_500_000)).toBe(true)
    expect(isOfferAboveAsking('85,000', 8_500_000)).toBe(false)
    expect(isOfferAboveAsking('abc', 8_500_000)).toBe(false)
    expect(isOfferAboveAsking('90000', null)).toBe(false)
  })
})

describe('the smallest offer (issue 37: offers of $1)', () => {
  it('is half the asking price, in whole dollars, never under OFFER_MIN_CENTS', () => {
    expect(minimumOfferCents(245_000_00)).toBe(122_500_00)
    expect(minimumOfferCents(999_99)).toBe(500_00)
    expect(minimumOfferCents(150_00)).toBe(OFFER_MIN_CENTS)
    expect(minimumOfferCents(null)).toBe(OFFER_MIN_CENTS)
    expect(OFFER_MIN_CENTS).toBe(100_00)
  })
})
