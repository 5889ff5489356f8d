import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { createI18n } from '@/i18n/create-i18n'
import { parseMoneyCents } from '@ironyard/contract/forms/fields'
import { SEARCH_VALIDATION_KEYS, VALIDATION_KEYS } from '@ironyard/contract/forms/validation'
import { LEAD_FORM_FIELDS } from '@/features/leads/lead-form-rules'
import { validateLead, validateLeadField } from './validate-lead'

const { en, es } = VALIDATION_TEXTS

const tr = (locale: 'en' | 'es') =>
  createI18n(locale, { [locale]: { validation: locale === 'en' ? en : es } }, ['validation']).t

describe('buyer form checks (spec §5)', () => {
  it('names every missing required field of each form, in English and Spanish', () => {
    const errors = validateLead('name_your_price', {})
    expect(errors).toEqual({
      offerAmount: 'validation.offerAmountRequired',
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      email: 'validation.emailRequired',
      phone: 'validation.phoneRequired',
    })
    expect(Object.values(errors).map((k) => tr('en')(k))).toEqual([
      'Offer amount is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
    ])
    expect(Object.values(errors).map((k) => tr('es')(k))).toEqual([
      'El monto de la oferta es obligatorio',
      'El nombre es obligatorio',
      'El apellido es obligatorio',
      'El correo electrónico es obligatorio',
      'El teléfono es obligatorio',
    ])
    expect(validateLead('contact_sales', {}).message).toBe('validation.messageRequired')
    expect(validateLead('ask_inspector', {}).message).toBe('validation.messageRequired')
    expect(validateLead('contact_partner_seller', {}).message).toBe('validation.messageRequired')
  })

  it('answers the mailing-list forms with "Please enter a valid email" (spec §5)', () => {
    for (const type of ['equipment_newsletter', 'notify_similar'] as const) {
      expect(validateLead(type, {})).toEqual({ email: 'validation.mailingListEmail' })
      expect(validateLead(type, { email: 'a@b' })).toEqual({ email: 'validation.mailingListEmail' })
      expect(validateLead(type, { email: 'a@b.co' })).toEqual({})
    }
    expect(tr('en')('validation.mailingListEmail')).toBe('Please enter a valid email')
    expect(tr('es')('validation.mailingListEmail')).toBe(
      'Por favor ingresa un correo electrónico válido',
    )
    // The forms that ask for a phone keep "Email is required" / "Email is not valid".
    expect(validateLeadField('contact_sales', 'email', '')).toBe('validation.emailRequired')
    expect(validateLeadField('contact_sales', 'email', 'a@b')).toBe('validation.emailInvalid')
  })

  it('leaves optional fields alone when empty, and checks them when filled', () => {
    const ok = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '512 555 0100' }
    expect(validateLead('buy_now', ok)).toEqual({})
    expect(validateLead('buy_now', { ...ok, zip: '7870' })).toEqual({
      zip: 'validation.zipInvalid',
    })
    expect(validateLead('buy_now', { ...ok, zip: '78701-1234' })).toEqual({})
  })

  it.each([
    ['a@b.co', null],
    ['first.last+tag@example.com', null],
    ['a@b', 'validation.emailInvalid'],
    ['a b@c.com', 'validation.emailInvalid'],
    ['@c.com', 'validation.emailInvalid'],
  ])('email %s', (value, key) => {
    expect(validateLeadField('buy_now', 'email', value)).toBe(key)
  })

  it.each([
    ['+1 (512) 555-0100', null],
    ['512.555.0100', null],
    ['512-555-0100 ext 2', 'validation.phoneOnlyPlus'],
    ['1+512 555 0100', 'validation.phoneOnlyPlus'],
    ['555 0100', 'validation.phoneInvalid'],
  ])('phone %s', (value, key) => {
    expect(validateLeadField('buy_now', 'phone', value)).toBe(key)
  })

  it('reads offer amounts as people type them', () => {
    expect(parseMoneyCents('85000')).toBe(8_500_000)
    expect(parseMoneyCents('$85,000.50')).toBe(8_500_050)
    expect(parseMoneyCents('85k')).toBeNull()
    expect(validateLeadField('name_your_price', 'offerAmount', '0')).toBe(
      'validation.offerAmountInvalid',
    )
    expect(validateLeadField('name_your_price', 'offerAmount', 'lots')).toBe(
      'validation.offerAmountInvalid',
    )
    expect(tr('es')('validation.offerAmountInvalid')).toBe('El monto de la oferta no es válido')
  })

  it('refuses overlong text', () => {
    expect(validateLeadField('contact_sales', 'message', 'x'.repeat(2001))).toBe(
      'validation.tooLong',
    )
  })

  it('reads year and hours or miles as the api does (hours: digits only)', () => {
    expect(validateLeadField('sell_valuation', 'year', 'abc')).toBe('validation.yearRequired')
    expect(validateLeadField('sell_valuation', 'year', '2016.0')).toBeNull()
    expect(validateLeadField('sell_valuation', 'hoursOrMiles', '1,000')).toBeNull()
    // Issue 16, defect 11: an exponent is not a meter reading.
    expect(validateLeadField('sell_valuation', 'hoursOrMiles', '1e3')).toBe(
      'validation.hoursOrMilesDigits',
    )
    expect(validateLeadField('sell_valuation', 'hoursOrMiles', '2000001')).toBe(
      'validation.invalid',
    )
  })

  it('marks as required the fields the api refuses missing', () => {
    const required = (type: keyof typeof LEAD_FORM_FIELDS) =>
      LEAD_FORM_FIELDS[type].filter((f) => f.required).map((f) => f.name)
    expect(required('buy_now')).toEqual(['firstName', 'lastName', 'email', 'phone'])
    expect(required('name_your_price')).toEqual([
      'offerAmount',
      'firstName',
      'lastName',
      'email',
      'phone',
    ])
    expect(required('finance_prequalify')).not.toContain('price')
    expect(required('finance_prequalify')).toContain('creditRating')
    expect(required('sell_valuation')).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'zip',
      'equipmentType',
      'make',
      'model',
      'year',
      'hoursOrMiles',
      'machineCount',
    ])
    expect(required('finance_prequalify')).toContain('machineCount')
  })

  it('has a text in both languages for every key the contract names', () => {
    for (const catalogue of [en, es]) {
      const { search, ...fields } = catalogue.validation
      expect(Object.keys(fields).map((k) => `validation.${k}`)).toEqual([...VALIDATION_KEYS])
      expect(Object.keys(search).map((k) => `validation.search.${k}`)).toEqual([
        ...SEARCH_VALIDATION_KEYS,
      ])
    }
  })
})

// Issue 37: the api refuses an offer under half the asking price; the form says so before sending.
describe('Name Your Price: the smallest offer', () => {
  it('refuses $1 by the contract and under half a known asking price', () => {
    expect(validateLeadField('name_your_price', 'offerAmount', '1')).toBe(
      'validation.offerAmountTooLow',
    )
    expect(validateLeadField('name_your_price', 'offerAmount', '$49,999', 100_000_00)).toBe(
      'validation.offerBelowHalfAsking',
    )
    expect(validateLeadField('name_your_price', 'offerAmount', '$50,000', 100_000_00)).toBeNull()
    expect(validateLeadField('name_your_price', 'offerAmount', '$49,999')).toBeNull()
    expect(validateLead('name_your_price', { offerAmount: '20000' }, 100_000_00).offerAmount).toBe(
      'validation.offerBelowHalfAsking',
    )
    expect(tr('es')('validation.offerBelowHalfAsking')).toBe(
      'Ofrece al menos la mitad del precio de venta',
    )
  })
})
