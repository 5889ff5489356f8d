import { ANALYTICS_META, readPageAnalytics, type PageAnalytics } from '../../lib/page-analytics'

/**
 * Listing details a page passes to its page event (spec §7 "the route path is tracked ... with
 * the listing details passed by the page"): the equipment page renders them as meta tags next to
 * the page category and name, so they arrive and leave with the page's metadata.
 */
export const LISTING_META = {
  id: 'analytics:listing-id',
  stockNumber: 'analytics:listing-stock-number',
  advertisedPriceInCents: 'analytics:listing-price-cents',
  category: 'analytics:listing-category',
  make: 'analytics:listing-make',
} as const

export interface ListingAnalytics {
  id: number
  stockNumber: string
  advertisedPriceInCents: number | null
  /** The category slug (the same in both languages). */
  category: string
  make: string
}

export function listingAnalyticsMeta(l: ListingAnalytics): Record<string, string> {
  return {
    [LISTING_META.id]: String(l.id),
    [LISTING_META.stockNumber]: l.stockNumber,
    [LISTING_META.advertisedPriceInCents]:
      l.advertisedPriceInCents === null ? '' : String(l.advertisedPriceInCents),
    [LISTING_META.category]: l.category,
    [LISTING_META.make]: l.make,
  }
}

export function readListingAnalytics(doc: Document): ListingAnalytics | null {
  // The last declaration wins, as for the page's category and name (lib/page-analytics.ts).
  const get = (name: string) => {
    const all = doc.querySelectorAll(`meta[name="${name}"]`)
    return all[all.length - 1]?.getAttribute('content') ?? null
  }
  const stockNumber = get(LISTING_META.stockNumber)
  if (!stockNumber) return null
  const id = Number(get(LISTING_META.id))
  const price = get(LISTING_META.advertisedPriceInCents)
  return {
    id: Number.isInteger(id) ? id : 0,
    stockNumber,
    advertisedPriceInCents: price && /^\d+$/.test(price) ? Number(price) : null,
    category: get(LISTING_META.category) ?? '',
    make: get(LISTING_META.make) ?? '',
  }
}

export interface PageDetails {
  page: PageAnalytics
  listing: ListingAnalytics | null
}

/**
 * Whether the metadata of the page at `path` is in the document. Pages say which path their tags
 * were rendered for (`analytics:page-path`): when a visitor follows a link before a page's
 * metadata has hydrated, React never owns those server-rendered tags and leaves them in <head>
 * after the navigation, so "some tags are there" does not mean "this page's tags are there".
 * Tags that name no path (a page rendered outside a request) count when no tag names one.
 */
function hasPageMeta(doc: Document, path: string | null): boolean {
  if (!doc.querySelector(`meta[name="${ANALYTICS_META.name}"]`)) return false
  const paths = [...doc.querySelectorAll(`meta[name="${ANALYTICS_META.path}"]`)].map((m) =>
    m.getAttribute('content'),
  )
  return paths.length === 0 || path === null || paths.includes(path)
}

/**
 * The analytics details of the page at `path`, once its metadata is in the document. Next.js
 * streams metadata: after a client navigation the new page's tags may arrive a moment after the
 * page itself, and the previous page's tags may still be there (above), so this waits for the
 * tags of `path` (up to `timeoutMs`, then reads what there is: the last declaration, or category
 * Unknown when there is none).
 */
export function readPageDetailsWhenReady(
  doc: Document,
  timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(h: unknown): void },
  timeoutMs = 3000,
  path: string | null = null,
): Promise<PageDetails> {
  const read = (): PageDetails => ({
    page: readPageAnalytics(doc),
    listing: readListingAnalytics(doc),
  })
  if (hasPageMeta(doc, path) || typeof MutationObserver === 'undefined')
    return Promise.resolve(read())
  return new Promise((resolve) => {
    let timer: unknown = null
    const done = () => {
      observer.disconnect()
      if (timer !== null) timers.clearTimeout(timer)
      resolve(read())
    }
    const observer = new MutationObserver(() => {
      if (hasPageMeta(doc, path)) done()
    })
    observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true })
    timer = timers.setTimeout(done, timeoutMs)
  })
}
