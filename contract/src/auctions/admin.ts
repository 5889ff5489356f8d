import { z } from '../zod'
import { AUCTION_FORMATS } from '../auctions'
import { stockNumberSchema } from '../admin-listing'
import { stateByCode } from '../us-states'
import { MAX_BID_CENTS } from './bid-refusals'
import { DEFAULT_LOT_INTERVAL_SECONDS, DEFAULT_SOFT_CLOSE_SECONDS } from './soft-close'

/**
 * What staff write about timed online auctions (issue 34, the console): the api's admin mutations
 * and the console's forms read these limits and schemas. Messages are `key:<key>|English`:
 * `validation.*` keys are the spec §5 catalogue, `adminAuctions.<name>` keys the api's
 * `admin-auctions` namespace (`fields.<name>`, both languages; its field errors answer
 * `admin-auctions.fields.<name>`).
 */

/** An auction's name, in either language. */
export const AUCTION_NAME_MAX = 120
/** Its description (the auction page's lead), in either language. */
export const AUCTION_DESCRIPTION_MAX = 1000
export const AUCTION_PLACE_MAX = 120
/** Lots close at most an hour apart, and a soft close is at most an hour (0: none). */
export const LOT_INTERVAL_MAX_SECONDS = 3600
export const SOFT_CLOSE_MAX_SECONDS = 3600
/** An auction runs at most 90 days, and is scheduled at most two years ahead. */
export const AUCTION_MAX_DAYS = 90
export const AUCTION_MAX_AHEAD_DAYS = 730
/** The largest starting bid or reserve: the largest maximum a bid may carry. */
export const MAX_STARTING_BID_CENTS = MAX_BID_CENTS
/** The reason a lot is withdrawn (kept with the lot and in the audit log). */
export const WITHDRAW_REASON_MAX = 500
/** The largest bidding limit staff set ($20,000,000: a GraphQL Int of cents). */
export const MAX_BIDDING_LIMIT_CENTS = 2_000_000_000

const DAY_MS = 86_400_000
const tooLong = 'key:validation.tooLong|Too long'

const required = (key: string, max: number) =>
  z
    .string({ error: `key:adminAuctions.${key}|Required` })
    .trim()
    .min(1, `key:adminAuctions.${key}|Required`)
    .max(max, tooLong)

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null)

/** Whether `zone` is an IANA time zone this runtime knows ("America/Chicago"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const whole = (key: string, min: number, max: number) =>
  z
    .number({ error: `key:adminAuctions.${key}|Invalid` })
    .int(`key:adminAuctions.${key}|Invalid`)
    .min(min, `key:adminAuctions.${key}|Invalid`)
    .max(max, `key:adminAuctions.${key}|Invalid`)

/** An instant: a Date (the api's DateTime scalar) or ISO text (a form). */
const instant = (key: string) =>
  z
    .unknown()
    .transform((v) =>
      v instanceof Date
        ? v
        : typeof v === 'string' && v.length <= 40
          ? new Date(v)
          : new Date(Number.NaN),
    )
    .refine((d) => !Number.isNaN(d.getTime()), `key:adminAuctions.${key}|Invalid date`)

/** createAuction: a timed online (or onsite) sale of the group's calendar. */
export const createAuctionSchema = z
  .object({
    name: required('nameRequired', AUCTION_NAME_MAX),
    nameEs: required('nameEsRequired', AUCTION_NAME_MAX),
    description: optional(AUCTION_DESCRIPTION_MAX),
    descriptionEs: optional(AUCTION_DESCRIPTION_MAX),
    format: z.enum(AUCTION_FORMATS, { error: 'key:adminAuctions.formatInvalid|Invalid' }),
    startsAt: instant('startsAtInvalid'),
    endsAt: instant('endsAtInvalid'),
    timeZone: z
      .string({ error: 'key:adminAuctions.timeZoneInvalid|Unknown time zone' })
      .trim()
      .refine(isTimeZone, 'key:adminAuctions.timeZoneInvalid|Unknown time zone'),
    lotIntervalSeconds: whole('lotIntervalInvalid', 0, LOT_INTERVAL_MAX_SECONDS)
      .nullish()
      .transform((v) => v ?? DEFAULT_LOT_INTERVAL_SECONDS),
    softCloseSeconds: whole('softCloseInvalid', 0, SOFT_CLOSE_MAX_SECONDS)
      .nullish()
      .transform((v) => v ?? DEFAULT_SOFT_CLOSE_SECONDS),
    city: required('cityRequired', AUCTION_PLACE_MAX),
    state: z
      .string({ error: 'key:adminAuctions.stateInvalid|Invalid' })
      .trim()
      .toUpperCase()
      .refine((s) => stateByCode(s) !== undefined, 'key:adminAuctions.stateInvalid|Invalid'),
    venue: optional(AUCTION_PLACE_MAX),
  })
  .strict()
export type CreateAuctionInput = z.input<typeof createAuctionSchema>
export type CreateAuctionValues = z.output<typeof createAuctionSchema>

/**
 * What is wrong with an auction's times at `nowMs` (the field and its key), or null: the end after
 * the start and still ahead, at most `AUCTION_MAX_DAYS` long and `AUCTION_MAX_AHEAD_DAYS` away.
 */
export function auctionTimesProblem(
  startsAtMs: number,
  endsAtMs: number,
  nowMs: number,
): { path: 'startsAt' | 'endsAt'; key: string } | null {
  if (startsAtMs > nowMs + AUCTION_MAX_AHEAD_DAYS * DAY_MS)
    return { path: 'startsAt', key: 'adminAuctions.startsTooFar' }
  if (endsAtMs <= startsAtMs) return { path: 'endsAt', key: 'adminAuctions.endBeforeStart' }
  if (endsAtMs <= nowMs) return { path: 'endsAt', key: 'adminAuctions.endInPast' }
  if (endsAtMs - startsAtMs > AUCTION_MAX_DAYS * DAY_MS)
    return { path: 'endsAt', key: 'adminAuctions.tooLong' }
  return null
}

/**
 * An auction's slug: its name and its first day in its own time zone ("Spring Iron Sale" starting
 * 2027-03-10 in Chicago → `spring-iron-sale-2027-03-10`), so a sale held every year keeps one name.
 */
export function auctionSlugFor(slugifiedName: string, startsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(startsAt)
  const base = (slugifiedName || 'auction').slice(0, 100).replace(/-+$/, '')
  return `${base}-${day}`
}

/**
 * The instant a wall-clock time ("2027-03-10T14:00", as a datetime-local field gives it) names in
 * `timeZone`; null when the text is not such a time. A time a clock change skips is read with the
 * offset before the change.
 */
export function zonedWallTimeToDate(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim())
  if (!m || !isTimeZone(timeZone)) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0))
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null
  // The zone's offset at the guess, then once more at the corrected instant (clock changes).
  let at = asUtc - offsetMs(asUtc, timeZone)
  at = asUtc - offsetMs(at, timeZone)
  return new Date(at)
}

/** How far the zone's wall clock is ahead of UTC at `atMs`. */
function offsetMs(atMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(atMs))
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return wall - Math.floor(atMs / 1000) * 1000
}

const cents = (key: string) => whole(key, 100, MAX_STARTING_BID_CENTS)

/** addAuctionLot: a listing of the marketplace as the next lot of an online auction. */
export const addAuctionLotSchema = z
  .object({
    auctionSlug: z.string({ error: 'key:validation.required' }).trim().min(1).max(200),
    stockNumber: stockNumberSchema,
    startingBidCents: cents('startingBidInvalid'),
    reserveCents: cents('reserveInvalid').nullish(),
  })
  .strict()
  .refine((v) => v.reserveCents == null || v.reserveCents >= v.startingBidCents, {
    message: 'key:adminAuctions.reserveBelowStart|The reserve is below the starting bid',
    path: ['reserveCents'],
  })
export type AddAuctionLotInput = z.input<typeof addAuctionLotSchema>

const lotIdSchema = z
  .string({ error: 'key:validation.invalid' })
  .regex(/^[1-9]\d{0,9}$/, 'key:validation.invalid')
  .refine((v) => Number(v) <= 2_147_483_647, 'key:validation.invalid')

/** withdrawAuctionLot: the lot and why it leaves the sale. */
export const withdrawLotSchema = z
  .object({
    lotId: lotIdSchema,
    reason: required('reasonRequired', WITHDRAW_REASON_MAX),
  })
  .strict()

/**
 * setAuctionLotReserve: a lot's reserve (null: none) and, left out or null, its starting bid
 * unchanged. What may change when is `decideLotTerms` (`./lot-terms`), decided under the lot's lock.
 */
export const setLotReserveSchema = z
  .object({
    lotId: lotIdSchema,
    reserveCents: cents('reserveInvalid')
      .nullish()
      .transform((v) => v ?? null),
    startingBidCents: cents('startingBidInvalid')
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict()
  .refine(
    (v) =>
      v.reserveCents === null ||
      v.startingBidCents === null ||
      v.reserveCents >= v.startingBidCents,
    {
      message: 'key:adminAuctions.reserveBelowStart|The reserve is below the starting bid',
      path: ['reserveCents'],
    },
  )
export type SetLotReserveInput = z.input<typeof setLotReserveSchema>

/** setBiddingLimit: one bidder's limit, by their e-mail. */
export const setBiddingLimitSchema = z
  .object({
    email: z
      .string({ error: 'key:validation.emailRequired' })
      .trim()
      .toLowerCase()
      .min(1, 'key:validation.emailRequired')
      .max(254, tooLong)
      .pipe(z.email('key:validation.emailInvalid')),
    limitCents: whole('limitInvalid', 0, MAX_BIDDING_LIMIT_CENTS),
  })
  .strict()
