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

/**
 * Spec §6: each form's name, as the sales team's mail and analytics' lead events
 * ("Buy Now Form Submitted") say it. English only: these are not shown to visitors.
 */
export const LEAD_FORM_NAMES = {
  buy_now: 'Buy Now',
  contact_sales: 'Contact Sales',
  name_your_price: 'Name Your Price',
  ask_inspector: 'Ask an Inspector',
  contact_partner_seller: 'Contact Partner Seller',
  equipment_newsletter: 'Equipment Subscribe to Newsletter',
  newsletter: 'Subscribe to Newsletter',
  finance_prequalify: 'Qualify For Financing',
  sell_valuation: 'Sell Valuation Form',
  notify_similar: 'Notify Me',
  inspection_request: 'Request an Inspection',
  parts_request: 'Parts Request',
  taxonomy_alliance: 'Join the Taxonomy Alliance',
} as const satisfies Record<LeadType, string>

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

/**
 * The sizes a lead's context may have (spec §3 stored marketing parameters): what the api accepts
 * and what the web's action keeps of what the browser sent, so the context never fails a lead.
 */
export const LEAD_LIMITS = {
  /** Characters of each utm_* value. */
  utmValue: 200,
  /** First-visit parameters: how many, and the characters of a name and of a value. */
  firstVisitParams: 30,
  paramName: 100,
  paramValue: 500,
  /** Characters of the address of the page the form was sent from. */
  pageUrl: 2000,
  /** Characters of a stock number. */
  stockNumber: 20,
  /** Characters of a message the visitor writes. */
  message: 2000,
} as const

/** Spec §3: the finance form's credit ratings. */
export const CREDIT_RATINGS = ['poor', 'average', 'very_good', 'excellent'] as const
export type CreditRating = (typeof CREDIT_RATINGS)[number]

/**
 * Each form's own answers, kept in the lead's details (issue 36): what the console's inbox and
 * the leads CSV show after the contact fields every form shares, in this order. `leadValueUsd`
 * and `fit`/`fitReasons` are what the api worked out (spec §9 value, spec §4 pre-qualification).
 */
export const LEAD_DETAIL_KEYS = {
  buy_now: [],
  contact_sales: [],
  name_your_price: [],
  ask_inspector: [],
  contact_partner_seller: [],
  equipment_newsletter: [],
  newsletter: [],
  finance_prequalify: [
    'role',
    'address',
    'city',
    'state',
    'creditRating',
    'equipmentType',
    'machineCount',
    'price',
    'leadValueUsd',
    'fit',
    'fitReasons',
  ],
  sell_valuation: [
    'equipmentType',
    'make',
    'model',
    'year',
    'hoursOrMiles',
    'machineCount',
    'leadValueUsd',
  ],
  notify_similar: [],
  inspection_request: ['equipmentType', 'make', 'model', 'year'],
  parts_request: ['make', 'model', 'serialNumber'],
  taxonomy_alliance: [],
} as const satisfies Record<LeadType, readonly string[]>

/** Every form's own answers, once each, in the order of the CSV's columns. */
export const LEAD_DETAIL_FIELDS = [
  'equipmentType',
  'make',
  'model',
  'year',
  'hoursOrMiles',
  'serialNumber',
  'machineCount',
  'price',
  'creditRating',
  'role',
  'address',
  'city',
  'state',
  'leadValueUsd',
  'fit',
  'fitReasons',
] as const satisfies readonly (typeof LEAD_DETAIL_KEYS)[LeadType][number][]
export type LeadDetailField = (typeof LEAD_DETAIL_FIELDS)[number]
