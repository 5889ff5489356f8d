import { z } from '../zod'
import { isDiallablePhone } from '../phone'
import { msg, type ValidationKey } from './validation'
import { MONEY_INPUT_MAX_CENTS } from '../money'
import { checkMoney, checkZip, type Checked } from '../field-checks'

export { MONEY_INPUT_MAX_CENTS, parseMoneyCents, parseWholeNumber } from '../money'

/**
 * A zod transform running a zod-free check (../field-checks): the checked value, or the check's
 * message key as the field's issue. The browser runs the same check without zod.
 */
export const byCheck =
  <T>(check: (v: unknown) => Checked<T>) =>
  (v: unknown, ctx: z.RefinementCtx): T => {
    const r = check(v)
    if (r.ok) return r.value
    ctx.addIssue({ code: 'custom', message: msg(r.key) })
    return z.NEVER
  }

/*
 * The field rules several forms share (spec §5), written once for the api, which enforces them,
 * and the web, which checks them before a round trip.
 */

/**
 * A form's idempotency key: client-generated, one per form render, so a double click or a retry
 * sends the same key (the lead forms, the newsletter, the sweepstakes entry).
 */
export const formKeySchema = z
  .string()
  .trim()
  .min(16)
  .max(100)
  .regex(/^[\w-]+$/)

/** A trimmed text of at most `max` characters. */
export const trimmedText = (max: number) => z.string().trim().max(max, msg('validation.tooLong'))

/** A text the visitor must fill in: `key` when missing or blank, `tooLong` past `max`. */
export const requiredText = (key: ValidationKey, max = 100) =>
  z
    .string({ error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg('validation.tooLong'))

/** An optional text: blank or null reads as absent (a new record's "none", issue 31). */
export const optionalText = (max = 200) =>
  trimmedText(max)
    .nullish()
    .transform((v) => v || undefined)

/**
 * Spec §5: besides digits and the usual separators (space, dash, dot, parentheses) a phone allows
 * only "+", and only as the first character ("Only + allowed"); then it must be a number that can
 * be dialled (libphonenumber-js through ../phone: `0000000000` and `5555555555` are not).
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
    // One message per field: a character the phone may not hold is said first, and alone.
    if (/[^\d\s().+-]/.test(v) || v.lastIndexOf('+') > 0) return true
    const digits = v.replace(/\D/g, '')
    return digits.length >= 10 && digits.length <= 15 && isDiallablePhone(v)
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
export const mailingListEmailSchema = z
  .string({ error: msg('validation.mailingListEmail') })
  .trim()
  .toLowerCase()
  .max(254, msg('validation.mailingListEmail'))
  .pipe(z.email({ error: msg('validation.mailingListEmail') }))

/** A ZIP code: required, then ZIP_PATTERN (../field-checks `checkZip`); the trimmed text. */
export const zipSchema = z
  .string({ error: msg('validation.zipRequired') })
  .transform(byCheck(checkZip))

/**
 * Money typed by a person -> cents. Empty answers the `requiredKey` message, anything that is not
 * a positive amount the `invalidKey` one, and an amount over `maxCents` (by default
 * MONEY_INPUT_MAX_CENTS) the `tooHighKey` one: "$1,000,000,000" is a number, just not one any
 * form takes, and the visitor is told so (issue 16, defect 8).
 */
export const moneyInputCents = (
  requiredKey: ValidationKey,
  invalidKey: ValidationKey,
  tooHighKey: ValidationKey = 'validation.amountTooHigh',
  maxCents: number = MONEY_INPUT_MAX_CENTS,
) =>
  z
    .union([z.string(), z.number()], { error: msg(requiredKey) })
    .transform(byCheck((v) => checkMoney(v, requiredKey, invalidKey, tooHighKey, maxCents)))

/**
 * Hours or miles as typed -> the number: digits and thousands separators only. "1e3" and "0x10"
 * are refused (issue 16, defect 11: "1e3" was saved as 1,000); null when blank. A decimal or
 * negative amount reads as its number, so its own spec §5 message can say what is wrong.
 */
export function parseMeterText(raw: string): number | null {
  const s = raw.replace(/[,\s]/g, '')
  if (s === '') return null
  return /^-?\d{1,15}(\.\d+)?$/.test(s) ? Number(s) : Number.NaN
}

/**
 * Spec §5: "Hours or Miles is required, cannot be a decimal and cannot be negative"; anything but
 * digits (an exponent, letters) gets `hoursOrMilesDigits`, more than `max` `invalid`. Takes the
 * typed text or a number already read with `parseMeterText` (NaN: not digits).
 */
export const meterSchema = (max: number) =>
  z
    .union([z.number(), z.nan(), z.string()], { error: msg('validation.hoursOrMilesRequired') })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : parseMeterText(v)
      const fail = (key: ValidationKey) => {
        ctx.addIssue({ code: 'custom', message: msg(key) })
        return z.NEVER
      }
      if (n === null) return fail('validation.hoursOrMilesRequired')
      if (!Number.isFinite(n)) return fail('validation.hoursOrMilesDigits')
      if (n < 0) return fail('validation.hoursOrMilesNegative')
      if (!Number.isInteger(n)) return fail('validation.hoursOrMilesDecimal')
      if (n > max) return fail('validation.invalid')
      return n
    })

/** The oldest model year a form accepts. */
export const YEAR_MIN = 1950

/** The latest model year a form accepts: next year's models are on sale. */
export const yearMax = (now: Date = new Date()) => now.getUTCFullYear() + 1
