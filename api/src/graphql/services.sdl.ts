export const schema = /* GraphQL */ `
  "Spec §9 tax-savings readings (api/src/services/finance/estimate-tax-savings.ts)."
  enum TaxAssumption {
    "100% bonus depreciation, 21% federal corporate tax rate."
    bonus_100_21
    "Section 179 first-year write-off of 60% (fiscal 2025), 35% tax rate."
    section179_2025_35
    "Section 179 first-year write-off of 100% (2023), 35% tax rate."
    section179_2023_35
  }

  enum TaxBasis {
    bonus_depreciation
    section_179
  }

  "An estimate, not tax advice: the assumptions travel with the figures."
  type TaxSavingsEstimate {
    assumption: TaxAssumption!
    basis: TaxBasis!
    taxYear: Int
    depreciationPercent: Float!
    taxRatePercent: Float!
    priceCents: Float!
    deductionCents: Float!
    taxSavingsCents: Float!
    netCostCents: Float!
  }

  enum SaleChannel {
    marketplace
    auction
    dealer
  }

  "One way to sell, with the assumptions its figures come from."
  type ChannelProceeds {
    channel: SaleChannel!
    "Sale price as a percent of the market value (assumption)."
    priceOfMarketPercent: Float!
    "Fee or commission as a percent of the sale price (assumption)."
    feePercent: Float!
    salePriceCents: Float!
    feeCents: Float!
    "Hauling paid by the seller (assumption)."
    transportCents: Float!
    netCents: Float!
  }

  "Spec §2 sell page fee calculator (api/src/services/sell/compare-sale-proceeds.ts)."
  type SaleProceedsComparison {
    marketValueCents: Float!
    channels: [ChannelProceeds!]!
    moreThanAuctionPercent: Float
    moreThanDealerPercent: Float
  }

  "A machine valued on the spot, not saved (the value tracker's model over comparable sales)."
  type InstantValuation {
    year: Int!
    make: MakeRef!
    model: String!
    category: CategoryRef!
    hours: Int
    miles: Int
    valuation: MachineValuation!
    valuedAt: DateTime!
  }

  type InspectionChecklistSection {
    key: String!
    name: String!
    pointCount: Int!
    "The section's first points, as examples."
    examples: [String!]!
  }

  "The 150-point checklist every inspection report follows."
  type InspectionChecklist {
    pointCount: Int!
    sections: [InspectionChecklistSection!]!
  }

  extend type Query {
    "Spec §1/§9 tax-savings estimate. price as typed (spec §5 messages when wrong)."
    taxSavingsEstimate(price: String, assumption: TaxAssumption): TaxSavingsEstimate! @skipAuth
    "Spec §2 fee calculator: net proceeds with us, at auction and from a dealer."
    saleProceedsComparison(marketValue: String): SaleProceedsComparison! @skipAuth
    "Free valuation for anyone; limited per visitor address (RATE_LIMITED past it)."
    instantValuation(input: TrackedMachineInput!): InstantValuation! @skipAuth
    inspectionChecklist: InspectionChecklist! @skipAuth
  }
`
