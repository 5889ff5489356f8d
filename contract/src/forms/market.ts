import { z } from '../zod'

/** Spec §9 market intelligence windows: last 3, 6 or 12 months. */
export const TREND_WINDOWS = [3, 6, 12] as const
export type TrendWindow = (typeof TREND_WINDOWS)[number]

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

/** Supply by location: one category, one make (issue 16, defect 14), both or neither. */
export const supplyByLocationInputSchema = z.object({
  category: slug('Category').nullish(),
  make: slug('Make').nullish(),
})
