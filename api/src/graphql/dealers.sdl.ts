export const schema = /* GraphQL */ `
  extend type Query {
    "The dealer directory: partner sellers by name (spec §2)."
    dealers: [Dealer!]! @skipAuth
    "One partner seller by its directory slug; null when no partner has that slug."
    dealer(slug: String!): Dealer @skipAuth
  }

  "A partner seller as the public sees it: name, business address and machines for sale."
  type Dealer {
    slug: String!
    name: String!
    street: String!
    suite: String
    city: String!
    state: String!
    zip: String!
    "Listings for sale or coming soon (what a search of their machines finds)."
    listingCount: Int!
  }
`
