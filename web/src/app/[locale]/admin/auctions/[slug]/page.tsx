import { isAuctionSlug } from '@ironyard/contract/auctions'
import { isStockNumber } from '@ironyard/contract/admin-listing'
import { notFound } from 'next/navigation'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { queryText } from '@/components/console/DetailLayout'
import { auctionFormTexts, getAdminAuction } from '@/features/admin/auctions/auction-data'
import { auctionMetadata } from '@/features/admin/auctions/auction-meta'
import { AuctionDetail } from '@/features/admin/auctions/AuctionViews'
import { requireAdmin } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params
  return auctionMetadata(params, 'auction', `/admin/auctions/${slug}`, { name: slug })
}

/** /admin/auctions/<slug> (issue 34): the lots, add a lot, withdraw, bids, results. Admins only. */
export default async function AdminAuctionPage({ params, searchParams }: Props) {
  const { slug } = await params
  const locale = await localePage(params)
  // Back here after signing in, when "here" is an auction's address (a hostile segment, up to
  // the URL's limit, would not fit the redirect's header): else to the auctions.
  const valid = isAuctionSlug(slug)
  await requireAdmin(locale, valid ? `/admin/auctions/${slug}` : '/admin/auctions')
  if (!valid) notFound()
  const auction = await getAdminAuction(slug, locale)
  if (!auction) notFound()
  const query = await searchParams
  const stock = queryText(query, 'stock', 40)
  return (
    <ConsoleShell locale={locale} active="auctions" title={auction.name}>
      <AuctionDetail
        locale={locale}
        auction={auction}
        texts={auctionFormTexts(locale)}
        done={queryText(query, 'done', 20)}
        stockNumber={isStockNumber(stock) ? stock : undefined}
      />
    </ConsoleShell>
  )
}
