import type { Locale } from './locale'
import { slugify } from './slugify'

/** The longest stock number the api accepts: a longer one is no listing (a 404, not an error). */
export const MAX_STOCK_NUMBER_LENGTH = 40

export interface ListingPathParts {
  year: number
  makeName: string
  model: string
  stockNumber: string
}

/** The equipment page's slug: {year}-{make}-{model}-{stockNumber}, each part slugified. */
export function listingSlug(l: ListingPathParts): string {
  return [String(l.year), slugify(l.makeName), slugify(l.model), l.stockNumber.toLowerCase()]
    .filter(Boolean)
    .join('-')
}

/**
 * The canonical equipment-page path: /for-sale/{slug} (Spanish under /es). Other shapes of the
 * same machine redirect here.
 */
export function listingPath(l: ListingPathParts, locale: Locale = 'en'): string {
  return `${locale === 'es' ? '/es' : ''}/for-sale/${listingSlug(l)}`
}

/**
 * The stock numbers a /for-sale slug may end with, shortest first: stock numbers may hold dashes
 * (a partner's "AB-1234"), so the last part, then the last two joined, up to four parts. The page
 * takes the first that is a listing (and redirects to that listing's canonical slug).
 */
export function stockNumberCandidates(slug: string): string[] {
  const parts = slug.trim().split('-')
  const out: string[] = []
  for (let n = 1; n <= Math.min(4, parts.length); n++) {
    const s = parts.slice(-n).join('-')
    if (!/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/.test(s) || s.length > MAX_STOCK_NUMBER_LENGTH) break
    out.push(s.toUpperCase())
  }
  return out
}

/** The stock number is the last dash-separated part of a /for-sale slug; null when it has none. */
export function stockNumberFromSlug(slug: string): string | null {
  const m = /(?:^|-)([A-Za-z0-9]+)$/.exec(slug.trim())
  return m && m[1].length <= MAX_STOCK_NUMBER_LENGTH ? m[1].toUpperCase() : null
}
