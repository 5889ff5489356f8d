import { LOCALES } from '@ironyard/contract/locale'
import { FOR_SALE_STATUSES } from '@ironyard/contract'
import { z } from 'zod'
import { CONDITIONS, FLAIRS, PUBLIC_STATUSES } from '@ironyard/contract/listing-enums'
import {
  ALL_SORT_KEYS,
  DAYS_ON_MARKET,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  PRICE_THRESHOLDS,
  QUERY_MAX_LENGTH,
  RADIUS_MILES_MAX,
  REDUCED_WINDOWS,
  RESULT_WINDOW_MAX,
  SHOW_ONLY,
  sortNeedsZip,
  YEAR_MIN,
} from '@ironyard/contract/search-enums'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'
import { lookupZip, stateName } from './engine/geo'

export { PUBLIC_STATUSES }
export { PAGE_SIZE as PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, RESULT_WINDOW_MAX, RADIUS_MILES_MAX }
export { QUERY_MAX_LENGTH, YEAR_MIN }
/** At most this many stock numbers left out of one search (a page's other rail). */
export const EXCLUDE_MAX = 50
export const DEFAULT_STATUSES = FOR_SALE_STATUSES

/** zod message carrying a translation key (lib/errors.ts fromZodError reads it). */
const k = (key: string, message: string) => `key:validation.search.${key}|${message}`

const slug = z.string().trim().toLowerCase().min(1).max(100)
const slugList = z.array(slug).max(50)
const nonNegativeInt = (key: string, what: string, max: number) =>
  z
    .number()
    .int(k(key, `${what} must be a whole number`))
    .min(0, k(key, `${what} cannot be negative`))
    .max(max, k(key, `${what} is at most ${max}`))

const schemasByYear = new Map<number, ReturnType<typeof buildSearchListingsInputSchema>>()

/**
 * The search input; `currentYear` bounds model years (next year's models are listed early). Built
 * once per year: building the zod schema cost about as much as parsing with it, on every search.
 */
export function searchListingsInputSchema(currentYear: number) {
  let schema = schemasByYear.get(currentYear)
  if (!schema) {
    schema = buildSearchListingsInputSchema(currentYear)
    schemasByYear.set(currentYear, schema)
  }
  return schema
}

function buildSearchListingsInputSchema(currentYear: number) {
  const year = z
    .number()
    .int(k('yearInvalid', 'Year must be a whole number'))
    .min(YEAR_MIN, k('yearOutOfRange', `Year must be between ${YEAR_MIN} and ${currentYear + 1}`))
    .max(
      currentYear + 1,
      k('yearOutOfRange', `Year must be between ${YEAR_MIN} and ${currentYear + 1}`),
    )
  const price = z
    .number()
    .int(k('priceInvalid', 'Price must be whole cents'))
    .min(0, k('priceNegative', 'Price cannot be negative'))
    .max(1e11, k('priceInvalid', 'Price is too large'))
  return z
    .object({
      q: z
        .string()
        .max(
          QUERY_MAX_LENGTH,
          k('queryTooLong', `Search text is at most ${QUERY_MAX_LENGTH} characters`),
        )
        .nullish(),
      /** Search the text as typed: no misspelling or sound-alike corrected. */
      literal: z.boolean().nullish(),
      broadCategory: slug.nullish(),
      categories: slugList.nullish(),
      subcategories: slugList.nullish(),
      makes: slugList.nullish(),
      models: slugList.nullish(),
      yearMin: year.nullish(),
      yearMax: year.nullish(),
      priceMinCents: price.nullish(),
      priceMaxCents: price.nullish(),
      priceUnder: z
        .number()
        .refine(
          (v) => (PRICE_THRESHOLDS as readonly number[]).includes(v),
          k(
            'priceThresholdUnknown',
            `Price threshold must be one of ${PRICE_THRESHOLDS.join(', ')}`,
          ),
        )
        .nullish(),
      hoursMin: nonNegativeInt('hoursInvalid', 'Hours', 1_000_000).nullish(),
      hoursMax: nonNegativeInt('hoursInvalid', 'Hours', 1_000_000).nullish(),
      milesMin: nonNegativeInt('milesInvalid', 'Miles', 10_000_000).nullish(),
      milesMax: nonNegativeInt('milesInvalid', 'Miles', 10_000_000).nullish(),
      conditions: z.array(z.enum(CONDITIONS)).max(CONDITIONS.length).nullish(),
      flairs: z.array(z.enum(FLAIRS)).max(FLAIRS.length).nullish(),
      partnerSeller: z.boolean().nullish(),
      seller: slug.nullish(),
      showOnly: z.array(z.enum(SHOW_ONLY)).max(SHOW_ONLY.length).nullish(),
      statuses: z
        .array(
          z.enum(PUBLIC_STATUSES, {
            error: k('statusNotPublic', `Status must be one of ${PUBLIC_STATUSES.join(', ')}`),
          }),
        )
        .max(PUBLIC_STATUSES.length)
        .nullish(),
      daysOnMarket: z
        .enum(DAYS_ON_MARKET, {
          error: k(
            'daysOnMarketUnknown',
            `Days on market must be one of ${DAYS_ON_MARKET.join(', ')}`,
          ),
        })
        .nullish(),
      priceReducedWithin: z
        .enum(REDUCED_WINDOWS, {
          error: k(
            'priceReducedWithinUnknown',
            `Price reduced within must be one of ${REDUCED_WINDOWS.join(', ')}`,
          ),
        })
        .nullish(),
      excludeStockNumbers: z
        .array(z.string().trim().min(1).max(40))
        .max(EXCLUDE_MAX, k('excludeTooMany', `At most ${EXCLUDE_MAX} stock numbers to exclude`))
        .nullish(),
      states: z
        .array(
          z
            .string()
            .trim()
            .toUpperCase()
            .refine(
              (s) => /^[A-Z]{2}$/.test(s) && stateName(s) !== null,
              k('stateUnknown', 'Unknown US state code'),
            ),
        )
        .max(60)
        .nullish(),
      city: z.string().trim().min(1).max(100).nullish(),
      zip: z
        .string()
        .trim()
        .regex(/^\d{5}$/, k('zipInvalid', 'ZIP code must be 5 digits'))
        .refine((z5) => lookupZip(z5) !== null, k('zipUnknown', 'Unknown ZIP code'))
        .nullish(),
      radiusMiles: z
        .number()
        .int(k('radiusInvalid', 'Radius must be whole miles'))
        .min(1, k('radiusInvalid', `Radius must be between 1 and ${RADIUS_MILES_MAX} miles`))
        .max(
          RADIUS_MILES_MAX,
          k('radiusInvalid', `Radius must be between 1 and ${RADIUS_MILES_MAX} miles`),
        )
        .nullish(),
      specs: z
        .array(
          z.object({
            key: z
              .string()
              .refine((key) => key in SPEC_FIELDS, k('specUnknown', 'Unknown spec field')),
            min: z.number().finite().nullish(),
            max: z.number().finite().nullish(),
          }),
        )
        .max(10)
        .nullish(),
      sort: z
        .enum(ALL_SORT_KEYS, {
          error: k('sortUnknown', `Sort must be one of ${ALL_SORT_KEYS.join(', ')}`),
        })
        .nullish(),
      page: z
        .number()
        .int(k('pageInvalid', 'Page must be a whole number'))
        .min(1, k('pageInvalid', 'Page starts at 1'))
        .nullish(),
      pageSize: z
        .number()
        .int(k('pageSizeInvalid', 'Page size must be a whole number'))
        .min(1, k('pageSizeInvalid', 'Page size is at least 1'))
        .max(PAGE_SIZE_MAX, k('pageSizeTooLarge', `Page size is at most ${PAGE_SIZE_MAX}`))
        .nullish(),
    })
    .superRefine((v, ctx) => {
      const order = (lo: unknown, hi: unknown, path: string, key: string, what: string) => {
        if (typeof lo === 'number' && typeof hi === 'number' && lo > hi) {
          ctx.addIssue({
            code: 'custom',
            path: [path],
            message: k(key, `${what} minimum is above its maximum`),
          })
        }
      }
      order(v.yearMin, v.yearMax, 'yearMax', 'yearRangeInverted', 'Year')
      order(v.priceMinCents, v.priceMaxCents, 'priceMaxCents', 'priceRangeInverted', 'Price')
      order(v.hoursMin, v.hoursMax, 'hoursMax', 'hoursRangeInverted', 'Hours')
      order(v.milesMin, v.milesMax, 'milesMax', 'milesRangeInverted', 'Miles')
      v.specs?.forEach((s, i) => order(s.min, s.max, `specs.${i}.max`, 'specRangeInverted', 'Spec'))
      if (v.radiusMiles != null && !v.zip) {
        ctx.addIssue({
          code: 'custom',
          path: ['zip'],
          message: k('zipRequired', 'A radius needs a ZIP code'),
        })
      }
      if (v.sort && sortNeedsZip(v.sort) && !v.zip) {
        ctx.addIssue({
          code: 'custom',
          path: ['sort'],
          message: k('sortNeedsZip', `Sort ${v.sort} needs a ZIP code to measure from`),
        })
      }
      const page = v.page ?? 1
      const pageSize = v.pageSize ?? PAGE_SIZE
      if (page * pageSize > RESULT_WINDOW_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['page'],
          message: k(
            'resultWindow',
            `Results are paged up to the ${RESULT_WINDOW_MAX}th; narrow the search`,
          ),
        })
      }
    })
}

export type SearchListingsInput = z.infer<ReturnType<typeof searchListingsInputSchema>>

export const searchSuggestionsInputSchema = z.object({
  q: z.string().max(100, k('queryTooLong', 'Suggestion text is at most 100 characters')),
  locale: z.enum(LOCALES, { error: k('localeUnknown', 'Locale must be en or es') }).nullish(),
  limit: z
    .number()
    .int()
    .min(1, k('limitInvalid', 'Limit must be between 1 and 20'))
    .max(20, k('limitInvalid', 'Limit must be between 1 and 20'))
    .nullish(),
})
export type SearchSuggestionsInput = z.infer<typeof searchSuggestionsInputSchema>

export const popularSearchesInputSchema = z.object({
  locale: z.enum(LOCALES, { error: k('localeUnknown', 'Locale must be en or es') }).nullish(),
  limit: z
    .number()
    .int()
    .min(1, k('limitInvalid', 'Limit must be between 1 and 20'))
    .max(20, k('limitInvalid', 'Limit must be between 1 and 20'))
    .nullish(),
})
