export const schema = /* GraphQL */ `
  extend type Query {
    "One auction lot by id (issue 34's lot page); null for an unknown id."
    auctionLot(id: ID!): AuctionLot @skipAuth
  }

  extend type Mutation {
    """
    Register to bid in an online auction (issue 34, "Who may bid"): a verified e-mail, a phone
    (given here, else the profile's) and the auction's terms accepted. Once per auction:
    registering again answers the first registration. Staff may not.
    """
    registerToBid(auctionSlug: String!, acceptTerms: Boolean!, phone: String): BidderRegistration!
      @requireAuth
    """
    Place a maximum (proxy) bid. Decided by the server under the lot's lock with the database's
    clock, by the contract's rules (decision 054). A refused bid is an error whose
    extensions.messageKey names the reason: validation:validation.bidAmountRequired,
    validation:validation.bidAmountInvalid, auctions:bid.belowMinimum (messageVars.minimumCents),
    auctions:bid.lotNotOpen, auctions:bid.overLimit, auctions:bid.ownMachine,
    auctions:bid.notRegistered, auctions:bid.staff. The same idempotency key answers as the first
    time (one bid); with another lot or amount it is a CONFLICT.
    """
    placeBid(lotId: ID!, maxBidCents: Int!, idempotencyKey: String!): BidResult! @requireAuth
    "Watch a lot (watching twice is one watch)."
    watchLot(lotId: ID!): AuctionLot! @requireAuth
    "Stop watching a lot (not watching it is not an error)."
    unwatchLot(lotId: ID!): AuctionLot! @requireAuth
  }

  type Subscription {
    """
    A lot's public state each time it changes (an accepted bid, its closing, a withdrawal), over
    server-sent events (GraphQL over SSE: GET or POST /graphql with Accept: text/event-stream).
    Works across api replicas through Redis. Every update carries the whole public state, so a
    missed one is made good by the next; ignore an update whose bidCount is lower than the one
    shown. An unknown lot, or one without online bidding, is an error (auctions:lot.notFound).
    """
    lotUpdated(lotId: ID!): LotUpdate! @skipAuth
  }

  "One lot's public state after a change (issue 34's live updates). Never the caller's own standing."
  type LotUpdate {
    lotId: ID!
    status: AuctionLotStatus!
    "The shown price; null before the first bid."
    currentBidCents: Int
    "The next acceptable bid."
    minimumNextBidCents: Int
    bidCount: Int!
    "The close in force."
    closesAt: DateTime
    "Whether the price reached the reserve; null when the lot has none."
    reserveMet: Boolean
    "The leader's public bidder number (Bidder n); null without bids. When it changes, read the caller's standing again."
    leaderBidderNumber: Int
    "The newest entry of the public history: its bidder's number, the price after it, when."
    lastBidderNumber: Int
    lastBidAmountCents: Int
    lastBidAt: DateTime
    "This change moved the close (a bid within the soft close): announce it."
    extended: Boolean!
  }

  "Where a lot stands."
  enum AuctionLotStatus {
    "Before the auction's start."
    upcoming
    "Taking bids until its close (a bid at or after the close is refused)."
    open
    "Closed with a bid and the reserve met (or none): sold to the leader at the shown price."
    sold
    "Closed without a bid, or with the reserve not met."
    unsold
    "Taken out of the sale by staff."
    withdrawn
  }

  extend type Auction {
    "Lot n closes at the auction's end plus (n − 1) times this many seconds."
    lotIntervalSeconds: Int!
    "A bid that moves a lot within this many seconds of its close moves the close to the bid plus this."
    softCloseSeconds: Int!
  }

  extend type AuctionLot {
    id: ID!
    status: AuctionLotStatus!
    """
    The close in force: the staggered close, moved by the soft close. Null for a lot that takes
    no online bids (an onsite sale's).
    """
    closesAt: DateTime
    "The least first bid; null for a lot that takes no online bids."
    startingBidCents: Int
    "The shown price; null before the first bid."
    currentBidCents: Int
    "The next acceptable bid: the starting bid, then the price plus one increment."
    minimumNextBidCents: Int
    "Accepted bids, a leader's raise included."
    bidCount: Int!
    "Whether the price reached the reserve; null when the lot has none. The reserve is never shown."
    reserveMet: Boolean
    """
    The public history, newest first (at most \`last\`, up to 500): "Bidder n" and the price after
    each accepted bid, never a maximum; the caller's own bids marked.
    """
    bids(last: Int = 100): [AuctionBid!]!
    "The caller's own maximum on this lot (null signed out or without a bid)."
    myMaxBidCents: Int
    "The caller leads (false signed out)."
    leading: Boolean!
    "The caller watches this lot (false signed out)."
    watching: Boolean!
  }

  "One accepted bid of a lot's anonymised history."
  type AuctionBid {
    "The bidder's number, in the order of first bids (stable)."
    bidderNumber: Int!
    "Bidder n, in English (the web translates from bidderNumber)."
    bidderLabel: String!
    "The price after this bid (never the bidder's maximum)."
    amountCents: Int!
    "When the server committed it."
    at: DateTime!
    "The caller placed it."
    mine: Boolean!
  }

  "What an accepted bid answers (a refused bid is an error)."
  type BidResult {
    accepted: Boolean!
    "The bidder leads after the bid."
    leading: Boolean!
    "The shown price after the bid."
    currentBidCents: Int!
    "The next acceptable bid after it."
    minimumNextBidCents: Int!
    "The lot's close in force after the bid (moved when the bid extended it)."
    closesAt: DateTime!
    "The lot as it is now."
    lot: AuctionLot!
  }

  "A bidder's registration for one auction."
  type BidderRegistration {
    auctionSlug: String!
    "When the terms were accepted."
    registeredAt: DateTime!
    "The most the bidder's leading maximums on open lots may add up to."
    biddingLimitCents: Float!
  }
`
