import { z } from './zod'
import { parseWholeNumber } from './forms/fields'
import type { Locale } from './locale'
import { moneyInputText, parseLocaleMoneyCents } from './money'
import { nullRefused } from './forms/validation'
import { AGREEMENT_TYPES, CONDITIONS, EMISSION_TIERS, FLAIRS } from './listing-enums'

/**
 * The listing a staff member (or a partner, issue 15) writes: the console's form and the api's
 * createListing / updateListing read this one schema. Messages are `key:<validation key>` so both
 * sides show the same words (the `validation` namespace).
 */

/** Letters, digits and dashes; stored upper-case. */
export const STOCK_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/

/** True when `v` can be a stock number (the console's pages and actions check links with it). */
export const isStockNumber = (v: unknown): v is string =>
  typeof v === 'string' && STOCK_NUMBER_PATTERN.test(v)

/** A stock number a caller names (lifecycle steps, edits, look-ups): trimmed, upper-cased. */
export const stockNumberSchema = z
  .string({ error: 'key:validation.required' })
  .trim()
  .min(1, 'key:validation.required|Stock number is required')
  .max(40, 'key:validation.tooLong|Too long')
  .regex(STOCK_NUMBER_PATTERN, 'key:validation.invalid|Letters, digits and dashes only')
  .transform((v) => v.toUpperCase())

const tooLong = 'key:validation.tooLong|Too long'
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null)
const reqText = (key: string, max: number) =>
  z
    .string({ error: `key:validation.${key}` })
    .trim()
    .min(1, `key:validation.${key}`)
    .max(max, tooLong)
const count = (max: number, key = 'key:validation.invalid') =>
  z.number({ error: key }).int(key).min(0, key).max(max, key).nullish()
const cents = (required: boolean) => {
  const priceInvalid = 'key:validation.priceInvalid'
  return z
    .number({
      error: required
        ? 'key:validation.priceRequired'
        : nullRefused(priceInvalid, 'validation.priceRequired'),
    })
    .int(priceInvalid)
    .min(100, priceInvalid)
    .max(2_000_000_000, priceInvalid)
}

/** A model year from 1900 to next year (a machine can be sold before its model year starts). */
const year = z
  .number({ error: 'key:validation.yearRequired' })
  .int('key:validation.yearInvalid')
  .min(1900, 'key:validation.yearInvalid')
  .refine((y) => y <= new Date().getUTCFullYear() + 1, 'key:validation.yearInvalid')

const invalid = 'key:validation.invalid'

/**
 * Fields a listing always has (NOT NULL columns) that a form may leave out: a new listing takes a
 * default (the advertised price, NotSet, house inventory, no warranty, agreement 2), an edit keeps
 * the stored value. Null asks for "none", which they cannot be (issue 31): an edit answers a field
 * error ("required"); a new listing takes the default, as when left out.
 */
const defaulted = {
  originalPriceCents: cents(false),
  floorPriceCents: cents(false),
  flair: z.enum(FLAIRS, { error: nullRefused(invalid) }),
  isPartnerSeller: z.boolean({ error: nullRefused(invalid) }),
  hasWarranty: z.boolean({ error: nullRefused(invalid) }),
  agreementType: z
    .number({ error: nullRefused(invalid) })
    .refine((v) => (AGREEMENT_TYPES as readonly number[]).includes(v), invalid),
}

/** Every field; null clears those a listing may be without (optText, count, the enums). */
const fields = {
  categorySlug: reqText('categoryRequired', 80),
  subcategorySlug: optText(80),
  make: reqText('makeRequired', 80),
  model: reqText('modelRequired', 80),
  year,
  hours: count(500_000),
  miles: count(5_000_000),
  secondaryHours: count(500_000),
  serialNumber: optText(60),
  advertisedPriceCents: cents(true),
  zip: z
    .string({ error: 'key:validation.zipRequired' })
    .trim()
    .min(1, 'key:validation.zipRequired')
    .regex(/^\d{5}$/, 'key:validation.zipInvalid'),
  condition: z.enum(CONDITIONS, { error: 'key:validation.conditionInvalid' }).nullish(),
  emissionTier: z.enum(EMISSION_TIERS).nullish(),
  ...defaulted,
  description: optText(10_000),
  descriptionEs: optText(10_000),
  fleetAdvisor: optText(120),
  listingCompany: optText(120),
  listingSellerCompany: optText(120),
}

/**
 * The listing fields only staff set (issue 15, decision 032): a partner member's createListing or
 * updateListing that sends one is refused with a field error, and the partner's form hides them.
 * Partner inventory gets its flair, partner flag, warranty (none) and company (the partner's name)
 * from the api.
 */
export const STAFF_ONLY_LISTING_FIELDS = [
  'flair',
  'isPartnerSeller',
  'hasWarranty',
  'agreementType',
  'fleetAdvisor',
  'listingCompany',
  'listingSellerCompany',
] as const satisfies ReadonlyArray<keyof typeof fields>

export type StaffOnlyListingField = (typeof STAFF_ONLY_LISTING_FIELDS)[number]

/**
 * The staff-only fields a listing input names, whatever their value: null too, since null clears
 * a label (fleetAdvisor, listingCompany, listingSellerCompany) and clearing is setting. Only a
 * field left out is not sent.
 */
export function staffOnlyFieldsIn(input: unknown): StaffOnlyListingField[] {
  if (!input || typeof input !== 'object') return []
  const given = input as Record<string, unknown>
  return STAFF_ONLY_LISTING_FIELDS.filter((k) => Object.hasOwn(given, k) && given[k] !== undefined)
}

/** A form's key: a submit sent twice (a double click, a retry) creates one thing. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'key:validation.invalid')
  .max(100, 'key:validation.invalid')
  .nullish()

/**
 * Issue 36, defect 5: the floor price (the least a Name Your Price offer is likely accepted at)
 * may not exceed the advertised price. The field error both the form and the api answer.
 */
export const FLOOR_ABOVE_PRICE = 'key:validation.floorAbovePrice'

/**
 * True when a floor (null: none given, the price) is above the advertised price. A price that is
 * not one (its own field error) is compared with nothing.
 */
export const isFloorAbovePrice = (
  floorCents: number | null | undefined,
  priceCents: number | null | undefined,
): boolean =>
  floorCents != null &&
  typeof priceCents === 'number' &&
  priceCents >= 100 &&
  floorCents > priceCents

/** createListing: a new draft. A stock number is generated unless one is given. */
export const createListingSchema = z
  .object({
    ...fields,
    // Left out or null: the default (the api's, see `defaulted`).
    originalPriceCents: defaulted.originalPriceCents.nullish(),
    floorPriceCents: defaulted.floorPriceCents.nullish(),
    flair: defaulted.flair.nullish(),
    isPartnerSeller: defaulted.isPartnerSeller.nullish(),
    hasWarranty: defaulted.hasWarranty.nullish(),
    agreementType: defaulted.agreementType.nullish(),
    stockNumber: stockNumberSchema.nullish(),
    /** The form's key: the same key twice (a double submit) creates one listing. */
    idempotencyKey: idempotencyKeySchema,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (isFloorAbovePrice(v.floorPriceCents, v.advertisedPriceCents)) {
      ctx.addIssue({ code: 'custom', path: ['floorPriceCents'], message: FLOOR_ABOVE_PRICE })
    }
  })

export type CreateListingInput = z.input<typeof createListingSchema>
export type CreateListingValues = z.output<typeof createListingSchema>

/**
 * updateListing: any of the same fields; those left out keep their value, null clears one a
 * listing may be without and is a field error on the others (`defaulted`, the required ones).
 */
export const updateListingSchema = z.object(fields).partial().strict()
export type UpdateListingValues = z.output<typeof updateListingSchema>

/**
 * The console's listing form (create and edit): each input is named after its api field, and
 * this says how its typed text becomes the field's value. `money` is dollars typed by a person
 * ("125,000") sent as cents; `whole` a whole number; `choice` one of a list (empty: none); `flag`
 * a checkbox.
 */
export const LISTING_FORM_FIELDS = {
  stockNumber: 'text',
  categorySlug: 'text',
  subcategorySlug: 'text',
  make: 'text',
  model: 'text',
  year: 'whole',
  hours: 'whole',
  miles: 'whole',
  secondaryHours: 'whole',
  serialNumber: 'text',
  advertisedPriceCents: 'money',
  originalPriceCents: 'money',
  floorPriceCents: 'money',
  zip: 'text',
  condition: 'choice',
  emissionTier: 'choice',
  flair: 'choice',
  agreementType: 'whole',
  isPartnerSeller: 'flag',
  hasWarranty: 'flag',
  fleetAdvisor: 'text',
  listingCompany: 'text',
  listingSellerCompany: 'text',
  description: 'text',
  descriptionEs: 'text',
} as const satisfies Record<
  Exclude<keyof CreateListingInput, 'idempotencyKey'>,
  'text' | 'whole' | 'money' | 'choice' | 'flag'
>
export type ListingFormField = keyof typeof LISTING_FORM_FIELDS

/** Fields a listing cannot be without: sent empty, the api names them ("... is required"). */
const REQUIRED: readonly ListingFormField[] = [
  'categorySlug',
  'make',
  'model',
  'year',
  'advertisedPriceCents',
  'zip',
]

/** Fields an edit leaves out: the stock number is the listing's key, the price has its own step. */
const CREATE_ONLY: readonly ListingFormField[] = ['stockNumber', 'advertisedPriceCents']

/**
 * The form's typed values -> createListing / updateListing input. Empty text is null (an edit
 * clears the field, a new listing takes the default; an edit of a field a listing cannot be
 * without gets the api's "required"), or '' for a required field (the api answers "required"); a
 * number that cannot be read is sent as -1 so the api refuses that field by name in the caller's
 * language, instead of the form guessing. The input travels as GraphQL variables, so every value
 * has the type the SDL declares.
 */
export function listingInputFromForm(
  typed: Partial<Record<ListingFormField, string>>,
  mode: 'create' | 'update',
  /** The form's language: how its money fields are written (parseLocaleMoneyCents). */
  locale: Locale = 'en',
): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {}
  for (const [name, kind] of Object.entries(LISTING_FORM_FIELDS) as Array<
    [ListingFormField, (typeof LISTING_FORM_FIELDS)[ListingFormField]]
  >) {
    if (mode === 'update' && CREATE_ONLY.includes(name)) continue
    const v = (typed[name] ?? '').trim()
    if (kind === 'flag') out[name] = v === 'on' || v === 'true'
    else if (v === '') out[name] = REQUIRED.includes(name) ? (kind === 'text' ? '' : -1) : null
    else if (kind === 'money') out[name] = parseLocaleMoneyCents(v, locale) ?? -1
    else if (kind === 'whole') out[name] = parseWholeNumber(v) ?? -1
    else out[name] = v
  }
  // Not chosen: the default (create) or the value it has (edit).
  if (out.agreementType === null) delete out.agreementType
  return out
}

/** A stored value as the form of `locale` shows it again (cents as dollars, flags as on). */
export function listingFormValue(
  name: ListingFormField,
  value: unknown,
  locale: Locale = 'en',
): string {
  if (value === null || value === undefined) return ''
  const kind = LISTING_FORM_FIELDS[name]
  if (kind === 'flag') return value ? 'on' : ''
  if (kind === 'money' && typeof value === 'number') return moneyInputText(value, locale)
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value)
  }
  return JSON.stringify(value)
}
