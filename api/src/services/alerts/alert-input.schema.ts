import { LOCALES } from '@ironyard/contract/locale'
import { alertFilters } from '@ironyard/contract/search-input'
import { z } from 'zod'

const MAX_FILTERS = 40

/**
 * The filters an alert watches are the search page's URL parameters (strings). Keys are checked
 * for shape; the search is then stored as the contract normalises it (alertFilters: the search
 * page's parser, malformed values, sort and page dropped, keys ordered), so the same search
 * always gives the same JSON and the alert jobs read what the page would search.
 */
export const alertFiltersSchema = z
  .record(
    z.string().regex(/^[A-Za-z][\w.-]{0,47}$/, 'key:validation.filtersInvalid|Invalid filter name'),
    z.string().max(200, 'key:validation.filtersInvalid|Filter value is too long'),
  )
  .transform((filters) => alertFilters(filters))
  .refine((f) => Object.keys(f).length <= MAX_FILTERS, {
    message: 'key:validation.filtersInvalid|Too many filters',
  })

export const subscribeInventoryAlertInputSchema = z.object({
  email: z
    .string({ message: 'key:validation.emailRequired|Email is required' })
    .trim()
    .min(1, 'key:validation.emailRequired|Email is required')
    .max(254, 'key:validation.emailInvalid|Email is not valid')
    .pipe(z.email('key:validation.emailInvalid|Email is not valid'))
    .transform((e) => e.toLowerCase()),
  // A new alert: null is the default, as when left out (the request's language; every machine).
  locale: z.enum(LOCALES, { error: 'key:validation.invalid' }).nullish(),
  filters: alertFiltersSchema.nullish().transform((f) => f ?? {}),
})

export type SubscribeInventoryAlertInput = z.infer<typeof subscribeInventoryAlertInputSchema>
