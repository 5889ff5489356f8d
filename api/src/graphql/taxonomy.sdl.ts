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
  }

  "Filters are slugs; q matches model and make names (every word must match). first: 1-100."
  input TaxonomyModelsInput {
    make: String
    category: String
    q: String
    provenance: TaxonomyProvenance
    first: Int
    after: String
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
  }
`
