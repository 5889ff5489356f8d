import {
  AuctionCalendarDocument,
  AuctionDocument,
  AuctionsDocument,
  type AuctionQuery,
  type AuctionSummaryFragment,
} from '@/graphql/__generated__/graphql'
import { LANGUAGES, type Locale } from '@/i18n/settings'
import { gql, gqlCached } from '@/lib/api-client'
import { localePath } from '@/lib/paths'
import { isAuctionSlug } from '@ironyard/contract/auctions'

export type AuctionSummary = AuctionSummaryFragment
export type AuctionDetail = NonNullable<AuctionQuery['auction']>
export type AuctionLot = AuctionDetail['lots'][number]

/** The calendar changes when staff add a sale; a status turns with the clock. One minute. */
const AUCTIONS_TTL_MS = 60_000

export const AUCTIONS_PATH = '/auctions'
/** Locale-free path of an auction's page. */
export const auctionPath = (slug: string) => `${AUCTIONS_PATH}/${slug}`

/**
 * The calendar file of every auction (`/auctions/calendar.ics`) or of one
 * (`/auctions/<slug>/calendar.ics`), in the page's language. A path with a file extension is
 * served by the route handlers as is (the proxy leaves it alone), so English has no prefix.
 */
export function icsPath(locale: Locale, slug?: string): string {
  return localePath(locale, slug ? `${auctionPath(slug)}/calendar.ics` : '/auctions/calendar.ics')
}

export async function getAuctions(locale: Locale): Promise<AuctionSummary[]> {
  return (await gqlCached(AuctionsDocument, {}, { locale, ttlMs: AUCTIONS_TTL_MS })).auctions
}

/** One auction and its lots; null for an unknown slug (the page answers 404). */
export async function getAuction(slug: string, locale: Locale): Promise<AuctionDetail | null> {
  if (!isAuctionSlug(slug)) return null
  return (
    (await gqlCached(AuctionDocument, { slug }, { locale, ttlMs: AUCTIONS_TTL_MS })).auction ?? null
  )
}

/** The iCalendar text (RFC 5545) the api writes; null for an unknown slug. */
export async function getAuctionCalendar(locale: Locale, slug?: string): Promise<string | null> {
  if (slug !== undefined && !isAuctionSlug(slug)) return null
  return (await gql(AuctionCalendarDocument, { slug: slug ?? null }, { locale })).auctionCalendar
}

/** Upcoming and live auctions soonest first; past ones most recent first. */
export function splitCalendar(auctions: AuctionSummary[]): {
  upcoming: AuctionSummary[]
  past: AuctionSummary[]
} {
  const byStart = [...auctions].sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  return {
    upcoming: byStart.filter((a) => a.status !== 'past'),
    past: byStart.filter((a) => a.status === 'past').reverse(),
  }
}

const formats = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormat(locale: Locale, timeZone: string, withTime: boolean) {
  const key = `${locale}:${timeZone}:${withTime}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGES[locale].bcp47, {
      weekday: withTime ? 'short' : undefined,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
      timeZone,
    })
    formats.set(key, f)
  }
  return f
}

/** "Fri, Dec 11, 2026, 8:00 AM CST – Tue, Dec 15, 2026, 8:00 PM CST" in the auction's zone. */
export function auctionWhen(
  a: Pick<AuctionSummary, 'startsAt' | 'endsAt' | 'timeZone'>,
  locale: Locale,
): string {
  return dateTimeFormat(locale, a.timeZone, true).formatRange(
    new Date(a.startsAt),
    new Date(a.endsAt),
  )
}

/** The first day, "Dec 11, 2026", in the auction's zone (titles, descriptions). */
export function auctionDay(a: Pick<AuctionSummary, 'startsAt' | 'timeZone'>, locale: Locale) {
  return dateTimeFormat(locale, a.timeZone, false).format(new Date(a.startsAt))
}

/** "Phoenix Yard, 4550 W Buckeye Rd, Phoenix, AZ" or "Online bidding" (the caller's word). */
export function auctionWhere(
  a: Pick<AuctionSummary, 'format' | 'venue' | 'city' | 'state'>,
  onlineWord: string,
): string {
  return a.format === 'online'
    ? onlineWord
    : [a.venue, `${a.city}, ${a.state}`].filter(Boolean).join(', ')
}
