import { LOCALES } from '../locale'
import { z } from '../zod'
import { checkZip } from '../field-checks'
import { phoneSchema } from './fields'
import { msg, nullRefused } from './validation'

/** Spec §3: a buyer follows at most this many categories (there are 44). */
export const MAX_INTERESTED_CATEGORIES = 44

const requiredName = (key: 'validation.firstNameRequired' | 'validation.lastNameRequired') =>
  z
    .string({ error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(100, msg('validation.tooLong'))

/** An optional text: null or blank clears it, undefined leaves it as it is. */
const clearable = (inner: z.ZodType<string, string>) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
    .pipe(z.union([z.undefined(), z.null(), inner]))

/**
 * The settings form (spec §3 user traits, spec §5 messages). Every field is optional so that one
 * toggle can be saved alone; a name that is sent must not be blank.
 */
export const updateProfileInputSchema = z.object({
  firstName: requiredName('validation.firstNameRequired').optional(),
  lastName: requiredName('validation.lastNameRequired').optional(),
  company: clearable(z.string().max(200, msg('validation.tooLong'))),
  phone: clearable(phoneSchema),
  // checkZip's rule, as a refinement that does not abort: inside clearable's union, an aborting
  // issue would be reported as the union's own ("validation.invalid"), not the ZIP's message.
  zip: clearable(
    z.string().superRefine((v, ctx) => {
      const r = checkZip(v)
      if (!r.ok) ctx.addIssue({ code: 'custom', message: msg(r.key), continue: true })
    }),
  ),
  // The traits and the list are never "none" (NOT NULL): null is a field error, [] clears the list.
  isBuyer: z.boolean({ error: nullRefused() }).optional(),
  isSeller: z.boolean({ error: nullRefused() }).optional(),
  interestedCategories: z
    .array(z.string().trim().toLowerCase().min(1).max(100), { error: nullRefused() })
    .max(MAX_INTERESTED_CATEGORIES, msg('validation.invalid'))
    .transform((slugs) => [...new Set(slugs)])
    .optional(),
  locale: z.enum(LOCALES, { error: msg('validation.invalid') }).optional(),
  priceDropEmails: z.boolean({ error: nullRefused() }).optional(),
})

export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>
