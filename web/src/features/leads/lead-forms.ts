import {
  leadFormSchema,
  LISTING_LEAD_TYPES,
  PAGE_LEAD_TYPES,
  SERVICE_LEAD_TYPES,
  type ListingLeadType,
  type PageLeadType,
  type ServiceLeadType,
} from '@ironyard/contract/forms/leads'

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

/**
 * The entries of the `forms` namespace that LeadForm (with its fields and likelihood meter) uses
 * for these forms, for a page to ship only those (issue 18: the equipment page's payload).
 */
export function leadFormKeys(types: readonly LeadFormType[]): string[] {
  const fields = new Set(types.flatMap((t) => LEAD_FORM_FIELDS[t].map((f) => f.name)))
  return [
    'fields',
    'placeholders',
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
