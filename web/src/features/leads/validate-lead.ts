import { leadFormSchema, minimumOfferCents } from '@ironyard/contract/forms/leads'
import { parseMoneyCents } from '@ironyard/contract/money'
import { fieldErrorKeys, fieldKey, type ValidationKey } from '@ironyard/contract/forms/validation'
import type { LeadFormType, LeadField } from './lead-forms'
import { LEAD_FORM_FIELDS } from './lead-form-rules'

export type { ValidationKey } from '@ironyard/contract/forms/validation'

/** A typed value as the action sends it: a blank field is left out (the api reads "" as a value). */
const sent = (raw: string | undefined): string | undefined => (raw?.trim() ? raw : undefined)

/**
 * One field's spec §5 message key, or null when the value is fine: the api's own rule for the
 * field (@ironyard/contract/forms/leads), so the visitor sees before sending what it would answer.
 */
export function validateLeadField(
  type: LeadFormType,
  field: LeadField,
  raw: string | undefined,
  askingCents?: number | null,
): ValidationKey | null {
  if (!LEAD_FORM_FIELDS[type].some((r) => r.name === field)) return null
  return (
    fieldKey(leadFormSchema(type).shape[field], sent(raw)) ??
    offerFloorKey(type, field, raw, askingCents)
  )
}

/**
 * Name Your Price: the api refuses an offer under half the machine's asking price (issue 37),
 * which the form knows: said before sending.
 */
function offerFloorKey(
  type: LeadFormType,
  field: LeadField,
  raw: string | undefined,
  askingCents: number | null | undefined,
): ValidationKey | null {
  if (type !== 'name_your_price' || field !== 'offerAmount' || !askingCents) return null
  const cents = parseMoneyCents(raw?.trim() ?? '')
  return cents !== null && cents < minimumOfferCents(askingCents)
    ? 'validation.offerBelowHalfAsking'
    : null
}

/** Every field's message key, for the fields that are wrong (empty object: the form may go). */
export function validateLead(
  type: LeadFormType,
  values: Partial<Record<LeadField, string>>,
  askingCents?: number | null,
): Partial<Record<LeadField, ValidationKey>> {
  const fields = LEAD_FORM_FIELDS[type]
  const input = Object.fromEntries(fields.map(({ name }) => [name, sent(values[name])]))
  const result = leadFormSchema(type).safeParse(input)
  const keys = result.success ? {} : fieldErrorKeys(result.error)
  const floor = keys.offerAmount
    ? null
    : offerFloorKey(type, 'offerAmount', values.offerAmount, askingCents)
  if (floor) keys.offerAmount = floor
  if (!Object.keys(keys).length) return {}
  // In the form's display order (the first one is where the focus goes).
  const errors: Partial<Record<LeadField, ValidationKey>> = {}
  for (const { name } of fields) if (keys[name]) errors[name] = keys[name]
  return errors
}
