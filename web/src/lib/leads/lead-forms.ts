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

export type LeadField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'zip' | 'offerAmount' | 'message'

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
export const LEAD_FORM_FIELDS: Record<EquipmentLeadType, FieldRule[]> = {
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
}

export const isEquipmentLeadType = (v: unknown): v is EquipmentLeadType =>
  typeof v === 'string' && (EQUIPMENT_LEAD_TYPES as readonly string[]).includes(v)
