import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AuctionView } from '@/features/auctions/AuctionView'
import {
  auctionDay,
  auctionPath,
  auctionWhere,
  getAuction,
  type AuctionDetail,
} from '@/features/auctions/auctions-data'
import { getT } from '@/i18n/server'
import { type Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; slug: string }>
}

async function resolve(props: Props): Promise<{ locale: Locale; auction: AuctionDetail }> {
  const { slug } = await props.params
  const locale = await localePage(props.params)
  const auction = await getAuction(slug, locale)
  if (!auction) notFound()
  return { locale, auction }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, auction } = await resolve(props)
  const t = getT(locale, 'pages')
  const date = auctionDay(auction, locale)
  return pageMetadata({
    locale,
    path: auctionPath(auction.slug),
    title: t('auction.title', { name: auction.name, date }),
    description: t('auction.description', {
      name: auction.name,
      date,
      place: auctionWhere(auction, t('auctions.online')),
      count: auction.lotCount,
      formatted: formatNumber(auction.lotCount, locale),
    }),
    analytics: { category: 'Landing Page', name: 'Landing: Auction' },
  })
}

/** One auction of the calendar and its lots (spec §2 "auction"); an unknown slug is a 404. */
export default async function AuctionPage(props: Props) {
  const { locale, auction } = await resolve(props)
  return <AuctionView locale={locale} auction={auction} />
}
