export const schema = /* GraphQL */ `
  extend type Query {
    "The 44 equipment categories, optionally only those of one broad category or navigation group."
    categories(broadCategory: String, group: String): [Category!]! @skipAuth
    "One category by slug; null when no category has that slug."
    category(slug: String!): Category @skipAuth
    "Navigation groups (earthmoving, lifting, ...) with their categories."
    categoryGroups: [CategoryGroup!]! @skipAuth
    "The 6 broad categories of spec §2 (/construction, /mining, ...)."
    broadCategories: [BroadCategory!]! @skipAuth
    broadCategory(slug: String!): BroadCategory @skipAuth
    "Makes with a first-letter index; featuredOnly leaves out directory-only makes."
    makes(featuredOnly: Boolean = false): MakeDirectory! @skipAuth
    "One make by slug; null when no make has that slug."
    make(slug: String!): Make @skipAuth
  }

  "Names are in the request's language (x-locale / Accept-Language); nameEn and nameEs are both."
  type Category {
    id: Int!
    slug: String!
    name: String!
    nameEn: String!
    nameEs: String!
    singularName: String!
    intro: String!
    icon: String!
    primarySizeMetric: String!
    group: CategoryGroupRef!
    broadCategories: [BroadCategoryRef!]!
    subcategories: [Subcategory!]!
    "Numeric spec fields behind this category's dynamic search facets."
    specFields: [SpecField!]!
    "Listings available or coming soon (what a search with default filters finds)."
    listingCount: Int!
  }

  type Subcategory {
    id: Int!
    slug: String!
    name: String!
    nameEn: String!
    nameEs: String!
    listingCount: Int!
  }

  type SpecField {
    key: String!
    label: String!
    labelEn: String!
    labelEs: String!
    unit: String!
    "Facet range edges, ascending: ranges are [.., e0), [e0, e1), ..., [eN, ..)."
    buckets: [Float!]!
  }

  type CategoryGroupRef {
    slug: String!
    name: String!
  }

  type BroadCategoryRef {
    slug: String!
    name: String!
  }

  type CategoryGroup {
    slug: String!
    name: String!
    nameEn: String!
    nameEs: String!
    categories: [Category!]!
    listingCount: Int!
  }

  type BroadCategory {
    id: Int!
    slug: String!
    name: String!
    nameEn: String!
    nameEs: String!
    intro: String!
    categories: [Category!]!
    "Listings available or coming soon in any of its categories."
    listingCount: Int!
  }

  type Make {
    id: Int!
    slug: String!
    name: String!
    aliases: [String!]!
    parentCompany: String
    firstLetter: String!
    "1..16 in the spec's top-16 list, in its order; null otherwise."
    topRank: Int
    featured: Boolean!
    listingCount: Int!
    "Categories this make has listings in, with counts (make x category pages)."
    categories: [MakeCategoryCount!]!
  }

  type MakeCategoryCount {
    category: CategoryRef!
    count: Int!
  }

  type MakeLetter {
    letter: String!
    makeCount: Int!
    listingCount: Int!
  }

  type MakeDirectory {
    "All makes (or featured ones) by name."
    makes: [Make!]!
    "The spec's top-16 makes, in order."
    top: [Make!]!
    letters: [MakeLetter!]!
  }

  type CategoryRef {
    slug: String!
    name: String!
  }

  type MakeRef {
    slug: String!
    name: String!
  }
`
