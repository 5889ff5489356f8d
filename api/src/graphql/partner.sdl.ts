export const schema = /* GraphQL */ `
  """
  An API key of a partner seller for the inventory feed (issue 15). The key itself is shown once,
  when it is created; the list shows its first characters. Feed: GET
  /partner/v1/listings/template.csv and POST /partner/v1/listings/import (text/csv, at most 10 MB
  and 10,000 rows; ?dryRun=true validates only, ?mode=replace also withdraws the partner's
  listings the file leaves out) with the header Authorization: Bearer <key>. New rows are
  published at once (status available, PartnerSeller flair, the partner's name).
  """
  type PartnerApiKey {
    id: ID!
    name: String!
    "The key's first characters (iy_live_ and 8 more)."
    prefix: String!
    createdAt: DateTime!
    "Null until the key is used (updated at most once a minute)."
    lastUsedAt: DateTime
    "Revoked keys stay listed and never work again."
    revokedAt: DateTime
  }

  "A new key: the only answer that carries the key itself."
  type PartnerApiKeyCreated {
    id: ID!
    """
    The key (iy_live_ and 43 characters): store it now, it is never shown again. Null when this
    answers a repeated submit (the same idempotencyKey): the first answer carried it.
    """
    key: String
    name: String!
    prefix: String!
    createdAt: DateTime!
  }

  "The partner seller the signed-in member works for (the /partner pages' header)."
  type PartnerSeller {
    id: ID!
    name: String!
    "Its listings in each state (the spec's order, zero counts included)."
    listingsByStatus: [ListingStatusCount!]!
  }

  "A member of a partner seller: an address that gets the partner's pages once verified."
  type PartnerMember {
    email: String!
    addedAt: DateTime!
    "Who added the member (an admin's address, or seed)."
    addedBy: String
  }

  "A partner seller as staff manage it (admin console)."
  type PartnerSellerAdmin {
    id: ID!
    name: String!
    "Listings in every state."
    listingCount: Int!
    "Members, by address."
    members: [PartnerMember!]!
  }

  "A make a partner asked staff to add (an audit entry make.request)."
  type MakeRequest {
    name: String!
    "True when this partner had already asked for it (nothing new was written)."
    alreadyRequested: Boolean!
  }

  extend type Query {
    "The member's partner seller."
    myPartnerSeller: PartnerSeller! @requireAuth(roles: ["partner"])
    "Every partner seller with its members, by name. Admins only."
    partnerSellers: [PartnerSellerAdmin!]! @requireAuth(roles: ["admin"])
    "The signed-in member's partner's API keys, newest first (revoked ones included)."
    partnerApiKeys: [PartnerApiKey!]! @requireAuth(roles: ["partner"])
  }

  extend type Mutation {
    "A new API key for the member's partner seller (the same idempotencyKey twice creates one)."
    createPartnerApiKey(name: String!, idempotencyKey: String): PartnerApiKeyCreated!
      @requireAuth(roles: ["partner"])
    "Revoke one of the partner's keys at once (another partner's key is NOT_FOUND)."
    revokePartnerApiKey(id: ID!): PartnerApiKey! @requireAuth(roles: ["partner"])
    """
    Make an address a member of a partner seller (idempotent). An address belongs to one partner:
    another partner's member is refused (CONFLICT, naming that partner) unless move is true, which
    moves them. Admins only.
    """
    addPartnerMember(sellerId: ID!, email: String!, move: Boolean): PartnerSellerAdmin!
      @requireAuth(roles: ["admin"])
    """
    Ask staff to add a make the catalogue lacks: it shows in the audit log (entity make). A make
    the catalogue has is a field error on name. Partner members only.
    """
    requestMake(name: String!): MakeRequest! @requireAuth(roles: ["partner"])
    "Remove a member (idempotent): their next request no longer has the partner's pages. Admins only."
    removePartnerMember(sellerId: ID!, email: String!): PartnerSellerAdmin!
      @requireAuth(roles: ["admin"])
  }
`
