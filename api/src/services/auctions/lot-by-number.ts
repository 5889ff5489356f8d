import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { auctionLots } from '../../db/schema'

/** A lot's id from its auction and lot number (the lot page's address); null when none. */
export async function getAuctionLotIdByNumber(
  deps: Pick<AppDeps, 'database'>,
  auctionId: number,
  lotNumber: number,
): Promise<number | null> {
  if (!Number.isInteger(lotNumber) || lotNumber < 1) return null
  const [row] = await deps.database.db
    .select({ id: auctionLots.id })
    .from(auctionLots)
    .where(and(eq(auctionLots.auctionId, auctionId), eq(auctionLots.lotNumber, lotNumber)))
  return row?.id ?? null
}
