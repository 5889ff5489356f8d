import type { Locale } from '@/i18n/settings'
import { localePath } from './paths'

/** URL slug: lower-case ASCII, accents dropped, words joined by '-' (same rule as the api). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The equipment page: /for-sale/{year}-{make}-{model}-{stockNumber} (agreed with the api's
 * listingPath). Result links add the search's queryID.
 */
export function listingPath(
  l: { year: number; make: { name: string }; model: string; stockNumber: string },
  locale: Locale,
  queryID?: string | null,
): string {
  const slug = [String(l.year), slugify(l.make.name), slugify(l.model), l.stockNumber.toLowerCase()]
    .filter(Boolean)
    .join('-')
  const path = localePath(locale, `/for-sale/${slug}`)
  return queryID ? `${path}?queryID=${encodeURIComponent(queryID)}` : path
}

/** The api's longest stock number: a longer one is no listing (a 404, not a refused query). */
export const MAX_STOCK_NUMBER_LENGTH = 40

/** The stock number is the last dash-separated part of a /for-sale slug; null when it has none. */
export function stockNumberFromSlug(slug: string): string | null {
  const m = /(?:^|-)([A-Za-z0-9]+)$/.exec(slug.trim())
  return m && m[1].length <= MAX_STOCK_NUMBER_LENGTH ? m[1].toUpperCase() : null
}

/** A path segment as the visitor meant it; null when its percent-encoding is malformed. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
