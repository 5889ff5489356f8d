import type { Metadata } from 'next'
import { AuctionCalendar } from '@/features/auctions/AuctionCalendar'
import { AUCTIONS_PATH, getAuctions } from '@/features/auctions/auctions-data'
import { getT } from '@/i18n/server'
import { pageMetadata } from '@/lib/seo'
import { BRAND } from '@ironyard/contract'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
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
  const locale = await localePage(params)
  return <AuctionCalendar locale={locale} auctions={await getAuctions(locale)} />
}
