import { z } from 'zod'
import { moneyInputCents as moneyCents } from '../../lib/money-input'
import { msg } from '../../lib/validation-messages'

const trimmed = (max: number) => z.string().trim().max(max, msg('validation.tooLong'))
const required = (key: Parameters<typeof msg>[0], max = 100) =>
  z
    .string({ error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg('validation.tooLong'))
const optional = (max = 200) =>
  trimmed(max)
    .optional()
    .transform((v) => v || undefined)

/**
 * Spec §5: besides digits and the usual separators (space, dash, dot, parentheses) a phone allows
 * only "+", and only as the first character ("Only + allowed").
 */
export const phoneSchema = z
  .string({ error: msg('validation.phoneRequired') })
  .trim()
  .min(1, msg('validation.phoneRequired'))
  .refine(
    (v) => !/[^\d\s().+-]/.test(v) && v.lastIndexOf('+') <= 0,
    msg('validation.phoneOnlyPlus'),
  )
  .refine((v) => {
    const digits = v.replace(/\D/g, '')
    return digits.length >= 10 && digits.length <= 15
  }, msg('validation.phoneInvalid'))

export const emailSchema = z
  .string({ error: msg('validation.emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, msg('validation.emailRequired'))
  .max(254, msg('validation.emailInvalid'))
  .pipe(z.email({ error: msg('validation.emailInvalid') }))

/**
 * Spec §5: mailing-list forms (the newsletters, notify me about similar machines) answer a missing
 * or malformed email with "Please enter a valid email".
 */
const mailingListEmailSchema = z
  .string({ error: msg('validation.mailingListEmail') })
  .trim()
  .toLowerCase()
  .max(254, msg('validation.mailingListEmail'))
  .pipe(z.email({ error: msg('validation.mailingListEmail') }))

const zipSchema = z
  .string({ error: msg('validation.zipRequired') })
  .trim()
  .min(1, msg('validation.zipRequired'))
  .regex(/^\d{5}(-\d{4})?$/, msg('validation.zipInvalid'))

/** Browser-sent marketing context (spec §3 stored marketing parameters). */
const utmSchema = z
  .object({
    utm_source: optional(200),
    utm_medium: optional(200),
    utm_campaign: optional(200),
    utm_content: optional(200),
    utm_term: optional(200),
    utm_id: optional(200),
  })
  .partial()
  .default({})

const contextFields = {
  locale: z.enum(['en', 'es']).default('en'),
  utm: utmSchema,
  firstVisitParams: z
    .record(z.string().max(100), z.string().max(500))
    .refine((r) => Object.keys(r).length <= 30, msg('validation.invalid'))
    .default({}),
  pageUrl: optional(2000),
  queryId: z.uuid().optional(),
  /** Client-generated, one per form render: a double click or a retry sends the same key. */
  idempotencyKey: z
    .string()
    .trim()
    .min(16)
    .max(100)
    .regex(/^[\w-]+$/),
}

const person = {
  firstName: required('validation.firstNameRequired'),
  lastName: required('validation.lastNameRequired'),
  email: emailSchema,
  phone: phoneSchema,
}

const onListing = { stockNumber: z.string().trim().min(1).max(20) }

const yearSchema = z.coerce
  .number({ error: msg('validation.yearRequired') })
  .int(msg('validation.yearInvalid'))
  .min(1950, msg('validation.yearInvalid'))
  .max(new Date().getUTCFullYear() + 1, msg('validation.yearInvalid'))

export const leadInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('buy_now'),
    ...contextFields,
    ...person,
    ...onListing,
    company: optional(),
    zip: zipSchema.optional(),
    message: optional(2000),
  }),
  z.object({
    type: z.literal('contact_sales'),
    ...contextFields,
    ...person,
    ...onListing,
    message: required('validation.messageRequired', 2000),
  }),
  z.object({
    type: z.literal('name_your_price'),
    ...contextFields,
    ...person,
    ...onListing,
    offerAmount: moneyCents('validation.offerAmountRequired', 'validation.offerAmountInvalid'),
    message: optional(2000),
  }),
  z.object({
    type: z.literal('ask_inspector'),
    ...contextFields,
    ...person,
    ...onListing,
    message: required('validation.messageRequired', 2000),
  }),
  z.object({
    type: z.literal('contact_partner_seller'),
    ...contextFields,
    ...person,
    ...onListing,
    message: required('validation.messageRequired', 2000),
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
    creditRating: z.enum(['poor', 'average', 'very_good', 'excellent'], {
      error: msg('validation.creditRequired'),
    }),
    equipmentType: required('validation.equipmentTypeRequired'),
    price: moneyCents('validation.priceRequired', 'validation.priceInvalid').optional(),
    stockNumber: z.string().trim().max(20).optional(),
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
    hoursOrMiles: z.coerce
      .number({ error: msg('validation.hoursOrMilesRequired') })
      .int(msg('validation.hoursOrMilesDecimal'))
      .min(0, msg('validation.hoursOrMilesNegative'))
      .max(2_000_000, msg('validation.invalid')),
    message: optional(2000),
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
    message: optional(2000),
  }),
])

export type LeadInput = z.infer<typeof leadInputSchema>
export type LeadInputType = LeadInput['type']

/** Spec §6: the sell valuation form is the seller form; every other form is a buyer form. */
export const personaOf = (type: LeadInputType): 'buyer' | 'seller' =>
  type === 'sell_valuation' ? 'seller' : 'buyer'

/** Spec §4/§9: contact within 24 hours, or 1-2 business days on the sell and inspector forms. */
export const contactWindowOf = (
  type: LeadInputType,
): 'within24Hours' | 'oneToTwoBusinessDays' | 'none' =>
  type === 'sell_valuation' || type === 'ask_inspector' || type === 'inspection_request'
    ? 'oneToTwoBusinessDays'
    : type === 'newsletter' || type === 'equipment_newsletter' || type === 'notify_similar'
      ? 'none'
      : 'within24Hours'
