import { z } from 'zod'

/** Search parameters that do not change what an alert watches. */
const IGNORED_FILTER_KEYS = new Set(['page', 'sort', 'queryID', 'queryId'])
const MAX_FILTERS = 40

/**
 * The filters an alert watches are the search page's URL parameters (strings). Keys are checked
 * for shape, empty values dropped, and the result is ordered so that the same search always
 * gives the same JSON.
 */
export const alertFiltersSchema = z
  .record(
    z.string().regex(/^[A-Za-z][\w.-]{0,47}$/, 'key:validation.filtersInvalid|Invalid filter name'),
    z.string().max(200, 'key:validation.filtersInvalid|Filter value is too long'),
  )
  .transform((filters) =>
    Object.fromEntries(
      Object.entries(filters)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([k, v]) => v !== '' && !IGNORED_FILTER_KEYS.has(k))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  )
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
  locale: z.enum(['en', 'es']).optional(),
  filters: alertFiltersSchema.default({}),
})

export type SubscribeInventoryAlertInput = z.infer<typeof subscribeInventoryAlertInputSchema>
