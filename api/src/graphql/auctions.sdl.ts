export const schema = /* GraphQL */ `
  extend type Query {
    "The group's auction calendar (spec §2), upcoming and past, by start."
    auctions: [Auction!]! @skipAuth
    "One auction by slug; null for an unknown slug."
    auction(slug: String!): Auction @skipAuth
    """
    The calendar as iCalendar text (RFC 5545): every auction, or the one a slug names (null for
    an unknown slug). Text in the caller's language.
    """
    auctionCalendar(slug: String): String @skipAuth
  }

  "How an auction is held (contract/src/auctions.ts)."
  enum AuctionFormat {
    online
    onsite
  }

  "Where an auction stands against the clock."
  enum AuctionStatus {
    upcoming
    live
    past
  }

  type Auction {
    slug: String!
    name: String!
    description: String!
    format: AuctionFormat!
    startsAt: DateTime!
    endsAt: DateTime!
    "IANA time zone the auction's times are announced in."
    timeZone: String!
    "The yard of an onsite auction (null online)."
    venue: String
    city: String!
    state: String!
    lotCount: Int!
    status: AuctionStatus!
    "The lots by lot number."
    lots: [AuctionLot!]!
  }

  type AuctionLot {
    lotNumber: Int!
    title: String!
    "The machine's marketplace listing, when it has one."
    listing: AuctionLotListing
  }

  type AuctionLotListing {
    stockNumber: String!
    year: Int!
    makeName: String!
    model: String!
    status: ListingStatus!
  }
`
