export const schema = /* GraphQL */ `
  "What the web's sitemaps list: equipment pages by id range, and landing pages with machines."
  type SitemapSummary {
    "Listings available or coming soon."
    listingCount: Int!
    "Highest listing id: sitemaps split listings into id ranges."
    maxListingId: Int!
  }

  type SitemapListing {
    stockNumber: String!
    year: Int!
    makeName: String!
    model: String!
    updatedAt: DateTime!
  }

  type MakeCategoryCombination {
    make: String!
    category: String!
    count: Int!
  }

  type CategoryStateCombination {
    category: String!
    "Two-letter state code."
    state: String!
    count: Int!
  }

  type CityCombination {
    "Two-letter state code."
    state: String!
    city: String!
    "The city page's slug: /locations/{state}/{slug}."
    slug: String!
    count: Int!
  }

  type LandingCombinations {
    makeCategories: [MakeCategoryCombination!]!
    categoryStates: [CategoryStateCombination!]!
    cities: [CityCombination!]!
  }

  extend type Query {
    sitemapSummary: SitemapSummary! @skipAuth
    "Listings with idFrom <= id < idTo (at most 10,000 apart), available or coming soon."
    sitemapListings(idFrom: Int!, idTo: Int!): [SitemapListing!]! @skipAuth
    sitemapLandings: LandingCombinations! @skipAuth
    "The city a city landing page stands for (state code + city slug), or null when it has no machines."
    landingCity(state: String!, slug: String!): CityCombination @skipAuth
  }
`
