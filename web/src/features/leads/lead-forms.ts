import {
  leadFormSchema,
  LISTING_LEAD_TYPES,
  PAGE_LEAD_TYPES,
  SERVICE_LEAD_TYPES,
  type ListingLeadType,
  type PageLeadType,
  type ServiceLeadType,
} from '@ironyard/contract/forms/leads'
import { VALIDATION_KEYS, type ValidationKey } from '@ironyard/contract/forms/validation'

/** The buyer forms of the equipment page (spec §6) and the services forms: the api's lists. */
export {
  LISTING_LEAD_TYPES as EQUIPMENT_LEAD_TYPES,
  SERVICE_LEAD_TYPES,
} from '@ironyard/contract/forms/leads'
export type {
  ListingLeadType as EquipmentLeadType,
  ServiceLeadType,
} from '@ironyard/contract/forms/leads'

/** Every form LeadForm renders. */
export type LeadFormType = ListingLeadType | ServiceLeadType | PageLeadType

export type LeadField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'company'
  | 'zip'
  | 'offerAmount'
  | 'message'
  | 'role'
  | 'address'
  | 'city'
  | 'state'
  | 'creditRating'
  | 'equipmentType'
  | 'price'
  | 'make'
  | 'model'
  | 'year'
  | 'hoursOrMiles'
  | 'machineCount'
  | 'serialNumber'

/** Spec §3: the finance form's credit ratings (the api's values); spec §9 machine-count bands. */
export { CREDIT_RATINGS, MACHINE_COUNT_BANDS } from '@ironyard/contract/forms/leads'

export interface FieldRule {
  name: LeadField
  required: boolean
}

const person: LeadField[] = ['firstName', 'lastName', 'email', 'phone']

/** Each form's fields in display order; whether one is required is the api's rule (the contract). */
const FORM_FIELD_ORDER: Record<LeadFormType, LeadField[]> = {
  buy_now: [...person, 'company', 'zip', 'message'],
  contact_sales: [...person, 'message'],
  name_your_price: ['offerAmount', ...person, 'message'],
  ask_inspector: [...person, 'message'],
  contact_partner_seller: [...person, 'message'],
  equipment_newsletter: ['email'],
  notify_similar: ['email'],
  finance_prequalify: [
    ...person,
    'company',
    'role',
    'address',
    'city',
    'state',
    'zip',
    'creditRating',
    'equipmentType',
    'machineCount',
    'price',
  ],
  sell_valuation: [
    ...person,
    'company',
    'zip',
    'equipmentType',
    'make',
    'model',
    'year',
    'hoursOrMiles',
    'machineCount',
    'message',
  ],
  inspection_request: [
    ...person,
    'company',
    'zip',
    'equipmentType',
    'make',
    'model',
    'year',
    'message',
  ],
  parts_request: [...person, 'zip', 'make', 'model', 'serialNumber', 'message'],
  taxonomy_alliance: ['firstName', 'lastName', 'email', 'company', 'message'],
}

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

export const isEquipmentLeadType = (v: unknown): v is ListingLeadType =>
  typeof v === 'string' && (LISTING_LEAD_TYPES as readonly string[]).includes(v)

export const isLeadFormType = (v: unknown): v is LeadFormType =>
  isEquipmentLeadType(v) ||
  (typeof v === 'string' &&
    ((SERVICE_LEAD_TYPES as readonly string[]).includes(v) ||
      (PAGE_LEAD_TYPES as readonly string[]).includes(v)))

/** The message's placeholder of the forms that have one (LeadField). */
export const MESSAGE_PLACEHOLDER: Partial<Record<LeadFormType, string>> = {
  buy_now: 'placeholders.buyNowMessage',
  contact_sales: 'placeholders.contactSalesMessage',
  ask_inspector: 'placeholders.askInspectorMessage',
  contact_partner_seller: 'placeholders.contactPartnerSellerMessage',
  parts_request: 'placeholders.partsRequestMessage',
  taxonomy_alliance: 'placeholders.taxonomyAllianceMessage',
}

/** A field a form labels in its own words (the parts request's message is the part wanted). */
export const LABEL_KEY: Partial<Record<LeadFormType, Partial<Record<LeadField, string>>>> = {
  parts_request: { message: 'fields.partDescription' },
  taxonomy_alliance: { company: 'fields.organization' },
}

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
