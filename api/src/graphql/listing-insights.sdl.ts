export const schema = /* GraphQL */ `
  "Issue 17: where the asking price sits against the market (decision 033)."
  enum DealRating {
    great
    good
    fair
    above_market
  }

  "The basis of a listing's deal rating: our valuation model over this many completed sales."
  type DealBasis {
    "The valuation model's retail value of this machine, integer cents."
    marketValueCents: Float!
    "Completed sales the valuation rested on."
    comparableCount: Int!
    ratedAt: DateTime!
  }

  "A completed sale like this listing (issue 17)."
  type ComparableSale {
    "YYYY-MM-DD."
    soldOn: String!
    "Integer cents."
    priceCents: Float!
    year: Int!
    hours: Int
    miles: Int
    "Two-letter state code."
    state: String!
    model: String!
    "auction, dealer or marketplace."
    channel: String!
  }

  """
  How the comparable sales were chosen and where this listing's price sits against them: the same
  valuation the deal rating reads (issue 37), so the two always agree.
  """
  type ComparableSalesSummary {
    "model: the same model; size_class: the same model and the make's machines of its size, year ±2."
    basis: String!
    "rated; too_few: fewer than 5 sales; scattered: enough sales, too spread to rate the price."
    status: String!
    "How far back the sales go, in months."
    windowMonths: Int!
    "Every comparable sale used: the deal rating's basis count."
    count: Int!
    "The median sale price; null under 5 sales."
    medianCents: Float
    "This listing's price against the median, whole percent (negative: below)."
    percentFromMedian: Int
    "The valuation's retail value of this machine (the deal rating's); null without a rating."
    marketValueCents: Float
    "This listing's price against marketValueCents, whole percent (the deal rating's ratio)."
    percentFromMarketValue: Int
  }

  type BuyerFee {
    "documentation"
    code: String!
    cents: Float!
  }

  "The freight assumptions behind AllInCost.freightCents."
  type FreightAssumptions {
    "standard, heavy, oversize or permit."
    transportClass: String!
    operatingWeightLb: Int!
    "listing (its specs), model (the spec sheet) or category (the median of the category's spec sheets)."
    weightSource: String!
    greatCircleMiles: Int!
    roadMiles: Int!
    roadFactor: Float!
    perMileCents: Int!
    minimumCents: Int!
    permitCents: Int!
    "The seller ships free (FreeShipping flair): freight is 0."
    freeShipping: Boolean!
  }

  "Price + freight + estimated sales tax + fees = total, and the monthly payment on the total."
  type AllInCost {
    zip: String!
    city: String!
    state: String!
    priceCents: Float!
    freightCents: Float!
    "State base rate on the price; local taxes not included."
    taxCents: Float!
    taxPercent: Float!
    feesCents: Float!
    fees: [BuyerFee!]!
    totalCents: Float!
    "Financing the total at the calculator's default terms."
    monthlyPaymentCents: Float!
    ratePercent: Float!
    downPercent: Float!
    termMonths: Int!
    freight: FreightAssumptions!
    "YYYY-MM-DD dates of the tables used."
    freightRatesAsOf: String!
    taxRatesAsOf: String!
    feesAsOf: String!
  }

  "A price cut: how much the price went down, and when."
  type PriceCut {
    amountCents: Float!
    changedAt: DateTime!
  }

  "Issue 37: a machine's freight to the search's ZIP, as a result card shows it."
  type FreightEstimate {
    "The ZIP the machine would be delivered to."
    zip: String!
    "AllInCost.freightCents to that ZIP: whole dollars, in cents; 0 when the seller ships free."
    cents: Float!
    "The seller ships free (FreeShipping flair)."
    freeShipping: Boolean!
  }

  extend type ListingCard {
    "The stored deal rating (decision 033); null when the data is too thin to say."
    dealRating: DealRating
    "The most recent price cut; null when the price never went down."
    latestPriceCut: PriceCut
    "Freight to the search's ZIP; null when the search had none (and outside a search)."
    freightEstimate: FreightEstimate
  }

  extend type Listing {
    "Null when the data is too thin to say (or the model cannot value the machine)."
    dealRating: DealRating
    dealBasis: DealBasis
    "Completed sales of the same model in the last 12 months, widened to its size class when fewer than 5."
    comparableSales: [ComparableSale!]!
    comparableSalesSummary: ComparableSalesSummary!
    "Delivered to this US ZIP (5 digits)."
    allInCost(zip: String!): AllInCost!
  }
`
