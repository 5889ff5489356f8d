import { listingSlug } from '@ironyard/contract'
import type { Locale } from '@/i18n/settings'
import { localePath } from './paths'

/**
 * The equipment page: /for-sale/{year}-{make}-{model}-{stockNumber} (the contract's slug rule,
 * the same the api's mail and sitemap use). Result links add the search's queryID.
 */
export function listingPath(
  l: { year: number; make: { name: string }; model: string; stockNumber: string },
  locale: Locale,
  queryID?: string | null,
): string {
  const path = localePath(locale, `/for-sale/${listingSlug({ ...l, makeName: l.make.name })}`)
  return queryID ? `${path}?queryID=${encodeURIComponent(queryID)}` : path
}

/** A path segment as the visitor meant it; null when its percent-encoding is malformed. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
