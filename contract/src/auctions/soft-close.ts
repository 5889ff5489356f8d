/**
 * Issue 34, "Staggered soft close": when each lot of an auction closes, when a bid may still be
 * placed, and how far an accepted bid pushes the close. Times are epoch milliseconds.
 */

/** Lots close one after another, this many seconds apart (issue 34's default). */
export const DEFAULT_LOT_INTERVAL_SECONDS = 60
/** A bid that moves a lot within this many seconds of its close moves the close (default). */
export const DEFAULT_SOFT_CLOSE_SECONDS = 180

/** Lot n (from 1) closes at the auction's end plus (n − 1) × the interval. */
export function lotClosesAtMs(
  auctionEndsAtMs: number,
  lotNumber: number,
  lotIntervalSeconds: number = DEFAULT_LOT_INTERVAL_SECONDS,
): number {
  if (!Number.isInteger(lotNumber) || lotNumber < 1) {
    throw new RangeError(`A lot number counts from 1, not ${lotNumber}`)
  }
  return auctionEndsAtMs + (lotNumber - 1) * lotIntervalSeconds * 1000
}

/**
 * Whether a bid committed at `atMs` counts: from the opening (inclusive) to the close in force
 * (exclusive). At the close's exact millisecond the lot is closed: the countdown shows 0.
 */
export function isOpenAt(opensAtMs: number, closesAtMs: number, atMs: number): boolean {
  return atMs >= opensAtMs && atMs < closesAtMs
}

/**
 * The close after a bid at `atMs` that changed the price or the leader: the bid's time plus the
 * soft close when that is later than the close in force, otherwise the close unchanged (a bid
 * earlier than `softCloseSeconds` before the close extends nothing, and a close never moves back).
 */
export function closeAfterBidMs(
  closesAtMs: number,
  atMs: number,
  softCloseSeconds: number = DEFAULT_SOFT_CLOSE_SECONDS,
): number {
  return Math.max(closesAtMs, atMs + softCloseSeconds * 1000)
}
