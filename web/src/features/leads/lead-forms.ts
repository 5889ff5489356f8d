import {
  LISTING_LEAD_TYPES,
  PAGE_LEAD_TYPES,
  SERVICE_LEAD_TYPES,
  type ListingLeadType,
  type PageLeadType,
  type ServiceLeadType,
} from '@ironyard/contract/lead-types'

/*
 * The lead forms' fields as LeadForm renders them, without zod: this module is in the browser's
 * bundle of every page with a form. Which fields are required, and the texts a page ships for
 * its forms, come from the rules themselves in ./lead-form-rules (server side, issue 18).
 */

/** The buyer forms of the equipment page (spec §6) and the services forms: the api's lists. */
export {
  LISTING_LEAD_TYPES as EQUIPMENT_LEAD_TYPES,
  SERVICE_LEAD_TYPES,
} from '@ironyard/contract/lead-types'
export type {
  ListingLeadType as EquipmentLeadType,
  ServiceLeadType,
} from '@ironyard/contract/lead-types'

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
export { CREDIT_RATINGS } from '@ironyard/contract/lead-types'
export { MACHINE_COUNT_BANDS } from '@ironyard/contract/lead-value'

export interface FieldRule {
  name: LeadField
  required: boolean
}

const person: LeadField[] = ['firstName', 'lastName', 'email', 'phone']

/** Each form's fields in display order; whether one is required is the api's rule (the contract). */
export const FORM_FIELD_ORDER: Record<LeadFormType, LeadField[]> = {
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
