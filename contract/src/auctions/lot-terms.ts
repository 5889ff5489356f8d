/**
 * Issue 34, the console's "reserve": what staff may change on a lot once it is in a sale, and what
 * the change does to the shown price. Pure (no zod): the api decides it under the lot's row lock,
 * the lock a bid takes, so a change and a bid are one after the other.
 *
 * The rules, as the fairest auction houses keep them (decision 054):
 * - nothing changes on a lot that is decided (sold, unsold, withdrawn) or whose close in force
 *   has passed (the closing job decides it);
 * - the reserve may be lowered or removed while the lot is upcoming or open: that only makes a
 *   sale likelier for the bidders already in;
 * - it may be raised only while the lot has no bids. Putting a reserve on a lot that had none is
 *   raising it: a leader who was buying at any price would no longer be;
 * - the starting bid may change only while the lot has no bids (bids were placed against it);
 * - the reserve is never below the starting bid.
 */
import { isLiveLotStatus, type AuctionLotStatus } from './lot-status'
import { reserveLifted } from './proxy-bidding'

/** The lot as it is, read under its lock. */
export interface LotTermsNow {
  status: AuctionLotStatus
  startingBidCents: number
  reserveCents: number | null
  /** Accepted bids so far. */
  bidCount: number
  /** The shown price; null before the first bid. */
  priceCents: number | null
  /** The leader's maximum; null before the first bid. */
  leaderMaxCents: number | null
  /** The close in force. */
  closesAtMs: number
}

/** The terms staff ask for: the starting bid (left out: unchanged) and the reserve (null: none). */
export interface LotTermsChange {
  startingBidCents?: number | null
  reserveCents: number | null
}

/** Why a change is refused: the field it is about and its `adminAuctions.<key>`. */
export type LotTermsRefusal =
  | { path: 'lotId'; key: 'lotClosed' }
  | { path: 'reserveCents'; key: 'reserveRaisedAfterBids' | 'reserveBelowStart' }
  | { path: 'startingBidCents'; key: 'startingBidAfterBids' }

export type LotTermsDecision =
  | {
      ok: true
      startingBidCents: number
      reserveCents: number | null
      /** The shown price after the change (the reserve's proxy rule applied). */
      priceCents: number | null
      /** Anything differs from the lot as it was. */
      changed: boolean
    }
  | { ok: false; refusal: LotTermsRefusal }

/**
 * Decides a change of a lot's starting bid and reserve at `atMs` (the database's clock under the
 * lot's lock). Accepted, the price follows the contract's proxy rule: a lowered reserve the
 * leader's maximum now reaches lifts the price to it (`reserveLifted`); otherwise it stays (a
 * price is never lowered by staff, and with no bids there is none).
 */
export function decideLotTerms(
  lot: LotTermsNow,
  change: LotTermsChange,
  atMs: number,
): LotTermsDecision {
  const refuse = (refusal: LotTermsRefusal): LotTermsDecision => ({ ok: false, refusal })
  // An upcoming lot's terms may change before its auction starts: only the close bounds it (at
  // the close's exact millisecond the lot is closed, as `isOpenAt` counts).
  if (!isLiveLotStatus(lot.status) || atMs >= lot.closesAtMs) {
    return refuse({ path: 'lotId', key: 'lotClosed' })
  }
  const startingBidCents = change.startingBidCents ?? lot.startingBidCents
  const reserveCents = change.reserveCents
  const hasBids = lot.bidCount > 0
  if (hasBids && startingBidCents !== lot.startingBidCents) {
    return refuse({ path: 'startingBidCents', key: 'startingBidAfterBids' })
  }
  if (hasBids && isRaise(lot.reserveCents, reserveCents)) {
    return refuse({ path: 'reserveCents', key: 'reserveRaisedAfterBids' })
  }
  if (reserveCents !== null && reserveCents < startingBidCents) {
    return refuse({ path: 'reserveCents', key: 'reserveBelowStart' })
  }
  const priceCents =
    lot.priceCents === null || lot.leaderMaxCents === null
      ? lot.priceCents
      : reserveLifted({ reserveCents }, lot.priceCents, lot.leaderMaxCents)
  return {
    ok: true,
    startingBidCents,
    reserveCents,
    priceCents,
    changed:
      startingBidCents !== lot.startingBidCents ||
      reserveCents !== lot.reserveCents ||
      priceCents !== lot.priceCents,
  }
}

/** A reserve where there was none, or a higher one. */
function isRaise(before: number | null, after: number | null): boolean {
  if (after === null) return false
  return before === null || after > before
}
