export const schema = /* GraphQL */ `
  extend type Query {
    "Every auction of the calendar, newest start first, with its lots counted (staff)."
    adminAuctions: [AdminAuction!]! @requireAuth(roles: ["admin"])
    "One auction with its lots as staff see them; null for an unknown slug."
    adminAuction(slug: String!): AdminAuction @requireAuth(roles: ["admin"])
    """
    A lot's live bid log: every bid that reached the lot's lock, refused ones too, newest first (at
    most 500), with the bidder's e-mail and maximum. Staff only; null for an unknown lot.
    """
    adminLotBids(lotId: ID!): AdminLotBidLog @requireAuth(roles: ["admin"])
  }

  extend type Mutation {
    """
    Add an auction to the calendar (issue 34). Its slug is its name and first day in its time zone:
    the same form sent twice answers the auction the first made; another auction of that name
    starting that day is a field error on name. Field errors (extensions.fields) are translated.
    Audited (auction.create).
    """
    createAuction(input: CreateAuctionInput!): Auction! @requireAuth(roles: ["admin"])
    """
    A listing for sale as the next lot of an online auction that has not ended: lot n closes at the
    end plus (n − 1) × lotIntervalSeconds. The same stock number with the same terms again answers
    the lot it made. Refused: a listing not for sale or in an open lot, a reserve below the
    starting bid, an ended or onsite auction. Audited (auctionLot.add).
    """
    addAuctionLot(
      auctionSlug: String!
      stockNumber: String!
      "Whole cents, $1 to $20,000,000."
      startingBidCents: Int!
      "Whole cents, at least the starting bid; null: no reserve."
      reserveCents: Int
    ): AuctionLot! @requireAuth(roles: ["admin"])
    """
    Take a lot that has not closed out of the sale, with the reason (kept and audited:
    auctionLot.withdraw). A decided lot, or one whose close has passed, is a CONFLICT.
    """
    withdrawAuctionLot(lotId: ID!, reason: String!): AuctionLot! @requireAuth(roles: ["admin"])
    """
    Change a lot's reserve and, when given, its starting bid (audited: auctionLot.setReserve).
    Decided under the lot's lock, the lock a bid takes, so it never falls between two bids. Until
    the close in force the reserve may be lowered or removed; it may be raised (or put on a lot
    that had none), and the starting bid changed, only while the lot has no bids; never below the
    starting bid. A lowered reserve the leader's maximum reaches lifts the price to it (the proxy
    rule); watchers of the lot hear the change. Each refusal is a translated field error
    (extensions.fields: lotId, reserveCents, startingBidCents).
    """
    setAuctionLotReserve(
      lotId: ID!
      "The reserve after the change, whole cents ($1 to $20,000,000); null or left out: no reserve."
      reserveCents: Int
      "The starting bid after the change, whole cents; null or left out: unchanged."
      startingBidCents: Int
    ): AuctionLot! @requireAuth(roles: ["admin"])
    """
    Set a bidder's bidding limit (the sum their leading maximums on open lots may reach), by the
    e-mail they sign in with. Audited (bidder.setLimit).
    """
    setBiddingLimit(email: String!, limitCents: Int!): BiddingLimit! @requireAuth(roles: ["admin"])
  }

  "A new auction. Times are instants (the console converts the auction's local times)."
  input CreateAuctionInput {
    name: String!
    nameEs: String!
    "The auction page's lead (up to 1,000 characters); empty when left out."
    description: String
    descriptionEs: String
    format: AuctionFormat!
    "Required (null is a field error on it, as a form with an unreadable time sends)."
    startsAt: DateTime
    "Required: after the start, still ahead, at most 90 days after the start."
    endsAt: DateTime
    "IANA time zone the times are announced in (America/Chicago)."
    timeZone: String!
    "Seconds between two lots' closes, 0 to 3,600. Default 60."
    lotIntervalSeconds: Int
    "Soft close in seconds, 0 to 3,600. Default 180."
    softCloseSeconds: Int
    city: String!
    "US state code (TX)."
    state: String!
    "The yard of an onsite auction."
    venue: String
  }

  "An auction as the console lists it."
  type AdminAuction {
    slug: String!
    "The name in the caller's language."
    name: String!
    nameEn: String!
    nameEs: String!
    format: AuctionFormat!
    status: AuctionStatus!
    startsAt: DateTime!
    endsAt: DateTime!
    timeZone: String!
    city: String!
    state: String!
    lotIntervalSeconds: Int!
    softCloseSeconds: Int!
    lotCount: Int!
    "Lots not decided yet (upcoming or open)."
    liveLotCount: Int!
    soldLotCount: Int!
    withdrawnLotCount: Int!
    "The lots by lot number."
    lots: [AdminAuctionLot!]!
  }

  "A lot as staff see it: the reserve, the leader's e-mail and maximum, the withdrawal."
  type AdminAuctionLot {
    id: ID!
    lotNumber: Int!
    title: String!
    "The listing's stock number (null when the machine has no listing)."
    stockNumber: String
    status: AuctionLotStatus!
    startingBidCents: Int
    reserveCents: Int
    "The shown price (the hammer price once sold); null before the first bid."
    currentBidCents: Int
    bidCount: Int!
    "The close in force."
    closesAt: DateTime
    leaderEmail: String
    leaderMaxCents: Int
    "When the closing job decided the lot."
    closedAt: DateTime
    withdrawnAt: DateTime
    withdrawnReason: String
  }

  "One bid of a lot's log (staff)."
  type AdminLotBid {
    id: ID!
    bidderEmail: String!
    maxBidCents: Int!
    accepted: Boolean!
    "Why it was refused (a BID_REFUSAL_REASONS code); null when accepted."
    refusal: String
    "The shown price after it; null when refused."
    priceAfterCents: Int
    leadingAfter: Boolean!
    "When the server decided it (the database's clock under the lot's lock)."
    at: DateTime!
  }

  "A lot and its bid log."
  type AdminLotBidLog {
    auctionSlug: String!
    auctionName: String!
    lot: AdminAuctionLot!
    bids: [AdminLotBid!]!
  }

  "A bidder's limit after setBiddingLimit."
  type BiddingLimit {
    email: String!
    limitCents: Int!
    "The admin who set it (e-mail)."
    setBy: String
    updatedAt: DateTime!
  }
`
