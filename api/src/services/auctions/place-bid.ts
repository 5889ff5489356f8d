import { applyBid } from '@ironyard/contract/auctions/apply-bid'
import { bidAmountProblem, type BidRefusalReason } from '@ironyard/contract/auctions/bid-refusals'
import {
  biddingHeadroomCents,
  DEFAULT_BIDDING_LIMIT_CENTS,
} from '@ironyard/contract/auctions/bidding-limit'
import { minimumNextBidCents, type LotState } from '@ironyard/contract/auctions/proxy-bidding'
import { formKeySchema } from '@ironyard/contract/forms/fields'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import {
  auctionBiddingLimits,
  auctionBids,
  auctionLots,
  auctionRegistrations,
  listings,
  sellers,
  type AuctionBid,
} from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import { enqueueOutbidMail } from './auction-mail'
import { bidRefusal, staffMayNotBid } from './bid-refusal-error'
import { publishLotUpdated } from './lot-events'
import {
  databaseNow,
  isLive,
  isOnlineLot,
  lotNotFound,
  lotState,
  parseLotId,
  readLot,
  stateColumns,
  type OnlineLot,
  type Tx,
} from './lot-state'

/** What an accepted bid answers (a refused one is an error). */
export interface BidResultView {
  accepted: true
  lotId: number
  leading: boolean
  currentBidCents: number
  minimumNextBidCents: number
  closesAt: Date
  /** The same idempotency key came again: this is the first answer. */
  duplicate: boolean
}

export interface PlaceBidInput {
  lotId: unknown
  maxBidCents: unknown
  idempotencyKey: unknown
}

type Deps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'now'>

/**
 * Issue 34: a maximum (proxy) bid. The caller must be registered for the lot's auction, not staff,
 * and not the machine's seller or one of its partner's members (decided before the lock, decision
 * 054 point 8). Then, in one transaction: the bidder's limit row is locked, then the lot's row
 * (always in that order, so two bids never wait on each other in a circle); the database's clock
 * read under the lot's lock is the bid's time; the contract's `applyBid` decides on the stored
 * state with the bidder's headroom (their leading maximums on the other lots not closed yet, read
 * under the bidder's lock); the bid joins the log in commit order and an accepted one moves the
 * lot. The same idempotency key answers as it did the first time (one bid), and with another lot
 * or amount it is a CONFLICT.
 */
export async function placeBid(
  deps: Deps,
  user: CurrentUser | null,
  input: PlaceBidInput,
  locale: Locale,
): Promise<BidResultView> {
  const bidderId = requireUserId(user)
  const idempotencyKey = parseOrThrow(formKeySchema, input.idempotencyKey, locale)
  const lotId = parseLotId(input.lotId)
  if (lotId === null) throw lotNotFound()
  const amountProblem = bidAmountProblem(input.maxBidCents)
  if (amountProblem) throw bidRefusal(amountProblem, locale)
  const maxBidCents = input.maxBidCents as number

  const lot = await readLot(deps.database.db, lotId)
  if (!lot || !isOnlineLot(lot)) throw lotNotFound()
  if (user!.roles.includes('admin')) throw staffMayNotBid()
  const refusedBefore = await accessProblem(deps, user!, lot)
  if (refusedBefore) throw bidRefusal(refusedBefore, locale)

  const bid = await deps.database.db.transaction(async (tx) => {
    const limitCents = await lockBidderLimit(tx, bidderId)
    const [earlier] = await tx
      .select()
      .from(auctionBids)
      .where(
        and(eq(auctionBids.bidderId, bidderId), eq(auctionBids.idempotencyKey, idempotencyKey)),
      )
    if (earlier) return { row: earlier, duplicate: true, extended: false }

    // Read under the bidder's lock, before the lot's (held as briefly as can be): only this
    // bidder's own bids add to their leads, and those wait for this lock; another bidder can
    // only take a lead away, which leaves more headroom than read here, never less.
    const headroomCents = biddingHeadroomCents(
      limitCents,
      await leadingMaximums(tx, bidderId),
      String(lotId),
    )
    const locked = await readLot(tx, lotId, { lock: true })
    if (!locked || !isOnlineLot(locked)) throw lotNotFound()
    const at = await databaseNow(tx)
    const state = lotState(locked)
    const outcome = isLive(locked.status)
      ? applyBid(state, { bidderId, maxBidCents, headroomCents }, at.getTime())
      : ({ accepted: false, reason: 'lotNotOpen', state } as const)
    const after = outcome.state
    const [row] = await tx
      .insert(auctionBids)
      .values({
        lotId,
        bidderId,
        maxBidCents,
        accepted: outcome.accepted,
        refusal: outcome.accepted ? null : outcome.reason,
        headroomCents,
        priceAfterCents: after.priceCents,
        leadingAfter: after.leaderId === bidderId,
        closesAtAfter: new Date(after.closesAtMs),
        idempotencyKey,
        createdAt: at,
      })
      .returning()
    if (outcome.accepted) {
      await tx
        .update(auctionLots)
        .set({ ...stateColumns(after), status: 'open' })
        .where(eq(auctionLots.id, lotId))
      const lead = { lotId, bidId: row.id, before: state.leaderId, after: after.leaderId }
      await enqueueOutbidMail(tx, lead)
    }
    return { row, duplicate: false, extended: after.closesAtMs !== state.closesAtMs }
  })

  if (bid.row.lotId !== lotId || bid.row.maxBidCents !== maxBidCents) {
    throw new AppError(
      'CONFLICT',
      { messageKey: 'validation:form.idempotencyConflict' },
      { locale },
    )
  }
  // Committed: the lot's watchers hear of it (a replayed key changed nothing and says nothing).
  if (bid.row.accepted && !bid.duplicate)
    await publishLotUpdated(deps, lotId, { extended: bid.extended })
  return answerOf(bid.row, lot, bid.duplicate, locale)
}

/** The bid's answer, from its log row: an accepted bid's result, a refused one's error. */
function answerOf(
  row: AuctionBid,
  lot: OnlineLot,
  duplicate: boolean,
  locale: Locale,
): BidResultView {
  const then: LotState = { ...lotState(lot), priceCents: row.priceAfterCents }
  const minimum = minimumNextBidCents(then)
  if (!row.accepted) {
    const reason: BidRefusalReason = row.refusal ?? 'lotNotOpen'
    throw bidRefusal(reason, locale, { minimumCents: row.leadingAfter ? undefined : minimum })
  }
  return {
    accepted: true,
    lotId: row.lotId,
    leading: row.leadingAfter,
    currentBidCents: row.priceAfterCents!,
    minimumNextBidCents: minimum,
    closesAt: row.closesAtAfter,
    duplicate,
  }
}

/**
 * Why this caller may not bid on this lot, decided before the lock (decision 054 point 8): not
 * registered for its auction, or the machine is their own (they are its seller, by e-mail, or a
 * member of its partner seller).
 */
async function accessProblem(
  deps: Deps,
  user: CurrentUser,
  lot: OnlineLot,
): Promise<BidRefusalReason | null> {
  const [registered] = await deps.database.db
    .select({ userId: auctionRegistrations.userId })
    .from(auctionRegistrations)
    .where(
      and(
        eq(auctionRegistrations.auctionId, lot.auctionId),
        eq(auctionRegistrations.userId, user.id),
      ),
    )
  if (!registered) return 'notRegistered'
  if (lot.listingId === null) return null
  const [seller] = await deps.database.db
    .select({ id: sellers.id, email: sellers.email })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(eq(listings.id, lot.listingId))
  if (!seller) return null
  const ownPartner = user.partnerSellerId != null && user.partnerSellerId === seller.id
  const ownEmail = seller.email !== null && seller.email.toLowerCase() === user.email.toLowerCase()
  return ownPartner || ownEmail ? 'ownMachine' : null
}

/**
 * The bidder's limit, their row locked until the transaction ends (made with the default when
 * registration did not make it). Every bid takes this lock before the lot's.
 */
export async function lockBidderLimit(tx: Tx, userId: string): Promise<number> {
  await tx.insert(auctionBiddingLimits).values({ userId }).onConflictDoNothing()
  const [row] = await tx
    .select({ limitCents: auctionBiddingLimits.limitCents })
    .from(auctionBiddingLimits)
    .where(eq(auctionBiddingLimits.userId, userId))
    .for('update')
  return row.limitCents ?? DEFAULT_BIDDING_LIMIT_CENTS
}

/** The maximums the bidder leads with on lots not closed yet (the contract's limit reads them). */
async function leadingMaximums(tx: Tx, bidderId: string) {
  const rows = await tx
    .select({ lotId: auctionLots.id, maxBidCents: auctionLots.leaderMaxCents })
    .from(auctionLots)
    .where(
      and(
        eq(auctionLots.leaderId, bidderId),
        inArray(auctionLots.status, ['upcoming', 'open']),
        isNotNull(auctionLots.leaderMaxCents),
      ),
    )
  return rows.map((r) => ({ lotId: String(r.lotId), maxBidCents: r.maxBidCents! }))
}
