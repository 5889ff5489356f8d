import { z } from '../zod'
import { msg, type ValidationKey } from './validation'

/*
 * The field rules several forms share (spec §5), written once for the api, which enforces them,
 * and the web, which checks them before a round trip.
 */

/** A trimmed text of at most `max` characters. */
export const trimmedText = (max: number) => z.string().trim().max(max, msg('validation.tooLong'))

/** A text the visitor must fill in: `key` when missing or blank, `tooLong` past `max`. */
export const requiredText = (key: ValidationKey, max = 100) =>
  z
    .string({ error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg('validation.tooLong'))

/** An optional text: blank reads as absent. */
export const optionalText = (max = 200) =>
  trimmedText(max)
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
export const mailingListEmailSchema = z
  .string({ error: msg('validation.mailingListEmail') })
  .trim()
  .toLowerCase()
  .max(254, msg('validation.mailingListEmail'))
  .pipe(z.email({ error: msg('validation.mailingListEmail') }))

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/

export const zipSchema = z
  .string({ error: msg('validation.zipRequired') })
  .trim()
  .min(1, msg('validation.zipRequired'))
  .regex(ZIP_PATTERN, msg('validation.zipInvalid'))

/** The largest amount a form accepts: $100 million. */
export const MONEY_INPUT_MAX_CENTS = 100_000_000_00

/** Money typed by a person: "85000", "85,000", "$85,000.50" -> cents; null when not a number. */
export function parseMoneyCents(value: string): number | null {
  const s = value.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null
  return Math.round(Number(s) * 100)
}

/** A whole number typed by a person: "4200", "4,200" -> 4200; null when it is not one. */
export function parseWholeNumber(value: string): number | null {
  const s = value.replace(/[,\s]/g, '')
  return /^\d{1,12}$/.test(s) ? Number(s) : null
}

/**
 * Money typed by a person -> cents. Empty answers the `requiredKey` message, anything else that
 * is not a positive amount up to MONEY_INPUT_MAX_CENTS the `invalidKey` one.
 */
export const moneyInputCents = (requiredKey: ValidationKey, invalidKey: ValidationKey) =>
  z.union([z.string(), z.number()], { error: msg(requiredKey) }).transform((v, ctx) => {
    const s = String(v).replace(/[$,\s]/g, '')
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: msg(requiredKey) })
      return z.NEVER
    }
    const cents = parseMoneyCents(s)
    if (cents === null || cents <= 0 || cents > MONEY_INPUT_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: msg(invalidKey) })
      return z.NEVER
    }
    return cents
  })

/** The oldest model year a form accepts. */
export const YEAR_MIN = 1950

/** The latest model year a form accepts: next year's models are on sale. */
export const yearMax = (now: Date = new Date()) => now.getUTCFullYear() + 1
