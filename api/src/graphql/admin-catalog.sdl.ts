export const schema = /* GraphQL */ `
  "A category or subcategory as the console writes it."
  type AdminCategoryNode {
    id: ID!
    slug: String!
    nameEn: String!
    nameEs: String!
    sortOrder: Int!
    "The category a subcategory belongs to; null for a category."
    parentSlug: String
    "When staff hid it (its pages answer 301 to the parent's); null while shown."
    hiddenAt: DateTime
  }

  "A subcategory in the console's tree."
  type AdminSubcategory {
    id: ID!
    slug: String!
    nameEn: String!
    nameEs: String!
    sortOrder: Int!
    "Listings a default search finds under it (available, coming soon)."
    listingCount: Int!
    "When staff hid it (its page answers 301 to its category's); null while shown."
    hiddenAt: DateTime
  }

  "A category in the console's tree, with its subcategories in their order."
  type AdminCategory {
    id: ID!
    slug: String!
    nameEn: String!
    nameEs: String!
    groupSlug: String!
    sortOrder: Int!
    "Listings a default search finds under it (available, coming soon)."
    listingCount: Int!
    "When staff hid it (its pages answer 301 to /equipment); null while shown."
    hiddenAt: DateTime
    subcategories: [AdminSubcategory!]!
  }

  "A new category (no parentSlug) or subcategory of parentSlug."
  input CreateCategoryInput {
    "Lower-case letters, digits and dashes."
    slug: String!
    name: String!
    nameEs: String!
    parentSlug: String
    "Categories only: the navigation group. Default: other."
    groupSlug: String
    "Categories only: the singular name (default: the name)."
    singular: String
    singularEs: String
    "Categories only: the landing page intro (default: a sentence from the name)."
    intro: String
    introEs: String
  }

  "The fields to change; a new slug keeps the old address as a 301."
  input UpdateCategoryInput {
    slug: String
    name: String
    nameEs: String
    "Categories only."
    groupSlug: String
    singular: String
    singularEs: String
    intro: String
    introEs: String
  }

  "A make as the console lists and writes it."
  type AdminMake {
    id: ID!
    slug: String!
    name: String!
    aliases: [String!]!
    parentCompany: String
    featured: Boolean!
    "1..16 for the spec's top-16 makes."
    topRank: Int
    modelCount: Int!
  }

  type AdminMakePage {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [AdminMake!]!
  }

  input AdminMakeFilter {
    "Part of the name, slug or an alias."
    q: String
    "A-Z, or # for names that start otherwise."
    letter: String
    page: Int
  }

  input CreateMakeInput {
    name: String!
    "Default: the name's slug."
    slug: String
    aliases: [String!]
    parentCompany: String
    "Default: true (shown in the directory and on its landing page)."
    featured: Boolean
  }

  """
  The fields to change; those left out keep their value. Null clears parentCompany, [] the
  aliases; null is a field error on the others.
  """
  input UpdateMakeInput {
    name: String
    slug: String
    aliases: [String!]
    parentCompany: String
    featured: Boolean
  }

  "A model line as the console lists and writes it."
  type AdminModel {
    id: ID!
    slug: String!
    name: String!
    makeSlug: String
    categorySlug: String
    "The category's name in the caller's language."
    categoryName: String
    subcategorySlug: String
    subcategoryName: String
    yearFrom: Int
    yearTo: Int
    "vpic, curated (staff-made models are curated) or generated."
    provenance: String!
    listingCount: Int
  }

  type AdminModelPage {
    make: AdminMake!
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [AdminModel!]!
  }

  input AdminModelFilter {
    makeSlug: String!
    "Part of the name or slug."
    q: String
    page: Int
  }

  input CreateModelInput {
    name: String!
    "Default: the name's slug."
    slug: String
    categorySlug: String
    subcategorySlug: String
    yearFrom: Int
    yearTo: Int
  }

  input UpdateModelInput {
    name: String
    slug: String
    categorySlug: String
    subcategorySlug: String
    yearFrom: Int
    yearTo: Int
  }

  "One sweepstakes entry (spec §3)."
  type AdminSweepstakesEntry {
    id: ID!
    contest: String!
    firstName: String!
    lastName: String!
    company: String!
    jobTitle: String!
    email: String!
    phone: String!
    worksInIndustry: Boolean!
    luckyNumbers: [Int!]!
    locale: String!
    createdAt: DateTime!
  }

  type AdminSweepstakesContest {
    contest: String!
    entryCount: Int!
  }

  type AdminSweepstakesEntryPage {
    "The contest shown; null: every contest."
    contest: String
    "Every contest with entries, newest first."
    contests: [AdminSweepstakesContest!]!
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [AdminSweepstakesEntry!]!
  }

  extend type Query {
    "The category tree with listing counts. Admins only."
    adminCategories: [AdminCategory!]! @requireAuth(roles: ["admin"])
    "Makes by name and first letter, 50 a page, with model counts. Admins only."
    adminMakes(filter: AdminMakeFilter): AdminMakePage! @requireAuth(roles: ["admin"])
    "One make's models, 50 a page. Admins only."
    adminModels(filter: AdminModelFilter!): AdminModelPage! @requireAuth(roles: ["admin"])
    "Sweepstakes entries, newest first, 50 a page; contest null: all. Admins only."
    adminSweepstakesEntries(contest: String, page: Int): AdminSweepstakesEntryPage!
      @requireAuth(roles: ["admin"])
    """
    The current address of a public catalogue path asked for by a renamed slug (a category, make
    or model), locale-free: '/old-slug' -> '/new-slug'. Null when nothing in it was renamed.
    """
    catalogRedirect(path: String!): String @skipAuth
    "Every old slug that redirects: the web asks catalogRedirect only for paths holding one."
    catalogRedirectSlugs: [String!]! @skipAuth
  }

  extend type Mutation {
    "A category, or with parentSlug a subcategory. Admins only."
    createCategory(input: CreateCategoryInput!): AdminCategoryNode! @requireAuth(roles: ["admin"])
    "Rename a category (or with parentSlug a subcategory); a new slug keeps the old URLs as 301s."
    updateCategory(
      slug: String!
      parentSlug: String
      input: UpdateCategoryInput!
    ): AdminCategoryNode! @requireAuth(roles: ["admin"])
    """
    Hide a category (or with parentSlug a subcategory): it leaves menus, filters, home tiles and
    the sitemap, and its pages answer 301 to the parent's. CONFLICT while listings are for sale
    in it. Hiding a hidden one changes nothing. Admins only.
    """
    hideCategory(slug: String!, parentSlug: String): AdminCategoryNode!
      @requireAuth(roles: ["admin"])
    "Show a hidden category (or subcategory) again: its pages answer once more. Idempotent."
    showCategory(slug: String!, parentSlug: String): AdminCategoryNode!
      @requireAuth(roles: ["admin"])
    "The categories (or parentSlug's subcategories) in this order; every one named once."
    reorderCategories(parentSlug: String, slugs: [String!]!): [AdminCategoryNode!]!
      @requireAuth(roles: ["admin"])
    createMake(input: CreateMakeInput!): AdminMake! @requireAuth(roles: ["admin"])
    "A new slug keeps the old URLs as 301s."
    updateMake(slug: String!, input: UpdateMakeInput!): AdminMake! @requireAuth(roles: ["admin"])
    "A model line of a make (curated provenance)."
    createModel(makeSlug: String!, input: CreateModelInput!): AdminModel!
      @requireAuth(roles: ["admin"])
    "A new slug keeps the old spec page URL as a 301."
    updateModel(id: ID!, input: UpdateModelInput!): AdminModel! @requireAuth(roles: ["admin"])
  }
`
