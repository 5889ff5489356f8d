import { LOCALES } from '../locale'
import { z } from '../zod'
import { emailSchema, formKeySchema, phoneSchema, requiredText as required } from './fields'
import { LUCKY_NUMBER_COUNT, LUCKY_NUMBER_MAX, LUCKY_NUMBER_MIN } from '../sweepstakes'
import { msg } from './validation'

export {
  DEFAULT_SWEEPSTAKES_DAYS,
  LUCKY_NUMBER_COUNT,
  LUCKY_NUMBER_MAX,
  LUCKY_NUMBER_MIN,
  SWEEPSTAKES_STATUSES,
  sweepstakesStatus,
  sweepstakesWindow,
  type SweepstakesStatus,
} from '../sweepstakes'

/*
 * Spec §3 "Sweepstakes entry", §5 messages: the contest's entry form, checked by the web before a
 * round trip and enforced by the api (enterSweepstakes), with the same message keys.
 */

/**
 * The official rules' version an entry agrees to (stored with the entry): bump it when the rules'
 * text changes, so each entry says which text it agreed to.
 */
export const SWEEPSTAKES_RULES_VERSION = '2023-03'

/** A contest's name: the year and month it opens (`2023-03`), as the admin list groups entries. */
export const sweepstakesContestOf = (opensAt: Date) => opensAt.toISOString().slice(0, 7)

/**
 * Exactly 5 distinct whole numbers from 1 to 99. Missing or fewer than 5: "5 numbers are
 * required"; anything else wrong (out of range, repeated, not a whole number): "Lucky numbers
 * are not valid".
 */
export const luckyNumbersSchema = z
  .array(z.unknown(), { error: msg('validation.luckyNumbersRequired') })
  .transform((values, ctx) => {
    const filled = values.filter(
      (v) => v !== null && v !== undefined && (typeof v !== 'string' || v.trim() !== ''),
    )
    if (filled.length < LUCKY_NUMBER_COUNT) {
      ctx.addIssue({ code: 'custom', message: msg('validation.luckyNumbersRequired') })
      return z.NEVER
    }
    const numbers = filled.map((v) => (typeof v === 'number' ? v : Number(String(v).trim())))
    const valid =
      numbers.length === LUCKY_NUMBER_COUNT &&
      numbers.every((n) => Number.isInteger(n) && n >= LUCKY_NUMBER_MIN && n <= LUCKY_NUMBER_MAX) &&
      new Set(numbers).size === LUCKY_NUMBER_COUNT
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: msg('validation.luckyNumbersInvalid') })
      return z.NEVER
    }
    return numbers
  })

/** The visitor's answers (what the web checks before sending). */
export const sweepstakesFormSchema = z.object({
  firstName: required('validation.firstNameRequired'),
  lastName: required('validation.lastNameRequired'),
  company: required('validation.companyRequired'),
  jobTitle: required('validation.jobTitleRequired'),
  email: emailSchema,
  phone: phoneSchema,
  // An entry is a new record: null is the default, as when left out (issue 31).
  worksInIndustry: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  luckyNumbers: luckyNumbersSchema,
})

/** The mutation's input: the answers and the form's context. */
export const sweepstakesEntryInputSchema = sweepstakesFormSchema.extend({
  locale: z
    .enum(LOCALES, { error: msg('validation.invalid') })
    .nullish()
    .transform((v) => v ?? 'en'),
  pageUrl: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => v || undefined),
  idempotencyKey: formKeySchema,
})
export type SweepstakesEntryInput = z.infer<typeof sweepstakesEntryInputSchema>
