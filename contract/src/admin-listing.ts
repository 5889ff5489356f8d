import { z } from './zod'
import { AGREEMENT_TYPES, CONDITIONS, EMISSION_TIERS, FLAIRS } from './listing-enums'

/**
 * The listing a staff member (or a partner, issue 15) writes: the console's form and the api's
 * createListing / updateListing read this one schema. Messages are `key:<validation key>` so both
 * sides show the same words (the `validation` namespace).
 */

/** Letters, digits and dashes; stored upper-case. */
export const STOCK_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/

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
  const invalid = 'key:validation.priceInvalid'
  const n = z
    .number({ error: required ? 'key:validation.priceRequired' : invalid })
    .int(invalid)
    .min(100, invalid)
    .max(2_000_000_000, invalid)
  return n
}

/** A model year from 1900 to next year (a machine can be sold before its model year starts). */
const year = z
  .number({ error: 'key:validation.yearRequired' })
  .int('key:validation.yearInvalid')
  .min(1900, 'key:validation.yearInvalid')
  .refine((y) => y <= new Date().getUTCFullYear() + 1, 'key:validation.yearInvalid')

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
  originalPriceCents: cents(false).nullish(),
  floorPriceCents: cents(false).nullish(),
  zip: z
    .string({ error: 'key:validation.zipRequired' })
    .trim()
    .min(1, 'key:validation.zipRequired')
    .regex(/^\d{5}$/, 'key:validation.zipInvalid'),
  condition: z.enum(CONDITIONS).nullish(),
  emissionTier: z.enum(EMISSION_TIERS).nullish(),
  flair: z.enum(FLAIRS).nullish(),
  isPartnerSeller: z.boolean().nullish(),
  hasWarranty: z.boolean().nullish(),
  agreementType: z
    .number()
    .refine((v) => (AGREEMENT_TYPES as readonly number[]).includes(v), 'key:validation.invalid')
    .nullish(),
  description: optText(10_000),
  descriptionEs: optText(10_000),
  fleetAdvisor: optText(120),
  listingCompany: optText(120),
  listingSellerCompany: optText(120),
}

/** createListing: a new draft. A stock number is generated unless one is given. */
export const createListingSchema = z
  .object({
    ...fields,
    stockNumber: z
      .string()
      .trim()
      .regex(STOCK_NUMBER_PATTERN, 'key:validation.invalid')
      .transform((v) => v.toUpperCase())
      .nullish(),
    /** The form's key: the same key twice (a double submit) creates one listing. */
    idempotencyKey: z.string().trim().min(8).max(100).nullish(),
  })
  .strict()

export type CreateListingInput = z.input<typeof createListingSchema>
export type CreateListingValues = z.output<typeof createListingSchema>

/** updateListing: any of the same fields; those left out keep their value. */
export const updateListingSchema = z.object(fields).partial().strict()
export type UpdateListingValues = z.output<typeof updateListingSchema>
