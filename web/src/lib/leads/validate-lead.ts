import {
  CREDIT_RATINGS,
  LEAD_FORM_FIELDS,
  type LeadFormType,
  type LeadField,
} from '../../features/leads/lead-forms'

/** A spec §5 message key of the `validation` namespace (the api's catalogue keys, verbatim). */
export type ValidationKey = `validation.${string}`

const REQUIRED: Record<LeadField, ValidationKey> = {
  firstName: 'validation.firstNameRequired',
  lastName: 'validation.lastNameRequired',
  email: 'validation.emailRequired',
  phone: 'validation.phoneRequired',
  company: 'validation.companyRequired',
  zip: 'validation.zipRequired',
  offerAmount: 'validation.offerAmountRequired',
  message: 'validation.messageRequired',
  role: 'validation.roleRequired',
  address: 'validation.addressRequired',
  city: 'validation.cityRequired',
  state: 'validation.stateRequired',
  creditRating: 'validation.creditRequired',
  equipmentType: 'validation.equipmentTypeRequired',
  price: 'validation.priceRequired',
  make: 'validation.makeRequired',
  model: 'validation.modelRequired',
  year: 'validation.yearRequired',
  hoursOrMiles: 'validation.hoursOrMilesRequired',
}

const MAX_LENGTH: Record<LeadField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
  zip: 10,
  offerAmount: 20,
  message: 2000,
  role: 100,
  address: 200,
  city: 100,
  state: 40,
  creditRating: 20,
  equipmentType: 100,
  price: 20,
  make: 100,
  model: 100,
  year: 10,
  hoursOrMiles: 20,
}

// zod's z.email() pattern, which the api applies (it still has the last word).
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/**
 * Spec §5: the mailing-list forms (equipment newsletter, notify me about similar machines) answer
 * a missing or malformed email with "Please enter a valid email", as the api does.
 */
const MAILING_LIST_FORMS: ReadonlySet<string> = new Set(['equipment_newsletter', 'notify_similar'])

/** Money typed by a person: "85000", "85,000", "$85,000.50"; null when it is not a number. */
export function parseMoneyCents(value: string): number | null {
  const s = value.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null
  return Math.round(Number(s) * 100)
}

function check(field: LeadField, value: string): ValidationKey | null {
  if (value.length > MAX_LENGTH[field] && field !== 'email') return 'validation.tooLong'
  switch (field) {
    case 'email':
      return value.length <= 254 && EMAIL.test(value) ? null : 'validation.emailInvalid'
    case 'phone': {
      // Spec §5: besides digits and separators, only "+" (and only first): "Only + allowed".
      if (/[^\d\s().+-]/.test(value) || value.lastIndexOf('+') > 0)
        return 'validation.phoneOnlyPlus'
      const digits = value.replace(/\D/g, '').length
      return digits >= 10 && digits <= 15 ? null : 'validation.phoneInvalid'
    }
    case 'zip':
      return /^\d{5}(-\d{4})?$/.test(value) ? null : 'validation.zipInvalid'
    case 'offerAmount': {
      const cents = parseMoneyCents(value)
      return cents !== null && cents > 0 && cents <= 100_000_000_00
        ? null
        : 'validation.offerAmountInvalid'
    }
    case 'price': {
      const cents = parseMoneyCents(value)
      return cents !== null && cents > 0 && cents <= 100_000_000_00
        ? null
        : 'validation.priceInvalid'
    }
    case 'creditRating':
      return (CREDIT_RATINGS as readonly string[]).includes(value)
        ? null
        : 'validation.creditRequired'
    case 'year': {
      const year = Number(value)
      return /^\d{4}$/.test(value) && year >= 1950 && year <= new Date().getUTCFullYear() + 1
        ? null
        : 'validation.yearInvalid'
    }
    case 'hoursOrMiles': {
      // Spec §5: "cannot be a decimal and cannot be negative". Digits only, as the api reads it.
      const n = Number(value)
      if (!Number.isFinite(n)) return 'validation.invalid'
      if (n < 0) return 'validation.hoursOrMilesNegative'
      return Number.isInteger(n) ? null : 'validation.hoursOrMilesDecimal'
    }
    default:
      return null
  }
}

/** One field's spec §5 message key, or null when the value is fine. */
export function validateLeadField(
  type: LeadFormType,
  field: LeadField,
  raw: string | undefined,
): ValidationKey | null {
  const rule = LEAD_FORM_FIELDS[type].find((r) => r.name === field)
  if (!rule) return null
  const value = (raw ?? '').trim()
  const key = value ? check(field, value) : rule.required ? REQUIRED[field] : null
  return key && field === 'email' && MAILING_LIST_FORMS.has(type)
    ? 'validation.mailingListEmail'
    : key
}

/** Every field's message key, for the fields that are wrong (empty object: the form may go). */
export function validateLead(
  type: LeadFormType,
  values: Partial<Record<LeadField, string>>,
): Partial<Record<LeadField, ValidationKey>> {
  const errors: Partial<Record<LeadField, ValidationKey>> = {}
  for (const { name } of LEAD_FORM_FIELDS[type]) {
    const key = validateLeadField(type, name, values[name])
    if (key) errors[name] = key
  }
  return errors
}
