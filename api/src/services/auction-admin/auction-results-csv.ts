import type { Readable } from 'node:stream'
import { isAuctionSlug } from '@ironyard/contract/auctions'
import { buyerFeeCents } from '@ironyard/contract/auctions/buyer-fee'
import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { auctions } from '../../db/schema'
import { t } from '../../i18n'
import { csvDollars, csvStream, type CsvCell } from '../../lib/csv'
import type { Locale } from '../../lib/locale'
import { listAdminLots, type AdminLotView } from './admin-auction-views'
import { auctionNotFound } from './auction-admin-common'

const COLUMNS = [
  'lot',
  'title',
  'stockNumber',
  'status',
  'hammerPrice',
  'buyerFee',
  'buyerEmail',
  'bidCount',
  'closedAt',
] as const

function row(lot: AdminLotView, locale: Locale): CsvCell[] {
  const sold = lot.status === 'sold'
  const hammer = sold ? lot.currentBidCents : null
  return [
    lot.lotNumber,
    lot.title,
    lot.stockNumber,
    t(locale, `admin-auctions:status.${lot.status}`),
    csvDollars(hammer),
    csvDollars(hammer === null ? null : buyerFeeCents(hammer)),
    sold ? lot.leaderEmail : null,
    lot.bidCount,
    (lot.closedAt ?? lot.withdrawnAt)?.toISOString() ?? '',
  ]
}

/**
 * GET /admin/auctions/results.csv?auction=<slug> (issue 34): an auction's results, one row a lot
 * in lot order: status, hammer price and the buyer's fee (the contract's `buyerFeeCents`) and the
 * buyer's e-mail for a sold lot, bid count, when it closed (or was withdrawn). Headers and statuses
 * in the reader's language, formula-looking cells neutralised (lib/csv).
 */
export async function exportAuctionResultsCsv(
  deps: Pick<AppDeps, 'database' | 'now'>,
  slug: string | null,
  locale: Locale,
): Promise<{ filename: string; body: Readable }> {
  if (!slug || !isAuctionSlug(slug)) throw auctionNotFound()
  const [auction] = await deps.database.db
    .select({ id: auctions.id, slug: auctions.slug })
    .from(auctions)
    .where(eq(auctions.slug, slug))
  if (!auction) throw auctionNotFound()
  const lots = await listAdminLots(deps, auction.id)
  const lines = [
    COLUMNS.map((c) => t(locale, `admin-auctions:csv.${c}`)),
    ...lots.map((l) => row(l, locale)),
  ]
  return { filename: `auction-results-${auction.slug}.csv`, body: csvStream(lines) }
}
