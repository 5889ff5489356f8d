import type { CurrentUser } from '../../src/context'
import { createTestApp, type TestApp } from '../helpers/app'
import { bidKey, insertOnlineAuction } from './bidding-fixtures'

/**
 * What the GraphQL bidding suites (bidding*.test.ts, issue 34) share: their documents, an api of
 * their own with one online auction, the caller they act as, and how a refusal reads.
 */

export const PLACE = `mutation ($lotId: ID!, $max: Int!, $key: String!) {
  placeBid(lotId: $lotId, maxBidCents: $max, idempotencyKey: $key) {
    accepted leading currentBidCents minimumNextBidCents closesAt
    lot { id bidCount currentBidCents leading myMaxBidCents }
  }
}`
export const REGISTER = `mutation ($slug: String!, $accept: Boolean!, $phone: String) {
  registerToBid(auctionSlug: $slug, acceptTerms: $accept, phone: $phone) {
    auctionSlug registeredAt biddingLimitCents
  }
}`
export const LOT = `query ($id: ID!) {
  auctionLot(id: $id) {
    id lotNumber status closesAt startingBidCents currentBidCents minimumNextBidCents bidCount
    reserveMet myMaxBidCents leading watching
    bids { bidderNumber bidderLabel amountCents at mine }
  }
}`

export interface Err {
  message: string
  extensions?: { code?: string; messageKey?: string; messageVars?: Record<string, unknown> }
}

/** A refusal's code, message key and (translated) message. */
export const refusal = (errors: Err[] | undefined) => ({
  code: errors?.[0]?.extensions?.code,
  key: errors?.[0]?.extensions?.messageKey,
  message: errors?.[0]?.message,
})

/** placeBid's answer, as TestApp.gql reads it. */
export type PlaceBidAnswer = Awaited<ReturnType<TestApp['gql']>> & {
  data?: { placeBid: Record<string, unknown> }
}

export interface BiddingSuite {
  t: TestApp
  auction: Awaited<ReturnType<typeof insertOnlineAuction>>
  /** Act as this user for the next requests (null: anonymous). */
  as: (user: CurrentUser | null) => void
  /** placeBid on a lot with a new idempotency key (or the one given). */
  bid: (
    lotId: number,
    max: number,
    headers?: Record<string, string>,
    key?: string,
  ) => Promise<PlaceBidAnswer>
}

/** An api on a database of its own, with an online auction that started an hour ago. */
export async function openBiddingSuite(): Promise<BiddingSuite> {
  let current: CurrentUser | null = null
  const t = await createTestApp({ authenticate: () => Promise.resolve(current) })
  const auction = await insertOnlineAuction(t.database)
  return {
    t,
    auction,
    as: (user) => {
      current = user
    },
    bid: (lotId, max, headers, key = bidKey()) =>
      t.gql<{ placeBid: Record<string, unknown> }>(
        PLACE,
        { lotId: String(lotId), max, key },
        headers,
      ),
  }
}
