import { LEAD_TYPES, leadFormSchema, leadInputSchema, offerPreviewInputSchema } from './leads'
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
    })
  })

  it('reads year and hours as numbers: a word is missing, a decimal or a negative is not', () => {
    const base = { ...person, ...machine }
    expect(keysOf('sell_valuation', { ...base, year: 'abc', hoursOrMiles: 'abc' })).toEqual({
      year: 'validation.yearRequired',
      hoursOrMiles: 'validation.hoursOrMilesRequired',
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
