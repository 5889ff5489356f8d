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
export function listingPath(l: ListingPathParts, locale: 'en' | 'es' = 'en'): string {
  return `${locale === 'es' ? '/es' : ''}/for-sale/${listingSlug(l)}`
}

/** The stock number is the last dash-separated part of a /for-sale slug; null when it has none. */
export function stockNumberFromSlug(slug: string): string | null {
  const m = /(?:^|-)([A-Za-z0-9]+)$/.exec(slug.trim())
  return m && m[1].length <= MAX_STOCK_NUMBER_LENGTH ? m[1].toUpperCase() : null
}
