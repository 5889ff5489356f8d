import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AuctionCalendar } from '@/features/auctions/AuctionCalendar'
import { AUCTIONS_PATH, getAuctions } from '@/features/auctions/auctions-data'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { pageMetadata } from '@/lib/seo'
import { BRAND } from '@ironyard/contract'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = getT(locale, 'pages')
  return pageMetadata({
    locale,
    path: AUCTIONS_PATH,
    title: t('auctions.title'),
    description: t('auctions.description', { brand: BRAND.name }),
    analytics: { category: 'Landing Page', name: 'Landing: Auctions' },
  })
}

/** The group's auction calendar (spec §2 "auction calendar"). */
export default async function AuctionsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <AuctionCalendar locale={locale} auctions={await getAuctions(locale)} />
}
