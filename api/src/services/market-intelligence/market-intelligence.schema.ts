import { z } from 'zod'

/** Spec §9 market intelligence windows: last 3, 6 or 12 months. */
export const TREND_WINDOWS = [3, 6, 12] as const
/** Spec §9: brand premiums use the last 12 months. */
export const PREMIUM_WINDOW_MONTHS = 12
/** Sales needed before a month's median is shown (fewer: the point is left empty). */
export const MIN_SALES_PER_MONTH = 3
/** Sales a make needs in the window to get a premium. */
export const MIN_SALES_PER_MAKE = 3

const slug = (what: string) =>
  z
    .string({ error: `key:validation.invalid|${what} is required` })
    .trim()
    .toLowerCase()
    .min(1, `key:validation.invalid|${what} is required`)
    .max(100)

export const priceTrendsInputSchema = z.object({
  category: slug('Category'),
  make: slug('Make').nullish(),
  months: z
    .number({ error: 'key:validation.invalid|months must be 3, 6 or 12' })
    .refine(
      (m) => (TREND_WINDOWS as readonly number[]).includes(m),
      'key:validation.invalid|months must be 3, 6 or 12',
    ),
})

export const brandPremiumsInputSchema = z.object({ category: slug('Category') })

export const supplyByLocationInputSchema = z.object({ category: slug('Category').nullish() })
