export const schema = /* GraphQL */ `
  extend type Query {
    """
    Listing search: text (typo tolerant), filters, facet counts (each facet counted with every
    other filter applied), result stats and a queryID that result links carry.
    """
    searchListings(input: SearchListingsInput): SearchListingsResult! @skipAuth
    "Suggestions as you type (typo tolerant) in the given or the request's language."
    searchSuggestions(q: String!, locale: String, limit: Int = 8): [SearchSuggestion!]! @skipAuth
    """
    What most distinct visitors searched in the last 30 days, normalised, among texts that find
    machines for sale now (no raw input, no blocked word); count is the number of visitors.
    """
    popularSearches(locale: String, limit: Int = 8): [PopularSearch!]! @skipAuth
    """
    The search text read into the search page's filters (issue 35): "cat 320 under 100k in texas"
    is make, price and state, with "320" left as text. Deterministic; locale names the chips.
    """
    readSearchQuery(q: String!, locale: String): ReadSearchQuery! @skipAuth
  }

  "A search URL parameter (the search page's names: make, category, sub, priceMax, state...)."
  type SearchUrlParam {
    name: String!
    value: String!
  }

  "One filter read from the text, as a chip: its kind, the page's chip id, label and parameters."
  type UnderstoodChip {
    "make, category, subcategory, state, price, year, hours, miles or zip"
    kind: String!
    id: String!
    label: String!
    params: [SearchUrlParam!]!
  }

  type ReadSearchQuery {
    "The text left once the filters are read out (the new q)."
    q: String!
    "Every understood filter's URL parameters."
    params: [SearchUrlParam!]!
    chips: [UnderstoodChip!]!
  }

  "Show-only filter: listings that are all of these."
  enum ShowOnly {
    INSPECTED
    PRICE_REDUCED
    WARRANTY
    COMING_SOON
    PARTNER_SELLER
    "A great or good deal rating (issue 17)."
    GOOD_DEAL
  }

  "A range filter on a category spec field (SpecField.key), e.g. operatingWeightLb 20000..40000."
  input SpecRangeInput {
    key: String!
    min: Float
    max: Float
  }

  """
  Every field is optional. Slugs are those of categories, broadCategories and makes; model slugs
  those of SearchFacets.models. Money is integer cents except priceUnder (spec §9 thresholds in
  whole dollars: 5000, 10000, 20000, 25000, 30000, 50000, 75000, 100000, 150000, 200000).
  Invalid values answer VALIDATION with field paths relative to this input.
  """
  input SearchListingsInput {
    q: String
    "The text as typed: no misspelling or sound-alike corrected (the 'search instead for' link)."
    literal: Boolean
    broadCategory: String
    categories: [String!]
    subcategories: [String!]
    makes: [String!]
    models: [String!]
    yearMin: Int
    yearMax: Int
    priceMinCents: Float
    priceMaxCents: Float
    priceUnder: Int
    hoursMin: Int
    hoursMax: Int
    milesMin: Int
    milesMax: Int
    conditions: [Condition!]
    flairs: [Flair!]
    "true: partner sellers only; false: no partner sellers."
    partnerSeller: Boolean
    "One partner seller's machines, by its dealer-directory slug (an unknown slug finds nothing)."
    seller: String
    showOnly: [ShowOnly!]
    "Default: available and coming_soon. removed is never public."
    statuses: [ListingStatus!]
    "all, last_week, last_month, last_3_months or last_6_months (spec §4). Default all."
    daysOnMarket: String
    """
    last_week, last_month, last_3_months or last_6_months: only listings whose price is reduced
    now, cut within that window (lightning deals: last_week).
    """
    priceReducedWithin: String
    "Stock numbers to leave out (neither returned nor counted), e.g. those another rail shows. At most 50."
    excludeStockNumbers: [String!]
    "Two-letter state codes."
    states: [String!]
    city: String
    "A US ZIP code: with radiusMiles, only listings within that many miles; results carry distanceMiles and freightEstimate."
    zip: String
    radiusMiles: Int
    specs: [SpecRangeInput!]
    """
    recommended, createdDateUtc, advertisedPrice_asc, advertisedPrice_desc, year_desc, year_asc,
    hours_asc or mileage_asc (spec §4); also priceCut_desc, the deepest current price cut (percent
    below the original price) first; and, with a zip only, distance_asc, nearest first (issue 37).
    Default recommended.
    """
    sort: String
    "1-based. Default 1."
    page: Int
    "Default 24, at most 100."
    pageSize: Int
  }

  type SearchListingsResult {
    "Id of this search: result links carry it (?queryID=) so clicks are attributed to it."
    queryID: ID!
    results: [ListingCard!]!
    facets: SearchFacets!
    stats: SearchStats!
  }

  type SearchStats {
    total: Int!
    page: Int!
    pageSize: Int!
    totalPages: Int!
    sort: String!
    "Time the api spent answering, in milliseconds."
    tookMs: Float!
    "The text as normalised, or null without text."
    query: String
    "The text as read when a word was corrected ('caterpillar excavator'), else null."
    correctedQuery: String
    "Words that matched nothing (the search then finds nothing)."
    unmatchedWords: [String!]!
    priceMinCents: Float
    priceMaxCents: Float
    yearMin: Int
    yearMax: Int
    "The ZIP's place, when the search had one."
    zipCity: String
    zipState: String
  }

  type FacetValue {
    value: String!
    label: String!
    count: Int!
    selected: Boolean!
  }

  "A numeric range [min, max); min or max null means open-ended."
  type RangeBucket {
    min: Float
    max: Float
    count: Int!
  }

  "Spec §9 price threshold: listings priced at or under underUsd dollars."
  type PriceThresholdCount {
    underUsd: Int!
    count: Int!
    selected: Boolean!
  }

  type SpecFacet {
    key: String!
    label: String!
    unit: String!
    buckets: [RangeBucket!]!
    "Smallest and largest value among the listings counted."
    min: Float
    max: Float
  }

  "Each facet counts listings matching every filter except its own."
  type SearchFacets {
    broadCategories: [FacetValue!]!
    categories: [FacetValue!]!
    "Subcategories of the chosen categories (all with listings when none is chosen)."
    subcategories: [FacetValue!]!
    makes: [FacetValue!]!
    "Models of the chosen makes; empty when no make is chosen. value is the model slug."
    models: [FacetValue!]!
    years: [FacetValue!]!
    priceThresholds: [PriceThresholdCount!]!
    priceRanges: [RangeBucket!]!
    hours: [RangeBucket!]!
    miles: [RangeBucket!]!
    conditions: [FacetValue!]!
    flairs: [FacetValue!]!
    "value partner or standard."
    partnerSeller: [FacetValue!]!
    "The chosen dealer (seller filter): its slug and name; empty without one."
    seller: [FacetValue!]!
    showOnly: [FacetValue!]!
    statuses: [FacetValue!]!
    "Cumulative: all, last_week, last_month, last_3_months, last_6_months."
    daysOnMarket: [FacetValue!]!
    states: [FacetValue!]!
    "Cities of the chosen states; empty when no state is chosen. value is the city name."
    cities: [FacetValue!]!
    "Dynamic facets: the spec fields of the chosen categories."
    specs: [SpecFacet!]!
  }

  type SearchSuggestion {
    phrase: String!
    "make, category, make_category or make_model."
    kind: String!
    "Search input the suggestion applies, e.g. {makes: ['caterpillar'], categories: ['excavators']}."
    params: JSON!
    "Listings it finds."
    count: Int!
  }

  type PopularSearch {
    text: String!
    "Distinct visitors who searched the text."
    count: Int!
  }
`
