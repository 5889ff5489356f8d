import { zonedWallTimeToDate } from '@ironyard/contract/auctions/admin'
import { parseMoneyCents } from '@ironyard/contract/money'

/*
 * The auction console's forms as the api's arguments (issue 34). Staff type times as the auction's
 * wall clock (a datetime-local field) and amounts in dollars; the api gets instants and cents. A
 * value that cannot be read is sent as one the api refuses, so its field error (translated) says
 * what is wrong, in one place.
 */

/** Sent for a time that cannot be read: the api answers its field's "invalid date". */
const UNREADABLE_TIME = null
/** Sent for an amount that cannot be read: below every bound, so the api refuses the field. */
const UNREADABLE_CENTS = -1

/** The instant a wall-clock time names in the auction's zone, as ISO text (null: unreadable). */
export function instantOf(local: string, timeZone: string): string | null {
  return zonedWallTimeToDate(local, timeZone)?.toISOString() ?? UNREADABLE_TIME
}

/** Dollars typed ("5,000", "5000.50") as cents. */
export function centsOf(dollars: string): number {
  const cents = parseMoneyCents(dollars)
  return cents === null || cents > 2_147_483_647 ? UNREADABLE_CENTS : cents
}

/** A whole number of seconds, or the api's default when left empty. */
function secondsOf(text: string): number | null {
  if (!text.trim()) return null
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : UNREADABLE_CENTS
}

/** createAuction's input from the new-auction form. */
export function createAuctionInput(v: Record<string, string>) {
  return {
    name: v.name,
    nameEs: v.nameEs,
    description: v.description || null,
    descriptionEs: v.descriptionEs || null,
    format: v.format === 'onsite' ? ('onsite' as const) : ('online' as const),
    startsAt: instantOf(v.startsAt, v.timeZone),
    endsAt: instantOf(v.endsAt, v.timeZone),
    timeZone: v.timeZone,
    lotIntervalSeconds: secondsOf(v.lotIntervalSeconds),
    softCloseSeconds: secondsOf(v.softCloseSeconds),
    city: v.city,
    state: v.state,
    venue: v.venue || null,
  }
}

/** addAuctionLot's arguments from the add-lot form (an empty reserve: none). */
export function addLotArgs(auctionSlug: string, v: Record<string, string>) {
  return {
    auctionSlug,
    stockNumber: v.stockNumber,
    startingBidCents: centsOf(v.startingBid),
    reserveCents: v.reserve.trim() ? centsOf(v.reserve) : null,
  }
}

/** Cents as the dollars a form field shows ("50000", "12500.50"): what `centsOf` reads back. */
export function dollarsOf(cents: number | null | undefined): string {
  if (cents == null) return ''
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
}

/**
 * setAuctionLotReserve's arguments from a lot's reserve form: an empty reserve is none; the
 * starting bid is sent only when the form has its field (a lot with bids keeps its start).
 */
export function lotReserveArgs(lotId: string, v: Record<string, string>) {
  return {
    lotId,
    reserveCents: v.reserve.trim() ? centsOf(v.reserve) : null,
    startingBidCents: v.startingBid?.trim() ? centsOf(v.startingBid) : null,
  }
}
