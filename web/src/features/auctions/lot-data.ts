import { cache } from 'react'
import {
  AuctionLotPageDocument,
  ListingAuctionLotDocument,
  MyAuctionBidsDocument,
  type AuctionLotPageQuery,
  type LotBiddingFragment,
  type MyAuctionBidsQuery,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { hasSession } from '@/lib/session-cookies'
import { isAuctionSlug } from '@ironyard/contract/auctions'
import { auctionPath } from './auctions-data'
import type { LotLiveState } from './lot-logic'

export type LotPageAuction = Omit<NonNullable<AuctionLotPageQuery['auction']>, 'lot'>
export type LotPageLot = NonNullable<NonNullable<AuctionLotPageQuery['auction']>['lot']>
export type MyAuctionBid = MyAuctionBidsQuery['myAuctionBids'][number]

/** Locale-free path of a lot's page. */
export const lotPath = (slug: string, lotNumber: number) => `${auctionPath(slug)}/lots/${lotNumber}`

/** A lot number from the address: a positive whole number, else null (the page answers 404). */
export function parseLotNumber(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}

/**
 * The lot page's data, read for this visitor (their maximum, lead, watch and registration): the
 * auction and its lot by number; null for an unknown auction or lot. Once per request (the
 * metadata and the page both ask).
 */
export const getLotPage = cache(async function getLotPage(
  slug: string,
  rawNumber: string,
  locale: Locale,
): Promise<{ auction: LotPageAuction; lot: LotPageLot; signedIn: boolean } | null> {
  const number = parseLotNumber(rawNumber)
  if (number === null || !isAuctionSlug(slug)) return null
  const signedIn = await hasSession()
  const data = await gql(
    AuctionLotPageDocument,
    { slug, number },
    { locale, session: signedIn, unauthenticated: 'page' },
  )
  const lot = data.auction?.lot
  if (!data.auction || !lot) return null
  return { auction: data.auction, lot, signedIn }
})

/** The bid box's state from the api's lot. */
export function liveStateOf(lot: LotBiddingFragment): LotLiveState {
  return {
    lotId: lot.id,
    status: lot.status,
    closesAt: lot.closesAt,
    startingBidCents: lot.startingBidCents,
    currentBidCents: lot.currentBidCents,
    minimumNextBidCents: lot.minimumNextBidCents,
    bidCount: lot.bidCount,
    reserveMet: lot.reserveMet,
    leading: lot.leading,
    myMaxBidCents: lot.myMaxBidCents,
    bids: lot.bids.map((b) => ({ ...b })),
    extendedTo: null,
  }
}

/** The signed-in user's bids (/account). */
export async function getMyAuctionBids(locale: Locale): Promise<MyAuctionBid[]> {
  return (await gql(MyAuctionBidsDocument, {}, { locale, session: true })).myAuctionBids
}

/** The live lot a listing is in (its equipment page links it); null when none or on failure. */
export async function getListingAuctionLot(stockNumber: string, locale: Locale) {
  try {
    return (
      (await gql(ListingAuctionLotDocument, { stockNumber }, { locale })).listing?.auctionLot ??
      null
    )
  } catch {
    // The link is an extra: the equipment page stands without it.
    return null
  }
}

/**
 * The clock a server render reads the time left at. A server component renders once per request,
 * so this is the request's time; the browser's countdown starts from it (no hydration mismatch).
 */
export const requestTime = (): number => Date.now()
