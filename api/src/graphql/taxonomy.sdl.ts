export const schema = /* GraphQL */ `
  "Where a taxonomy row comes from: real registry data, hand-listed real models, or rule-made variants."
  enum TaxonomyProvenance {
    vpic
    curated
    generated
  }

  type TaxonomyMakeRef {
    slug: String!
    name: String!
    featured: Boolean!
  }

  type TaxonomyCategoryRef {
    slug: String!
    name: String!
  }

  """
  One make-model combination of the open equipment taxonomy. Rows with provenance generated are
  rule-based variants, not real products: never show them as products.
  """
  type TaxonomyModel {
    id: ID!
    name: String!
    slug: String!
    make: TaxonomyMakeRef!
    category: TaxonomyCategoryRef
    subcategory: TaxonomyCategoryRef
    yearFrom: Int
    yearTo: Int
    sizeClass: String
    provenance: TaxonomyProvenance!
    source: String!
    "A real product with a spec page at /resources/specs/{category}/{make slug}-{slug}."
    hasSpecSheet: Boolean!
  }

  type TaxonomyModelEdge {
    cursor: String!
    node: TaxonomyModel!
  }

  type TaxonomyPageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type TaxonomyModelConnection {
    edges: [TaxonomyModelEdge!]!
    nodes: [TaxonomyModel!]!
    pageInfo: TaxonomyPageInfo!
    totalCount: Int!
    "The page asked for with page (numbered pages); null with cursors."
    page: Int
    "Pages of first rows each (at least 1)."
    pageCount: Int!
  }

  """
  Filters are slugs; q matches model and make names (every word must match). first: 1-100.
  Page with after (keyset cursor) or page (numbered, from 1; one past the last is NOT_FOUND).
  """
  input TaxonomyModelsInput {
    make: String
    category: String
    q: String
    provenance: TaxonomyProvenance
    first: Int
    after: String
    page: Int
  }

  "The filters of TaxonomyModelsInput, for facet counts."
  input TaxonomyFacetsInput {
    make: String
    category: String
    q: String
    provenance: TaxonomyProvenance
  }

  type TaxonomyFacetCount {
    slug: String!
    name: String!
    count: Int!
  }

  type TaxonomyFacets {
    "The makes with most matching rows (at most 200, the selected one always), by name."
    makes: [TaxonomyFacetCount!]!
    "How many makes have matching rows in all."
    makeTotal: Int!
    "Categories with matching rows (the selected one always), in catalogue order."
    categories: [TaxonomyFacetCount!]!
    provenances: [TaxonomyProvenanceCount!]!
  }

  type TaxonomyProvenanceCount {
    provenance: TaxonomyProvenance!
    count: Int!
  }

  type TaxonomyStats {
    models: Int!
    byProvenance: [TaxonomyProvenanceCount!]!
    categorizedModels: Int!
    specSheets: Int!
    makes: Int!
    featuredMakes: Int!
    categories: Int!
  }

  extend type Query {
    "Page through the taxonomy's make-model combinations, ordered by make and model slug."
    taxonomyModels(input: TaxonomyModelsInput): TaxonomyModelConnection! @skipAuth
    "Counts of the open equipment taxonomy."
    taxonomyStats: TaxonomyStats! @skipAuth
    "Counts behind the taxonomy browser's filters, each with the other filters applied."
    taxonomyFacets(input: TaxonomyFacetsInput): TaxonomyFacets! @skipAuth
  }
`
