import { LOCALES } from '../locale'
import { z } from '../zod'
import {
  emailSchema,
  formKeySchema,
  mailingListEmailSchema,
  meterSchema,
  MONEY_INPUT_MAX_CENTS,
  moneyInputCents as moneyCents,
  optionalText as optional,
  phoneSchema,
  requiredText as required,
  YEAR_MIN,
  yearMax,
  zipSchema,
} from './fields'
import { MACHINE_COUNT_BANDS } from '../lead-value'
import { OFFER_MIN_CENTS } from '../money'
import { CREDIT_RATINGS, LEAD_LIMITS, type LeadType } from '../lead-types'
import { msg } from './validation'

/*
 * A lead is a new record: null in an optional field is its "none" or its default, as when left
 * out (issue 31); a field the form needs answers its own "required".
 */

export {
  CREDIT_RATINGS,
  LEAD_TYPES,
  LISTING_LEAD_TYPES,
  PAGE_LEAD_TYPES,
  SERVICE_LEAD_TYPES,
  type CreditRating,
  type LeadType,
  type ListingLeadType,
  type PageLeadType,
  type ServiceLeadType,
} from '../lead-types'
export { isOfferAboveAsking, minimumOfferCents, OFFER_MIN_CENTS } from '../money'

export {
  isMachineCountBand,
  MACHINE_COUNT_BANDS,
  machineCountBand,
  machineCountLeadValueUsd,
  type MachineCountBand,
} from '../lead-value'

const machineCount = z.enum(MACHINE_COUNT_BANDS, { error: msg('validation.machineCountRequired') })

/** Browser-sent marketing context (spec §3 stored marketing parameters). */
const utmSchema = z
  .object({
    utm_source: optional(LEAD_LIMITS.utmValue),
    utm_medium: optional(LEAD_LIMITS.utmValue),
    utm_campaign: optional(LEAD_LIMITS.utmValue),
    utm_content: optional(LEAD_LIMITS.utmValue),
    utm_term: optional(LEAD_LIMITS.utmValue),
    utm_id: optional(LEAD_LIMITS.utmValue),
  })
  .partial()
  .nullish()
  .transform((v) => v ?? {})

const contextFields = {
  locale: z
    .enum(LOCALES, { error: msg('validation.invalid') })
    .nullish()
    .transform((v) => v ?? 'en'),
  utm: utmSchema,
  firstVisitParams: z
    .record(z.string().max(LEAD_LIMITS.paramName), z.string().max(LEAD_LIMITS.paramValue))
    .refine((r) => Object.keys(r).length <= LEAD_LIMITS.firstVisitParams, msg('validation.invalid'))
    .nullish()
    .transform((v) => v ?? {}),
  pageUrl: optional(LEAD_LIMITS.pageUrl),
  queryId: z
    .uuid({ error: msg('validation.invalid') })
    .nullish()
    .transform((v) => v ?? undefined),
  idempotencyKey: formKeySchema,
}

/** What a submission carries besides the visitor's answers (the form's hidden context). */
const CONTEXT_KEYS = ['type', ...Object.keys(contextFields), 'stockNumber'] as const

const person = {
  firstName: required('validation.firstNameRequired'),
  lastName: required('validation.lastNameRequired'),
  email: emailSchema,
  phone: phoneSchema,
}

const onListing = {
  stockNumber: z
    .string({ error: msg('validation.required') })
    .trim()
    .min(1, msg('validation.required'))
    .max(LEAD_LIMITS.stockNumber, msg('validation.invalid')),
}

const yearSchema = z.coerce
  .number({ error: msg('validation.yearRequired') })
  .int(msg('validation.yearInvalid'))
  .min(YEAR_MIN, msg('validation.yearInvalid'))
  .max(yearMax(), msg('validation.yearInvalid'))

/** Spec §6: every form's input, the visitor's answers and the form's context. */
export const leadInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('buy_now'),
    ...contextFields,
    ...person,
    ...onListing,
    company: optional(),
    zip: zipSchema.optional(),
    message: optional(LEAD_LIMITS.message),
  }),
  z.object({
    type: z.literal('contact_sales'),
    ...contextFields,
    ...person,
    ...onListing,
    message: required('validation.messageRequired', LEAD_LIMITS.message),
  }),
  z.object({
    type: z.literal('name_your_price'),
    ...contextFields,
    ...person,
    ...onListing,
    offerAmount: moneyCents(
      'validation.offerAmountRequired',
      'validation.offerAmountInvalid',
    ).refine((c) => c >= OFFER_MIN_CENTS, msg('validation.offerAmountTooLow')),
    message: optional(LEAD_LIMITS.message),
  }),
  z.object({
    type: z.literal('ask_inspector'),
    ...contextFields,
    ...person,
    ...onListing,
    message: required('validation.messageRequired', LEAD_LIMITS.message),
  }),
  z.object({
    type: z.literal('contact_partner_seller'),
    ...contextFields,
    ...person,
    ...onListing,
    message: required('validation.messageRequired', LEAD_LIMITS.message),
  }),
  z.object({
    type: z.literal('equipment_newsletter'),
    ...contextFields,
    email: mailingListEmailSchema,
    ...onListing,
  }),
  z.object({
    type: z.literal('newsletter'),
    ...contextFields,
    email: mailingListEmailSchema,
  }),
  z.object({
    type: z.literal('notify_similar'),
    ...contextFields,
    email: mailingListEmailSchema,
    ...onListing,
  }),
  z.object({
    type: z.literal('finance_prequalify'),
    ...contextFields,
    ...person,
    company: required('validation.companyRequired'),
    role: required('validation.roleRequired'),
    address: required('validation.addressRequired', 200),
    city: required('validation.cityRequired'),
    state: required('validation.stateRequired', 40),
    zip: zipSchema,
    creditRating: z.enum(CREDIT_RATINGS, { error: msg('validation.creditRequired') }),
    equipmentType: required('validation.equipmentTypeRequired'),
    machineCount,
    price: moneyCents('validation.priceRequired', 'validation.priceInvalid').optional(),
    stockNumber: optional(LEAD_LIMITS.stockNumber),
  }),
  z.object({
    type: z.literal('sell_valuation'),
    ...contextFields,
    ...person,
    company: optional(),
    zip: zipSchema,
    equipmentType: required('validation.equipmentTypeRequired'),
    make: required('validation.makeRequired'),
    model: required('validation.modelRequired'),
    year: yearSchema,
    hoursOrMiles: meterSchema(2_000_000),
    machineCount,
    message: optional(LEAD_LIMITS.message),
  }),
  /** /services/inspect: a buyer asks for the 150-point inspection of a machine (any seller's). */
  z.object({
    type: z.literal('inspection_request'),
    ...contextFields,
    ...person,
    company: optional(),
    /** Where the machine is. */
    zip: zipSchema,
    equipmentType: required('validation.equipmentTypeRequired'),
    make: required('validation.makeRequired'),
    model: required('validation.modelRequired'),
    year: yearSchema,
    message: optional(LEAD_LIMITS.message),
  }),
  /** /parts: a buyer asks for a part or an attachment for a machine they own. */
  z.object({
    type: z.literal('parts_request'),
    ...contextFields,
    ...person,
    /** Where the part ships. */
    zip: zipSchema,
    make: required('validation.makeRequired'),
    model: optional(),
    serialNumber: optional(40),
    /** The part: what it is, part number, new or used. */
    message: required('validation.partDescriptionRequired', LEAD_LIMITS.message),
  }),
  /** /resources/taxonomy/alliance: an organisation asks to join the open taxonomy alliance. */
  z.object({
    type: z.literal('taxonomy_alliance'),
    ...contextFields,
    firstName: required('validation.firstNameRequired'),
    lastName: required('validation.lastNameRequired'),
    email: emailSchema,
    company: required('validation.companyRequired'),
    message: optional(LEAD_LIMITS.message),
  }),
])

export type LeadInput = z.infer<typeof leadInputSchema>

const formSchemas = new Map<LeadType, z.ZodObject>()

/**
 * One form's visitor fields: what the web checks before sending (an empty field is left out, as
 * the web's action sends it), with the same rules and keys the api answers.
 */
export function leadFormSchema(type: LeadType): z.ZodObject {
  let schema = formSchemas.get(type)
  if (!schema) {
    const option = leadInputSchema.options.find((o) => o.shape.type.value === type)
    if (!option) throw new Error(`Unknown lead type ${type}`)
    const shape: Record<string, z.ZodType> = { ...option.shape }
    for (const key of CONTEXT_KEYS) delete shape[key]
    schema = z.object(shape)
    formSchemas.set(type, schema)
  }
  return schema
}

/** The likelihood preview next to the Name Your Price amount, before submitting. */
export const offerPreviewInputSchema = z.object({
  stockNumber: z.string().trim().min(1).max(LEAD_LIMITS.stockNumber),
  offerAmount: z
    .string()
    .transform((s) => s.replace(/[$,\s]/g, ''))
    .pipe(
      z
        .string()
        .min(1, msg('validation.offerAmountRequired'))
        .regex(/^\d+(\.\d{1,2})?$/, msg('validation.offerAmountInvalid')),
    )
    .transform((s) => Math.round(Number(s) * 100))
    .refine((c) => c > 0, msg('validation.offerAmountInvalid'))
    .refine((c) => c <= MONEY_INPUT_MAX_CENTS, msg('validation.amountTooHigh')),
})
export type OfferPreviewInput = z.infer<typeof offerPreviewInputSchema>
