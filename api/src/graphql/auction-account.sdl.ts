export const schema = /* GraphQL */ `
  extend type Query {
    """
    The lots the caller bid on (issue 34, "/account lists the user's bids"): live lots first,
    soonest close first, then decided lots, latest close first.
    """
    myAuctionBids: [MyAuctionBid!]! @requireAuth
  }

  "Where the caller stands on a lot they bid on."
  enum MyBidStanding {
    "Open or upcoming, and the caller leads."
    leading
    "Open or upcoming, and someone else leads."
    outbid
    "Sold to the caller."
    won
    "Sold to someone else, or closed unsold (no sale, the reserve not met)."
    lost
    "Taken out of the sale by staff."
    withdrawn
  }

  "One lot the caller bid on."
  type MyAuctionBid {
    lotId: ID!
    auctionSlug: String!
    "The auction's name in the caller's language."
    auctionName: String!
    "IANA time zone the auction's times are announced in."
    timeZone: String!
    lotNumber: Int!
    title: String!
    status: AuctionLotStatus!
    standing: MyBidStanding!
    "The caller's maximum (their highest accepted bid)."
    myMaxBidCents: Int!
    "The shown price now (null only for a lot without an accepted bid, which this never is)."
    currentBidCents: Int
    "The close in force (or the close it was decided at)."
    closesAt: DateTime
    "When the caller's last accepted bid was committed."
    lastBidAt: DateTime!
  }

  "The live online auction lot a listing is in."
  type ListingAuctionLot {
    lotId: ID!
    auctionSlug: String!
    auctionName: String!
    timeZone: String!
    lotNumber: Int!
    status: AuctionLotStatus!
    "The lot's close in force."
    closesAt: DateTime!
  }

  extend type Listing {
    "The upcoming or open online auction lot this machine is in (the soonest to close); null when none."
    auctionLot: ListingAuctionLot
  }

  extend type Auction {
    "One lot by its number; null when the auction has no such lot."
    lot(number: Int!): AuctionLot
    "The caller registered to bid in this auction (false signed out)."
    registeredToBid: Boolean!
  }
`
