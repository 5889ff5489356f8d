import { ANALYTICS_META, readPageAnalytics, type PageAnalytics } from '../analytics'

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
  const get = (name: string) =>
    doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null
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

const hasPageMeta = (doc: Document) =>
  doc.querySelector(`meta[name="${ANALYTICS_META.name}"]`) !== null

/**
 * The page's analytics details, once its metadata is in the document. Next.js streams metadata:
 * after a client navigation the previous page's tags are gone and the new ones may arrive a
 * moment after the page itself, so this waits for them (up to `timeoutMs`, then reads what
 * there is: category Unknown).
 */
export function readPageDetailsWhenReady(
  doc: Document,
  timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(h: unknown): void },
  timeoutMs = 3000,
): Promise<PageDetails> {
  const read = (): PageDetails => ({
    page: readPageAnalytics(doc),
    listing: readListingAnalytics(doc),
  })
  if (hasPageMeta(doc) || typeof MutationObserver === 'undefined') return Promise.resolve(read())
  return new Promise((resolve) => {
    let timer: unknown = null
    const done = () => {
      observer.disconnect()
      if (timer !== null) timers.clearTimeout(timer)
      resolve(read())
    }
    const observer = new MutationObserver(() => {
      if (hasPageMeta(doc)) done()
    })
    observer.observe(doc.documentElement, { childList: true, subtree: true })
    timer = timers.setTimeout(done, timeoutMs)
  })
}
