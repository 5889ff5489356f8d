import { leadFormSchema } from '@ironyard/contract/forms/leads'
import { VALIDATION_KEYS, type ValidationKey } from '@ironyard/contract/forms/validation'
import {
  FORM_FIELD_ORDER,
  LABEL_KEY,
  MESSAGE_PLACEHOLDER,
  type FieldRule,
  type LeadField,
  type LeadFormType,
} from './lead-forms'

/*
 * What the lead forms' rules (zod, @ironyard/contract/forms/leads) say about their fields, for
 * the server: the pages pass each form its fields (LeadForm), the server action reads them, and
 * the pages ship only the texts their forms use. The browser loads the rules only when a visitor
 * uses a form (LeadFormClient).
 */

/**
 * Which fields each form asks for, in display order, and which of them the visitor must fill in:
 * a field is required when the api's schema refuses it missing (@ironyard/contract/forms/leads).
 */
export const LEAD_FORM_FIELDS = Object.fromEntries(
  Object.entries(FORM_FIELD_ORDER).map(([type, names]) => {
    const shape = leadFormSchema(type as LeadFormType).shape
    return [
      type,
      names.map((name) => ({ name, required: !shape[name].safeParse(undefined).success })),
    ]
  }),
) as Record<LeadFormType, FieldRule[]>

/**
 * The entries of the `forms` namespace that LeadForm (with its fields and likelihood meter) uses
 * for these forms, for a page to ship only those (issue 18: the equipment page's payload).
 */
export function leadFormKeys(types: readonly LeadFormType[]): string[] {
  const fields = new Set(types.flatMap((t) => LEAD_FORM_FIELDS[t].map((f) => f.name)))
  const money = fields.has('offerAmount') || fields.has('price')
  return [
    ...new Set([
      ...types.flatMap((t) =>
        LEAD_FORM_FIELDS[t].map((f) => LABEL_KEY[t]?.[f.name] ?? `fields.${f.name}`),
      ),
      ...(types.some((t) => LEAD_FORM_FIELDS[t].some((f) => !f.required))
        ? ['fields.optional']
        : []),
      // A field with options is a select (the services forms pass theirs).
      ...(['creditRating', 'machineCount', 'equipmentType', 'state'].some((f) =>
        fields.has(f as LeadField),
      )
        ? ['fields.choose']
        : []),
      ...types.flatMap((t) =>
        MESSAGE_PLACEHOLDER[t] && fields.has('message') ? [MESSAGE_PLACEHOLDER[t]] : [],
      ),
      ...(money ? ['placeholders.offerAmount'] : []),
      ...(fields.has('phone') ? ['placeholders.phone'] : []),
    ]),
    'consent',
    'consentEmail',
    'sending',
    'showForm',
    'success',
    'errors',
    ...types.map((t) => `forms.${t}`),
    ...(types.includes('name_your_price') ? ['likelihood'] : []),
    ...(types.includes('finance_prequalify') ? ['sorry'] : []),
    ...(fields.has('creditRating') ? ['creditRatings'] : []),
    ...(fields.has('machineCount') ? ['machineCounts'] : []),
  ]
}

/** Messages any field may get from the api (its checks of any text and of a ZIP's place). */
const ANY_FIELD_KEYS: readonly ValidationKey[] = [
  'validation.tooLong',
  'validation.invalid',
  'validation.controlCharacters',
]

/** The form-wide outcomes a lead's action answers (not the sweepstakes'). */
const LEAD_OUTCOME_KEYS = [
  'form.submitFailed',
  'form.unknownError',
  'form.couldNotSubmit',
  'form.success',
  'form.rateLimited',
  'form.idempotencyConflict',
  'form.signInRequired',
]

/** Keys a field's rule answers that do not start with its name. */
const OTHER_FIELD_KEYS: Partial<Record<LeadField, readonly ValidationKey[]>> = {
  // The email-only sign-ups' address (mailingListEmailSchema).
  email: ['validation.mailingListEmail'],
  offerAmount: ['validation.amountTooHigh'],
  price: ['validation.amountTooHigh', 'validation.financeMax'],
  creditRating: ['validation.creditRequired'],
}

/**
 * The entries of the `validation` namespace these forms can show: their fields' messages
 * (`validation.<field>…` and OTHER_FIELD_KEYS), the ones of any text, and the form-wide
 * outcomes of a lead (LEAD_OUTCOME_KEYS). A message the api answers outside them shows in the
 * api's own words.
 */
export function leadValidationKeys(types: readonly LeadFormType[]): string[] {
  const fields = new Set(types.flatMap((t) => LEAD_FORM_FIELDS[t].map((f) => f.name)))
  return [
    ...LEAD_OUTCOME_KEYS,
    ...ANY_FIELD_KEYS,
    ...VALIDATION_KEYS.filter((k) =>
      [...fields].some((f) => k.startsWith(`validation.${f}`) || OTHER_FIELD_KEYS[f]?.includes(k)),
    ).filter((k) => !ANY_FIELD_KEYS.includes(k)),
  ]
}
