export const schema = /* GraphQL */ `
  "A category that has spec sheets of real models (curated or vPIC, never generated)."
  type SpecCategory {
    slug: String!
    name: String!
    singularName: String!
    intro: String!
    icon: String!
    group: CategoryGroupRef!
    sheetCount: Int!
    makeCount: Int!
  }

  type SpecMakeCount {
    slug: String!
    name: String!
    count: Int!
  }

  "A model's spec sheet in a list. slug is '{make slug}-{model slug}'; money in integer cents."
  type SpecSheetSummary {
    slug: String!
    modelSlug: String!
    name: String!
    make: MakeRef!
    yearFrom: Int
    yearTo: Int
    sizeClass: String
    provenance: TaxonomyProvenance!
    modelPriceCents: Int
    operatingWeightLb: Int
  }

  type SpecCategoryPage {
    category: SpecCategory!
    "Every make with spec sheets in the category, by name."
    makes: [SpecMakeCount!]!
    "The make the page is narrowed to."
    make: SpecMakeCount
    sheets: [SpecSheetSummary!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  "One of the category's own specifications (horsepower, reach, ...)."
  type SpecValue {
    key: String!
    label: String!
    unit: String!
    value: Float!
  }

  "Assumptions behind the estimated running costs and payments."
  type SpecEstimateBasis {
    dieselUsdPerGallon: Float!
    hoursPerMonth: Int!
    financeAprPercent: Float!
    financeTermMonths: Int!
    usedSharePercent: Int!
  }

  type SpecCategoryName {
    slug: String!
    name: String!
    singularName: String!
  }

  """
  Spec §3 spec detail fields of one real model. Money in integer cents. Every figure is an
  estimate (aiGenerated): show the AI-generated spec disclaimer with it.
  """
  type SpecSheet {
    id: ID!
    slug: String!
    modelSlug: String!
    name: String!
    make: MakeRef!
    category: SpecCategoryName!
    subcategory: CategoryRef
    yearFrom: Int
    yearTo: Int
    sizeClass: String
    provenance: TaxonomyProvenance!
    source: String!
    rentalDailyCents: Int
    rentalHalfDayCents: Int
    rentalWeeklyCents: Int
    fuelCostPerMonthCents: Int
    fuelGallonsPerHour: Float
    maintenanceCostPerHourCents: Int
    maintenanceCostPerMonthCents: Int
    modelPriceCents: Int
    financingNewMonthlyCents: Int
    financingUsedMonthlyCents: Int
    operatingWeightLb: Int
    specs: [SpecValue!]!
    aiGenerated: Boolean!
    basis: SpecEstimateBasis!
    "Listings of this model available or coming soon."
    listingCount: Int!
    "Other spec sheets of the same make in the category."
    related: [SpecSheetSummary!]!
  }

  type SpecSheetPath {
    category: String!
    slug: String!
  }

  "page starts at 1; pageSize 1-100 (default 60). A page past the last is NOT_FOUND."
  input SpecCategoryInput {
    category: String!
    make: String
    page: Int
    pageSize: Int
  }

  input SpecSheetInput {
    category: String!
    slug: String!
  }

  extend type Query {
    "Categories with spec sheets, in catalogue order."
    specCategories: [SpecCategory!]! @skipAuth
    "One category's spec sheets by make and model; unknown category or make is NOT_FOUND."
    specCategory(input: SpecCategoryInput!): SpecCategoryPage! @skipAuth
    "One spec sheet; unknown or not a real product is NOT_FOUND."
    specSheet(input: SpecSheetInput!): SpecSheet! @skipAuth
    "Every spec page's category and slug (sitemap)."
    specSheetPaths: [SpecSheetPath!]! @skipAuth
  }
`
