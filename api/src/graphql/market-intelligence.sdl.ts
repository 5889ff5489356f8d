export const schema = /* GraphQL */ `
  "not_enough_data: show the spec §8 text for messageKey (message has it in the request's language)."
  enum MarketDataStatus {
    ok
    not_enough_data
  }

  type PriceTrendPoint {
    "Calendar month, YYYY-MM."
    month: String!
    salesCount: Int!
    "Null when the month had fewer than 3 sales."
    medianPriceCents: Float
    lowerQuartileCents: Float
    upperQuartileCents: Float
  }

  type PriceTrends {
    status: MarketDataStatus!
    messageKey: String
    message: String
    category: CategoryRef!
    make: MakeRef
    months: Int!
    asOf: DateTime!
    salesCount: Int!
    points: [PriceTrendPoint!]!
    "Change from the first to the last month with a median, in percent."
    changePct: Float
  }

  type BrandPremium {
    make: MakeRef!
    "Age-adjusted premium over the category, in percent (negative: below)."
    premiumPct: Float!
    salesCount: Int!
    medianPriceCents: Float!
    medianAgeYears: Float!
  }

  type BrandPremiums {
    status: MarketDataStatus!
    messageKey: String
    message: String
    category: CategoryRef!
    "Always 12 (spec §9)."
    months: Int!
    asOf: DateTime!
    salesCount: Int!
    categoryMedianPriceCents: Float
    brands: [BrandPremium!]!
  }

  type StateSupply {
    state: String!
    stateName: String!
    listingCount: Int!
    sharePct: Float!
    medianAskingPriceCents: Float
    salesLast12Months: Int!
    "Listings divided by the monthly pace of sales; null without sales."
    monthsOfSupply: Float
  }

  type SupplyByLocation {
    status: MarketDataStatus!
    messageKey: String
    message: String
    category: CategoryRef
    make: MakeRef
    asOf: DateTime!
    totalListings: Int!
    states: [StateSupply!]!
  }

  input PriceTrendsInput {
    "Category slug."
    category: String!
    "Make slug (optional)."
    make: String
    "3, 6 or 12 (spec §9)."
    months: Int!
  }

  extend type Query {
    priceTrends(input: PriceTrendsInput!): PriceTrends! @requireAuth
    "Brand premiums over the last 12 months in a category (slug)."
    brandPremiums(category: String!): BrandPremiums! @requireAuth
    "Available listings by state, optionally of one category and one make (slugs)."
    supplyByLocation(category: String, make: String): SupplyByLocation! @requireAuth
  }
`
