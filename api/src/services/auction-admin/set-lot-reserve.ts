import { setLotReserveSchema } from '@ironyard/contract/auctions/admin'
import { decideLotTerms } from '@ironyard/contract/auctions/lot-terms'
import { eq } from 'drizzle-orm'
import { auctionLots } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { databaseNow, isOnlineLot, lotNotFound, readLot } from '../auctions/lot-state'
import {
  lotAuditKey,
  parseAuctionInput,
  refuseField,
  type AuctionAdminDeps,
} from './auction-admin-common'

/** What a change did: the lot, and whether anything moved (nothing to publish or audit if not). */
export interface LotReserveSet {
  lotId: number
  changed: boolean
}

/**
 * setAuctionLotReserve (issue 34, the console): a lot's reserve (null: none) and, when given, its
 * starting bid. Decided by the contract's `decideLotTerms` under the lot's row lock (`readLot` with
 * lock: `FOR UPDATE`, the lock a bid's `BID_LOCK` and the closing job take), with the database's
 * clock read once the lock is granted, so a change and a bid are one after the other: a raise
 * refused because a bid got in first, or made before the first bid, never between. A lowered
 * reserve the leader's maximum reaches lifts the price to it, as the proxy rule says; the lot's
 * close is never moved. The same terms again change nothing (no audit entry). Refusals are field
 * errors of the `admin-auctions` namespace, in the caller's language.
 */
export async function setLotReserve(
  deps: AuctionAdminDeps,
  actor: Actor,
  rawArgs: unknown,
  locale: Locale,
): Promise<LotReserveSet> {
  const v = parseAuctionInput(setLotReserveSchema, rawArgs ?? {}, locale)
  const lotId = Number(v.lotId)
  return deps.database.db.transaction(async (tx) => {
    const lot = await readLot(tx, lotId, { lock: true })
    if (!lot) throw lotNotFound()
    if (!isOnlineLot(lot)) refuseField(locale, 'lotId', 'notOnline')
    const at = await databaseNow(tx)
    const decided = decideLotTerms(
      {
        status: lot.status,
        startingBidCents: lot.startingBidCents,
        reserveCents: lot.reserveCents,
        bidCount: lot.bidCount,
        priceCents: lot.priceCents,
        leaderMaxCents: lot.leaderMaxCents,
        closesAtMs: lot.closesAt.getTime(),
      },
      { startingBidCents: v.startingBidCents, reserveCents: v.reserveCents },
      at.getTime(),
    )
    if (!decided.ok) refuseField(locale, decided.refusal.path, decided.refusal.key)
    if (!decided.changed) return { lotId, changed: false }
    await tx
      .update(auctionLots)
      .set({
        startingBidCents: decided.startingBidCents,
        reserveCents: decided.reserveCents,
        priceCents: decided.priceCents,
      })
      .where(eq(auctionLots.id, lotId))
    await recordAudit(tx, {
      actor,
      action: 'auctionLot.setReserve',
      entityType: 'auction_lot',
      entityKey: await lotAuditKey(tx, lot),
      before: {
        startingBidCents: lot.startingBidCents,
        reserveCents: lot.reserveCents,
        priceCents: lot.priceCents,
        bidCount: lot.bidCount,
      },
      after: {
        startingBidCents: decided.startingBidCents,
        reserveCents: decided.reserveCents,
        priceCents: decided.priceCents,
      },
      at: deps.now(),
    })
    return { lotId, changed: true }
  })
}
