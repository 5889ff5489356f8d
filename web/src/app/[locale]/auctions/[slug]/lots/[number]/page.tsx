import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LotView, type LotZip } from '@/features/auctions/LotView'
import { getLotPage, lotPath } from '@/features/auctions/lot-data'
import { getT } from '@/i18n/server'
import { localePage } from '@/i18n/locale-page'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { absoluteUrl, pageMetadata } from '@/lib/seo'
import { getLeadPrefill } from '@/features/listing/equipment-data'
import { getListing } from '@/features/listing/listing-data'
import { Gallery } from '@/features/listing/Gallery'
import { galleryLabels } from '@/features/listing/gallery-labels'
import { galleryImage, packImages } from '@/features/listing/gallery-types'
import { InspectionSection } from '@/features/listing/InspectionSection'
import { KeyFacts } from '@/features/listing/KeyFacts'
import { leadFormKeys, leadValidationKeys } from '@/features/leads'
import { getListingInsights } from '@/features/listing-insights/insights-data'
import { ListingInsights } from '@/features/listing-insights/ListingInsights'
import { ClientTranslations } from '@/i18n/ClientTranslations'

interface Props {
  params: Promise<{ locale: string; slug: string; number: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function resolve(props: Props) {
  const { slug, number } = await props.params
  const locale = await localePage(props.params)
  const page = await getLotPage(slug, number, locale)
  if (!page) notFound()
  return { locale, ...page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, auction, lot } = await resolve(props)
  const t = getT(locale, 'auctions')
  const price = lot.currentBidCents ?? lot.startingBidCents
  return pageMetadata({
    locale,
    path: lotPath(auction.slug, lot.lotNumber),
    title: t('lot.title', { number: lot.lotNumber, title: lot.title, auction: auction.name }),
    description: t('lot.description', {
      number: lot.lotNumber,
      title: lot.title,
      auction: auction.name,
      price: price === null ? '' : formatPrice(price, locale),
      status: t(`status.${lot.status}`),
    }),
    analytics: { category: 'Landing Page', name: 'Landing: Auction Lot' },
  })
}

/** The machine as the equipment page shows it: gallery, key facts, insights, inspection. */
async function Machine({
  locale,
  stockNumber,
  path,
  insights,
}: {
  locale: Locale
  stockNumber: string
  path: string
  insights: Awaited<ReturnType<typeof getListingInsights>>['insights']
}) {
  const [listing, prefill] = await Promise.all([
    getListing(stockNumber, locale),
    getLeadPrefill(locale),
  ])
  if (!listing) return null
  return (
    <ClientTranslations
      locale={locale}
      namespaces={[
        { ns: 'forms', keys: leadFormKeys(['ask_inspector']) },
        { ns: 'validation', keys: leadValidationKeys(['ask_inspector']) },
      ]}
    >
      <Gallery
        {...packImages(listing.images.map(galleryImage))}
        stockNumber={listing.stockNumber}
        labels={galleryLabels(locale, listing)}
      />
      <KeyFacts locale={locale} listing={listing} />
      <ListingInsights
        locale={locale}
        listing={listing}
        allIn={null}
        insights={insights}
        path={path}
        url={absoluteUrl(path)}
        forSale={false}
      />
      <InspectionSection
        locale={locale}
        listing={listing}
        buyer={{ queryId: null, prefill, path, openForm: null }}
      />
    </ClientTranslations>
  )
}

/**
 * An auction lot (issue 34): the machine, the countdown, the reserve, the bid box with the next
 * acceptable bid and the all-in total to the visitor's ZIP, the history and watch.
 */
export default async function AuctionLotPage(props: Props) {
  const { locale, auction, lot, signedIn } = await resolve(props)
  const typedZip = (await props.searchParams).zip
  const path = localePath(locale, lotPath(auction.slug, lot.lotNumber))
  const stock = lot.listing?.stockNumber
  // The freight and the state's tax come from the listing's all-in cost to the visitor's ZIP.
  const { allIn, insights } = stock
    ? await getListingInsights(stock, locale, typedZip, true)
    : { allIn: null, insights: null }
  const cost = allIn?.cost ?? null
  const zip: LotZip = {
    zip: allIn?.zip ?? '',
    error: allIn?.error ?? null,
    delivery: cost ? { zip: cost.zip, state: cost.state, freightCents: cost.freightCents } : null,
  }
  return (
    <LotView
      locale={locale}
      auction={auction}
      lot={lot}
      signedIn={signedIn}
      zip={zip}
      machine={
        stock ? (
          <Machine locale={locale} stockNumber={stock} path={path} insights={insights} />
        ) : null
      }
    />
  )
}
