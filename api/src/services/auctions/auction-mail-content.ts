import { salesTaxCents, stateSalesTaxPercent } from '@ironyard/contract/all-in-cost'
import { buyerFeeCents } from '@ironyard/contract/auctions/buyer-fee'
import { oneIncrementAbove } from '@ironyard/contract/auctions/increments'
import { toLocale } from '@ironyard/contract/locale'
import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { AppError } from '../../lib/errors'
import { webPath } from '../alert-jobs/topics'
import { getAllInCost } from '../listing-insights/all-in-cost'
import { wasMessageSent } from '../messages/record-message'
import { auctionMailDedupeKey, type AuctionMailPayload } from './auction-mail'

type Deps = Pick<AppDeps, 'database' | 'env' | 'now'>

/* The props of the auction templates (mail/templates/AuctionLotMails.tsx, AuctionWon.tsx). */

/** What every auction mail names: the lot, its sale, and where to see it. */
export interface AuctionLotMailProps {
  firstName: string | null
  /** The lot's title ("2019 Caterpillar 320"). */
  title: string
  lotNumber: number
  /** The auction's name in the recipient's language. */
  auctionName: string
  /** The lot page (/auctions/<slug>/lots/<n>, /es/... in Spanish). */
  lotUrl: string
  /** The auction page. */
  auctionUrl: string
  /** The auction's time zone: the times are said in it. */
  timeZone: string
}

export interface AuctionOutbidProps extends AuctionLotMailProps {
  priceCents: number
  minimumNextBidCents: number
  closesAt: string
}

export interface AuctionClosingSoonProps extends AuctionLotMailProps {
  closesAt: string
  /** Null before the first bid. */
  priceCents: number | null
  bidCount: number
  minimumNextBidCents: number
}

export interface AuctionClosedProps extends AuctionLotMailProps {
  /** The price the lot closed at. */
  priceCents: number
}

/**
 * The all-in total of a won lot, by the rules the bid box shows it with: the winning bid, the
 * contract's buyer's fee on it, and, when the buyer's ZIP is known, the state's sales tax on the
 * bid and the freight the listing's all-in cost quotes to that ZIP.
 */
export interface AuctionWonTotal {
  bidCents: number
  feeCents: number
  /** Null: no ZIP in the profile (or no machine to ship from): quoted on the invoice. */
  delivery: {
    zip: string
    state: string
    taxPercent: number
    taxCents: number
    freightCents: number
  } | null
  totalCents: number
}

export interface AuctionWonProps extends AuctionLotMailProps {
  total: AuctionWonTotal
}

/** One of the auction mails, ready for `sendMail`. */
export type AuctionMail = { to: string; locale: Locale; dedupeKey: string } & (
  | { template: 'auction-outbid'; props: AuctionOutbidProps }
  | { template: 'auction-closing-soon'; props: AuctionClosingSoonProps }
  | { template: 'auction-won'; props: AuctionWonProps }
  | { template: 'auction-lost'; props: AuctionClosedProps }
  | { template: 'auction-reserve-not-met'; props: AuctionClosedProps }
)

interface LotMailRow {
  email: string
  first_name: string | null
  locale: string | null
  zip: string | null
  lot_number: number
  title: string
  listing_id: number | null
  status: string
  price_cents: string | number | null
  bid_count: number
  starting_bid_cents: string | number | null
  closes_at: Date | string | null
  slug: string
  name_en: string
  name_es: string
  time_zone: string
  watching: boolean
}

/**
 * What one auction mail says, to whom, in their language (their profile's, else English), or null
 * when there is nothing to send: the user or lot is gone, it was sent already, or (a reminder) the
 * lot closed or the user stopped watching meanwhile. What happened is read from what was committed
 * (the bid that took the lead, the lot as decided), so a retry says the same thing.
 */
export async function getAuctionMail(
  deps: Deps,
  payload: AuctionMailPayload,
): Promise<AuctionMail | null> {
  const dedupeKey = auctionMailDedupeKey(payload)
  if (await wasMessageSent(deps.database, dedupeKey)) return null
  const [row] = await deps.database.rows<LotMailRow>(sql`
    SELECT u.email, coalesce(p.first_name, u.first_name) AS first_name, p.locale, p.zip,
      l.lot_number, l.title, l.listing_id, l.status, l.price_cents, l.bid_count,
      l.starting_bid_cents, l.closes_at, a.slug, a.name_en, a.name_es, a.time_zone,
      EXISTS (SELECT 1 FROM auction_watches w WHERE w.lot_id = l.id AND w.user_id = u.id)
        AS watching
    FROM auction_lots l
    JOIN auctions a ON a.id = l.auction_id
    JOIN users u ON u.id = ${payload.userId}
    LEFT JOIN user_profiles p ON p.user_id = u.id
    WHERE l.id = ${payload.lotId}`)
  if (!row) return null
  const locale = toLocale(row.locale)
  const web = deps.env.WEB_URL.replace(/\/$/, '')
  const base: AuctionLotMailProps = {
    firstName: row.first_name,
    title: row.title,
    lotNumber: row.lot_number,
    auctionName: locale === 'es' ? row.name_es : row.name_en,
    lotUrl: `${web}${webPath(`/auctions/${row.slug}/lots/${row.lot_number}`, locale)}`,
    auctionUrl: `${web}${webPath(`/auctions/${row.slug}`, locale)}`,
    timeZone: row.time_zone,
  }
  const mail = { to: row.email, locale, dedupeKey }
  const price = row.price_cents === null ? null : Number(row.price_cents)
  const closesAt = row.closes_at === null ? null : new Date(row.closes_at)

  switch (payload.kind) {
    case 'outbid': {
      const [bid] = await deps.database.rows<{ price_after_cents: string | number | null }>(sql`
        SELECT price_after_cents FROM auction_bids
        WHERE id = ${payload.bidId ?? 0} AND lot_id = ${payload.lotId} AND accepted`)
      if (!bid || bid.price_after_cents === null || !closesAt) return null
      const priceCents = Number(bid.price_after_cents)
      return {
        ...mail,
        template: 'auction-outbid',
        props: {
          ...base,
          priceCents,
          minimumNextBidCents: oneIncrementAbove(priceCents),
          closesAt: closesAt.toISOString(),
        },
      }
    }
    case 'closingSoon': {
      const live = row.status === 'upcoming' || row.status === 'open'
      if (!live || !row.watching || !closesAt || closesAt <= deps.now()) return null
      if (row.starting_bid_cents === null) return null
      return {
        ...mail,
        template: 'auction-closing-soon',
        props: {
          ...base,
          closesAt: closesAt.toISOString(),
          priceCents: price,
          bidCount: row.bid_count,
          minimumNextBidCents:
            price === null ? Number(row.starting_bid_cents) : oneIncrementAbove(price),
        },
      }
    }
    case 'won': {
      if (row.status !== 'sold' || price === null) return null
      const total = await wonTotal(deps, row, price, locale)
      return { ...mail, template: 'auction-won', props: { ...base, total } }
    }
    case 'lost':
    case 'reserveNotMet': {
      const decided = payload.kind === 'lost' ? 'sold' : 'unsold'
      if (row.status !== decided || price === null) return null
      const template = payload.kind === 'lost' ? 'auction-lost' : 'auction-reserve-not-met'
      return { ...mail, template, props: { ...base, priceCents: price } }
    }
  }
}

/**
 * The winner's all-in total: bid and buyer's fee always; sales tax (on the bid) and freight when
 * the profile has a ZIP the all-in cost rules know and the lot is a listed machine (its place and
 * weight price the freight). Otherwise they are quoted on the invoice.
 */
async function wonTotal(
  deps: Deps,
  row: LotMailRow,
  bidCents: number,
  locale: Locale,
): Promise<AuctionWonTotal> {
  const feeCents = buyerFeeCents(bidCents)
  const zip = row.zip?.trim() ?? ''
  const quote =
    row.listing_id !== null && zip
      ? await getAllInCost(deps.database, row.listing_id, zip, locale).catch((err: unknown) => {
          // A ZIP the rules don't know is no address to quote to; anything else is a fault.
          if (err instanceof AppError && err.code === 'VALIDATION') return null
          throw err
        })
      : null
  if (!quote) return { bidCents, feeCents, delivery: null, totalCents: bidCents + feeCents }
  const taxCents = salesTaxCents(bidCents, quote.state)
  return {
    bidCents,
    feeCents,
    delivery: {
      zip: quote.zip,
      state: quote.state,
      taxPercent: stateSalesTaxPercent(quote.state) ?? 0,
      taxCents,
      freightCents: quote.freightCents,
    },
    totalCents: bidCents + feeCents + taxCents + quote.freightCents,
  }
}
