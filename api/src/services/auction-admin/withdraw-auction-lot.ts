import { withdrawLotSchema } from '@ironyard/contract/auctions/admin'
import { eq } from 'drizzle-orm'
import { auctionLots } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { databaseNow, isLive, lotNotFound, readLot } from '../auctions/lot-state'
import { lotAuditKey, parseAuctionInput, type AuctionAdminDeps } from './auction-admin-common'

/**
 * withdrawAuctionLot (issue 34): staff take a lot out of the sale, with a reason (kept on the lot
 * and in the audit log). Under the lot's row lock, the lock bids and the closing job take, so a
 * withdrawal and a bid or a closing are one after the other: a lot already decided (sold, unsold,
 * withdrawn) is a CONFLICT, and so is a lot whose close in force has passed (the closing job
 * decides it: its leader may have won). Withdrawn, its leader's maximum no longer counts against
 * their bidding limit (only open lots' do). Answers the lot's id.
 */
export async function withdrawAuctionLot(
  deps: AuctionAdminDeps,
  actor: Actor,
  rawArgs: unknown,
  locale: Locale,
): Promise<number> {
  const v = parseAuctionInput(withdrawLotSchema, rawArgs ?? {}, locale)
  const lotId = Number(v.lotId)
  return deps.database.db.transaction(async (tx) => {
    const lot = await readLot(tx, lotId, { lock: true })
    if (!lot) throw lotNotFound()
    const at = await databaseNow(tx)
    if (!isLive(lot.status) || (lot.closesAt !== null && lot.closesAt <= at)) {
      throw new AppError('CONFLICT', {
        messageKey: 'admin-auctions:errors.lotClosed',
        vars: { lotNumber: lot.lotNumber },
      })
    }
    await tx
      .update(auctionLots)
      .set({ status: 'withdrawn', withdrawnAt: at, withdrawnReason: v.reason })
      .where(eq(auctionLots.id, lotId))
    await recordAudit(tx, {
      actor,
      action: 'auctionLot.withdraw',
      entityType: 'auction_lot',
      entityKey: await lotAuditKey(tx, lot),
      before: { status: lot.status, priceCents: lot.priceCents, bidCount: lot.bidCount },
      after: { status: 'withdrawn', reason: v.reason },
      at: deps.now(),
    })
    return lotId
  })
}
