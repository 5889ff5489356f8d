import type { LeadType } from '@/graphql/__generated__/graphql'

/** The buyer forms of the equipment page (spec §6). */
export type EquipmentLeadType = Extract<
  LeadType,
  | 'buy_now'
  | 'contact_sales'
  | 'name_your_price'
  | 'ask_inspector'
  | 'contact_partner_seller'
  | 'equipment_newsletter'
  | 'notify_similar'
>

export const EQUIPMENT_LEAD_TYPES: readonly EquipmentLeadType[] = [
  'buy_now',
  'contact_sales',
  'name_your_price',
  'ask_inspector',
  'contact_partner_seller',
  'equipment_newsletter',
  'notify_similar',
]

/** The services section's forms (spec §2, §6): financing, selling, inspections. */
export type ServiceLeadType = Extract<
  LeadType,
  'finance_prequalify' | 'sell_valuation' | 'inspection_request'
>

export const SERVICE_LEAD_TYPES: readonly ServiceLeadType[] = [
  'finance_prequalify',
  'sell_valuation',
  'inspection_request',
]

/** Every form LeadForm renders. */
export type LeadFormType = EquipmentLeadType | ServiceLeadType

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

/** Spec §3: the finance form's credit ratings (the api's values). */
export const CREDIT_RATINGS = ['poor', 'average', 'very_good', 'excellent'] as const

export interface FieldRule {
  name: LeadField
  required: boolean
}

const person: FieldRule[] = [
  { name: 'firstName', required: true },
  { name: 'lastName', required: true },
  { name: 'email', required: true },
  { name: 'phone', required: true },
]

/**
 * Which fields each form asks for, in display order; the same rules as the api's
 * leadInputSchema (api/src/services/leads/lead-input.schema.ts), which has the last word.
 */
export const LEAD_FORM_FIELDS: Record<LeadFormType, FieldRule[]> = {
  buy_now: [
    ...person,
    { name: 'company', required: false },
    { name: 'zip', required: false },
    { name: 'message', required: false },
  ],
  contact_sales: [...person, { name: 'message', required: true }],
  name_your_price: [
    { name: 'offerAmount', required: true },
    ...person,
    { name: 'message', required: false },
  ],
  ask_inspector: [...person, { name: 'message', required: true }],
  contact_partner_seller: [...person, { name: 'message', required: true }],
  equipment_newsletter: [{ name: 'email', required: true }],
  notify_similar: [{ name: 'email', required: true }],
  finance_prequalify: [
    ...person,
    { name: 'company', required: true },
    { name: 'role', required: true },
    { name: 'address', required: true },
    { name: 'city', required: true },
    { name: 'state', required: true },
    { name: 'zip', required: true },
    { name: 'creditRating', required: true },
    { name: 'equipmentType', required: true },
    { name: 'price', required: false },
  ],
  sell_valuation: [
    ...person,
    { name: 'company', required: false },
    { name: 'zip', required: true },
    { name: 'equipmentType', required: true },
    { name: 'make', required: true },
    { name: 'model', required: true },
    { name: 'year', required: true },
    { name: 'hoursOrMiles', required: true },
    { name: 'message', required: false },
  ],
  inspection_request: [
    ...person,
    { name: 'company', required: false },
    { name: 'zip', required: true },
    { name: 'equipmentType', required: true },
    { name: 'make', required: true },
    { name: 'model', required: true },
    { name: 'year', required: true },
    { name: 'message', required: false },
  ],
}

export const isEquipmentLeadType = (v: unknown): v is EquipmentLeadType =>
  typeof v === 'string' && (EQUIPMENT_LEAD_TYPES as readonly string[]).includes(v)

export const isLeadFormType = (v: unknown): v is LeadFormType =>
  isEquipmentLeadType(v) ||
  (typeof v === 'string' && (SERVICE_LEAD_TYPES as readonly string[]).includes(v))
