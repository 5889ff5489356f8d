import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { after } from 'next/server'
import { ListingDetailView } from '@/features/listing/ListingDetailView'
import { listingAnalyticsMeta } from '@/features/analytics/page-meta'
import { getT } from '@/i18n/server'
import { isLocale, type Locale } from '@/i18n/settings'
import { getLeadPrefill, recordListingView } from '@/features/listing/equipment-data'
import { formatNumber, formatPrice } from '@/lib/format'
import { getListing, getSimilarListings, type ListingDetail } from '@/features/listing/listing-data'
import { stockNumberFromSlug } from '@ironyard/contract'
import { decodeSegment, listingPath } from '@/lib/listing-path'
import { pageMetadata } from '@/lib/seo'

interface Props {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function load(props: Props): Promise<{ locale: Locale; listing: ListingDetail }> {
  const { locale, slug } = await props.params
  if (!isLocale(locale)) notFound()
  const decoded = decodeSegment(slug)
  const stock = decoded === null ? null : stockNumberFromSlug(decoded)
  // Removed listings are not public: the api answers null and the page is a 404.
  const listing = stock ? await getListing(stock, locale) : null
  if (!listing) notFound()
  return { locale, listing }
}

/** The search a visitor came from: result links carry ?queryID=<uuid>. */
async function queryIdOf(props: Props): Promise<string | null> {
  const q = (await props.searchParams).queryID
  return typeof q === 'string' && UUID.test(q) ? q : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, listing: l } = await load(props)
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

/**
 * The equipment page at /for-sale/{year}-{make}-{model}-{stock}. Other slugs of the same machine
 * redirect here (keeping ?queryID=); a view that came from a search is recorded against it.
 */
export default async function ListingPage(props: Props) {
  const { locale, listing } = await load(props)
  const { slug } = await props.params
  const queryId = await queryIdOf(props)
  const canonical = listingPath(listing, locale)
  if (`${canonical.split('/').pop()}` !== decodeSegment(slug)) {
    permanentRedirect(listingPath(listing, locale, queryId))
  }
  if (queryId) {
    // After the response: attribution never delays the page.
    after(() => recordListingView(listing.stockNumber, queryId, locale))
  }
  const similar = getSimilarListings(listing.stockNumber, locale)
  const prefill = await getLeadPrefill(locale)
  return (
    <ListingDetailView
      locale={locale}
      listing={listing}
      similar={similar}
      queryId={queryId}
      prefill={prefill}
      path={canonical}
    />
  )
}
