import { isStockNumber } from '@ironyard/contract/admin-listing'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { queryText } from '@/components/console/DetailLayout'
import { auctionFormTexts, getAdminAuctions } from '@/features/admin/auctions/auction-data'
import { auctionMetadata } from '@/features/admin/auctions/auction-meta'
import { AuctionsView } from '@/features/admin/auctions/AuctionViews'
import { requireAdmin } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'
import { getT } from '@/i18n/server'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  auctionMetadata(params, 'list', '/admin/auctions')

/**
 * /admin/auctions (issue 34): every auction with its lots counted and the new-auction form; with
 * ?stock= (the equipment table's or a listing's "Add to an auction"), the add-lot form with that
 * stock number and the online auctions to choose from. Admins only.
 */
export default async function AdminAuctionsPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/auctions')
  const t = getT(locale, 'admin-auctions')
  const query = await searchParams
  const stock = queryText(query, 'stock', 40)
  const limitSetFor =
    queryText(query, 'done', 20) === 'limitSet' ? queryText(query, 'who', 254) : undefined
  return (
    <ConsoleShell locale={locale} active="auctions" title={t('list.title')} lead={t('list.lead')}>
      <AuctionsView
        locale={locale}
        data={await getAdminAuctions(locale)}
        texts={auctionFormTexts(locale)}
        stockNumber={isStockNumber(stock) ? stock : undefined}
        limitSetFor={limitSetFor}
      />
    </ConsoleShell>
  )
}
