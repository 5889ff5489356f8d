import { slugify } from './slugify'

/**
 * The canonical equipment-page path: /for-sale/{year}-{make}-{model}-{stockNumber}
 * (Spanish under /es). Other shapes of the same machine redirect here.
 */
export function listingPath(
  l: { year: number; makeName: string; model: string; stockNumber: string },
  locale: 'en' | 'es' = 'en',
): string {
  const slug = [String(l.year), slugify(l.makeName), slugify(l.model), l.stockNumber.toLowerCase()]
    .filter(Boolean)
    .join('-')
  return `${locale === 'es' ? '/es' : ''}/for-sale/${slug}`
}

/** The stock number is the last dash-separated part of a /for-sale slug. */
export function stockNumberFromSlug(slug: string): string | null {
  const m = /([A-Za-z0-9]+)$/.exec(slug.trim())
  return m ? m[1].toUpperCase() : null
}
