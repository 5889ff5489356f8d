import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { stockNumberCandidates } from '@ironyard/contract'
import { listingAnalyticsMeta } from '@/features/analytics'
import { getT } from '@/i18n/server'
import { type Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import { decodeSegment, listingPath } from '@/lib/listing-path'
import { pageMetadata } from '@/lib/seo'
import { getListing, type ListingDetail } from './listing-data'
import { localePage } from '@/i18n/locale-page'

/** The route's props: /[locale]/for-sale/[slug]. */
export interface ListingPageProps {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function loadListingPage(
  props: ListingPageProps,
): Promise<{ locale: Locale; listing: ListingDetail }> {
  const { slug } = await props.params
  const locale = await localePage(props.params)
  const decoded = decodeSegment(slug)
  // Stock numbers may hold dashes: the shortest ending that is a listing wins (most slugs: the
  // first). Removed listings and drafts are not public: the api answers null, the page is a 404.
  let listing: ListingDetail | null = null
  for (const stock of decoded === null ? [] : stockNumberCandidates(decoded)) {
    listing = await getListing(stock, locale)
    if (listing) break
  }
  if (!listing) notFound()
  return { locale, listing }
}

/** The search a visitor came from: result links carry ?queryID=<uuid>. */
export async function listingQueryId(props: ListingPageProps): Promise<string | null> {
  const q = (await props.searchParams).queryID
  return typeof q === 'string' && UUID.test(q) ? q : null
}

/**
 * The collapsed form a visitor opened without JavaScript (`?form=<type>`): the page renders it
 * open. Any other value is ignored (only the page's own form types open anything), and so is an
 * inherited `form` (the parameters' own properties only, as the contract's search parser).
 */
export async function listingOpenForm(props: ListingPageProps): Promise<string | null> {
  const params = await props.searchParams
  const f = Object.hasOwn(params, 'form') ? params.form : undefined
  return typeof f === 'string' && /^[a-z_]{1,40}$/.test(f) ? f : null
}

/** The link that opens a collapsed form without JavaScript, keeping the search it came from. */
export function openFormHref(path: string, queryId: string | null, type: string): string {
  const q = new URLSearchParams(queryId ? { queryID: queryId, form: type } : { form: type })
  return `${path}?${q.toString()}#form-${type}`
}

/** The equipment page's title, description, Open Graph, Twitter card and §7 analytics tags. */
export async function listingPageMetadata(props: ListingPageProps): Promise<Metadata> {
  const { locale, listing: l } = await loadListingPage(props)
  const t = getT(locale, 'listing')
  const te = getT(locale, 'equipment')
  const usage =
    l.hours !== null
      ? `${t('card.hours', { value: formatNumber(l.hours, locale) })}. `
      : l.miles !== null
        ? `${t('card.miles', { value: formatNumber(l.miles, locale) })}. `
        : ''
  const state =
    l.status === 'sold'
      ? te('meta.sold')
      : l.status === 'no_longer_available'
        ? te('meta.noLongerAvailable')
        : null
  const title = state ? `${l.title} (${state})` : l.title
  const description = t('detail.metaDescription', {
    title: l.title,
    place: `${l.city}, ${l.state}`,
    price: formatPrice(l.advertisedPriceCents, locale),
    usage,
    stock: l.stockNumber,
  })
  const image = l.images[0]
  const meta = await pageMetadata({
    locale,
    path: listingPath(l, 'en'),
    title,
    description,
    analytics: { category: 'App', name: 'Equipment Details Page' },
    image: image?.url,
    // A withdrawn machine stays reachable for its visitors, but search engines should drop it.
    noindex: l.status === 'no_longer_available',
  })
  return {
    ...meta,
    openGraph: {
      ...meta.openGraph,
      ...(image
        ? {
            images: [
              {
                url: image.url,
                width: 800,
                height: Math.round((800 * image.height) / image.width),
                alt: image.alt,
              },
            ],
          }
        : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(image ? { images: [{ url: image.url, alt: image.alt }] } : {}),
    },
    other: {
      ...(meta.other as Record<string, string>),
      // Spec §7: the listing details this page passes to its page event.
      ...listingAnalyticsMeta({
        id: l.id,
        stockNumber: l.stockNumber,
        advertisedPriceInCents: l.advertisedPriceCents,
        category: l.category.slug,
        make: l.make.name,
      }),
      'product:price:amount': (l.advertisedPriceCents / 100).toFixed(2),
      'product:price:currency': 'USD',
      'product:availability':
        l.status === 'available'
          ? 'in stock'
          : l.status === 'coming_soon'
            ? 'preorder'
            : 'out of stock',
      'product:condition': 'used',
    },
  }
}
