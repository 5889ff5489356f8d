import { z } from '../zod'
import { meterSchema, requiredText, YEAR_MIN } from './fields'
import { msg } from './validation'

/** A tracked machine's id (the api makes them: UUIDs). */
export const trackedMachineIdSchema = z.uuid({ error: 'key:validation.invalid|Unknown machine' })

/** The highest hours or miles a tracked machine may show. */
export const METER_MAX = 10_000_000

/** Spec §5: "Hours or Miles is required, cannot be a decimal and cannot be negative"; digits only. */
const meter = meterSchema(METER_MAX).nullish()

/**
 * A value tracker machine and the free instant valuation (spec §3): year, make, model, category,
 * hours or miles. Whether the make and category exist is the api's to say (its catalogue).
 */
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
    .refine((v) => v.hours != null || v.miles != null, {
      path: ['hours'],
      message: msg('validation.hoursOrMilesRequired'),
      // Said with the other missing fields, not after them (spec §5: every message at once).
      when: (payload) => {
        const raw = payload.value as { hours?: unknown; miles?: unknown } | null
        return typeof raw === 'object' && raw !== null
      },
    })
}

export type TrackedMachineInput = z.infer<ReturnType<typeof trackedMachineInputSchema>>
