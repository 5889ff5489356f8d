/*
 * The lead forms' names and value lists, without zod: the browser's lead forms read them as they
 * render and load the rules (./forms/leads) only when a visitor uses a form (issue 18).
 */

/** Spec §6 forms. Persona is inferred from the form: sell_valuation is the seller form. */
export const LEAD_TYPES = [
  'buy_now',
  'contact_sales',
  'name_your_price',
  'ask_inspector',
  'contact_partner_seller',
  'equipment_newsletter',
  'newsletter',
  'finance_prequalify',
  'sell_valuation',
  'notify_similar',
  'inspection_request',
  'parts_request',
  'taxonomy_alliance',
] as const
export type LeadType = (typeof LEAD_TYPES)[number]

/** The equipment page's forms: each is about one machine (its stock number). */
export const LISTING_LEAD_TYPES = [
  'buy_now',
  'contact_sales',
  'name_your_price',
  'ask_inspector',
  'contact_partner_seller',
  'equipment_newsletter',
  'notify_similar',
] as const satisfies readonly LeadType[]
export type ListingLeadType = (typeof LISTING_LEAD_TYPES)[number]

/** The services section's forms (spec §2, §6): financing, selling, inspections. */
export const SERVICE_LEAD_TYPES = [
  'finance_prequalify',
  'sell_valuation',
  'inspection_request',
] as const satisfies readonly LeadType[]
export type ServiceLeadType = (typeof SERVICE_LEAD_TYPES)[number]

/**
 * The forms of the content pages (spec §2): a parts request on /parts, a membership request on
 * /resources/taxonomy/alliance. Not about one machine.
 */
export const PAGE_LEAD_TYPES = [
  'parts_request',
  'taxonomy_alliance',
] as const satisfies readonly LeadType[]
export type PageLeadType = (typeof PAGE_LEAD_TYPES)[number]

/** Spec §3: the finance form's credit ratings. */
export const CREDIT_RATINGS = ['poor', 'average', 'very_good', 'excellent'] as const
export type CreditRating = (typeof CREDIT_RATINGS)[number]
