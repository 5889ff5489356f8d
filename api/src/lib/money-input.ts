import { z } from 'zod'
import { msg, type ValidationKey } from './validation-messages'

/** The largest amount a form accepts: $100 million. */
export const MONEY_INPUT_MAX_CENTS = 100_000_000_00

/**
 * Money typed by a person: "85000", "85,000", "$85,000.50" -> cents. Empty answers the
 * `requiredKey` message, anything else that is not a positive amount the `invalidKey` one.
 */
export const moneyInputCents = (requiredKey: ValidationKey, invalidKey: ValidationKey) =>
  z.union([z.string(), z.number()], { error: msg(requiredKey) }).transform((v, ctx) => {
    const s = String(v).replace(/[$,\s]/g, '')
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: msg(requiredKey) })
      return z.NEVER
    }
    if (!/^\d+(\.\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: msg(invalidKey) })
      return z.NEVER
    }
    const cents = Math.round(Number(s) * 100)
    if (cents <= 0 || cents > MONEY_INPUT_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: msg(invalidKey) })
      return z.NEVER
    }
    return cents
  })
