import { z } from 'zod'
import { msg } from '../../lib/validation-messages'

export const YEAR_MIN = 1950
export const METER_MAX = 10_000_000

const requiredText = (key: Parameters<typeof msg>[0], max: number) =>
  z
    .string({ error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg('validation.tooLong'))

/** Spec §5: "Hours or Miles is required, cannot be a decimal and cannot be negative". */
const meter = z
  .number({ error: msg('validation.hoursOrMilesRequired') })
  .refine((v) => Number.isInteger(v), msg('validation.hoursOrMilesDecimal'))
  .refine((v) => v >= 0, msg('validation.hoursOrMilesNegative'))
  .refine((v) => v <= METER_MAX, msg('validation.invalid'))
  .nullish()

/** A value tracker machine (spec §3): year, make, model, category, hours or miles. */
export function trackedMachineInputSchema(currentYear: number) {
  return z
    .object({
      year: z
        .number({ error: msg('validation.yearRequired') })
        .int(msg('validation.yearInvalid'))
        .min(YEAR_MIN, msg('validation.yearInvalid'))
        .max(currentYear + 1, msg('validation.yearInvalid')),
      /** Catalogue make slug. */
      make: requiredText('validation.makeRequired', 100).transform((s) => s.toLowerCase()),
      model: requiredText('validation.modelRequired', 100),
      /** Catalogue category slug. */
      category: requiredText('validation.categoryRequired', 100).transform((s) => s.toLowerCase()),
      hours: meter,
      miles: meter,
    })
    .superRefine((v, ctx) => {
      if (v.hours == null && v.miles == null) {
        ctx.addIssue({
          code: 'custom',
          path: ['hours'],
          message: msg('validation.hoursOrMilesRequired'),
        })
      }
    })
}

export type TrackedMachineInput = z.infer<ReturnType<typeof trackedMachineInputSchema>>

export const trackedMachineIdSchema = z.uuid({ error: 'key:validation.invalid|Unknown machine' })
