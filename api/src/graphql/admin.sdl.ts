export const schema = /* GraphQL */ `
  "How many listings are in one state."
  type ListingStatusCount {
    status: ListingStatus!
    count: Int!
  }

  "The admin console's first screen: the inventory by state and the leads waiting for staff."
  type AdminDashboard {
    "Every listing state in the spec's order, zero counts included."
    listingsByStatus: [ListingStatusCount!]!
    "Leads nobody has marked contacted yet."
    leadsWaiting: Int!
    "Leads received in the last 7 days."
    leadsLastWeek: Int!
    "Age in hours of the oldest lead still waiting; null when none waits."
    oldestWaitingHours: Int
  }

  "A listing as the console sees it after a lifecycle step (drafts and withdrawn ones included)."
  type AdminListingState {
    stockNumber: String!
    status: ListingStatus!
    advertisedPriceCents: Float!
    flair: Flair!
    "When it sold (sold listings only)."
    soldAt: DateTime
    "Favoriters mailed about this change (a price cut); 0 otherwise."
    favoritersMailed: Int!
  }

  """
  A listing as staff write it: the fields of spec §3 a form can set. A field left out or null
  takes its default (none, where the listing may be without it).
  """
  input CreateListingInput {
    categorySlug: String!
    subcategorySlug: String
    "The make by name or slug (Caterpillar, caterpillar)."
    make: String!
    model: String!
    year: Int!
    hours: Int
    miles: Int
    secondaryHours: Int
    serialNumber: String
    advertisedPriceCents: Int!
    "Default: the advertised price."
    originalPriceCents: Int
    "The lowest offer the seller accepts (Name Your Price). Default: the advertised price."
    floorPriceCents: Int
    zip: String!
    condition: Condition
    emissionTier: String
    flair: Flair
    isPartnerSeller: Boolean
    hasWarranty: Boolean
    "2 (exclusive) or 32 (top-rated sellers). Default 2."
    agreementType: Int
    description: String
    descriptionEs: String
    fleetAdvisor: String
    listingCompany: String
    listingSellerCompany: String
    "Letters, digits and dashes. Default: the next IY number."
    stockNumber: String
    "The form's key: the same key twice creates one listing."
    idempotencyKey: String
  }

  """
  The fields to change; those left out keep their value. Null clears a field a listing may be
  without (subcategorySlug, hours, miles, secondaryHours, serialNumber, condition, emissionTier,
  the descriptions and labels) and is a field error (VALIDATION) on any other: a listing always
  has its category, make, model, year, ZIP, prices, flair, partner and warranty flags and
  agreement type. The price changes with changeListingPrice.
  """
  input UpdateListingInput {
    categorySlug: String
    subcategorySlug: String
    make: String
    model: String
    year: Int
    hours: Int
    miles: Int
    secondaryHours: Int
    serialNumber: String
    advertisedPriceCents: Int
    originalPriceCents: Int
    floorPriceCents: Int
    zip: String
    condition: Condition
    emissionTier: String
    flair: Flair
    isPartnerSeller: Boolean
    hasWarranty: Boolean
    agreementType: Int
    description: String
    descriptionEs: String
    fleetAdvisor: String
    listingCompany: String
    listingSellerCompany: String
  }

  extend type Mutation {
    """
    A new listing, as a draft (never public until published). Admins, and partner members for their
    own partner: its flair, name and no guarantee; the staff-only fields (STAFF_ONLY_LISTING_FIELDS:
    flair, isPartnerSeller, hasWarranty, agreementType, fleetAdvisor, listingCompany,
    listingSellerCompany) are a VALIDATION field error for them whatever the value, null included.
    """
    createListing(input: CreateListingInput!): Listing! @requireAuth(roles: ["admin", "partner"])
    """
    Change a listing's fields. Admins, and partner members on their own listings (another
    seller's is NOT_FOUND; staff-only fields are refused as in createListing).
    """
    updateListing(stockNumber: String!, input: UpdateListingInput!): Listing!
      @requireAuth(roles: ["admin", "partner"])
    "A new draft with another listing's machine facts and a new stock number. Admins only."
    duplicateListing(
      stockNumber: String!
      "The form's key: the same key twice makes one copy."
      idempotencyKey: String
    ): Listing! @requireAuth(roles: ["admin"])
    "Put a draft or coming-soon listing on sale (available). Admins, and partner members (their own)."
    publishListing(stockNumber: String!): AdminListingState!
      @requireAuth(roles: ["admin", "partner"])
    "Announce an available listing as coming soon (the ComingSoon flair). Admins only."
    markComingSoon(stockNumber: String!): AdminListingState! @requireAuth(roles: ["admin"])
    """
    A new advertised price. A cut records the price history and mails everyone who favorited the
    machine at a higher price; house inventory takes the PriceReduced flair on a cut (a raise takes
    it away), partner inventory keeps PartnerSeller. The same price again changes nothing. Admins,
    and partner members on their own listings.
    """
    changeListingPrice(
      stockNumber: String!
      advertisedPriceCents: Int!
      "A price below the floor is a VALIDATION field error unless true: the floor becomes the price."
      lowerFloor: Boolean
    ): AdminListingState! @requireAuth(roles: ["admin", "partner"])
    """
    Record the sale: the listing is sold and the sale joins the completed sales. soldOn: YYYY-MM-DD.
    Admins, and partner members on their own listings.
    """
    markListingSold(
      stockNumber: String!
      soldPriceCents: Int!
      soldOn: String!
    ): AdminListingState! @requireAuth(roles: ["admin", "partner"])
    """
    Withdraw a listing from sale: its page says no longer available. The reason goes to the audit
    log. Admins, and partner members on their own listings.
    """
    removeListing(stockNumber: String!, reason: String!): AdminListingState!
      @requireAuth(roles: ["admin", "partner"])
    """
    Put a withdrawn listing back on sale. Admins, and partner members on their own listings
    (another seller's is NOT_FOUND).
    """
    restoreListing(stockNumber: String!): AdminListingState!
      @requireAuth(roles: ["admin", "partner"])
    """
    A deal fell through: the sold listing is available again. Its sale stays in the history,
    cancelled with the reason (the audit log keeps it too), and no valuation reads it any more.
    The same call again answers the listing as it is. Admins, and partner members on their own.
    """
    putListingBackOnSale(stockNumber: String!, reason: String!): AdminListingState!
      @requireAuth(roles: ["admin", "partner"])
    """
    Discard a draft: it is deleted (never public, no step applies) and its audit entries stay. The
    same call again answers it as it is. Admins, and partner members on their own drafts.
    """
    discardDraft(stockNumber: String!): AdminListingState! @requireAuth(roles: ["admin", "partner"])
  }

  "One audit entry: who did what to which record, and the record before and after."
  type AuditEntry {
    id: ID!
    actorEmail: String
    action: String!
    entityType: String!
    entityKey: String!
    before: JSON
    after: JSON
    createdAt: DateTime!
  }

  type AuditPage {
    totalCount: Int!
    page: Int!
    pageSize: Int!
    nodes: [AuditEntry!]!
  }

  input AuditFilter {
    entityType: String
    entityKey: String
    action: String
    "Part of the actor's e-mail."
    actor: String
    page: Int
  }

  "A row of the console's equipment table."
  type AdminListingRow {
    stockNumber: String!
    title: String!
    status: ListingStatus!
    flair: Flair!
    advertisedPriceCents: Float!
    "The category's singular name in the caller's language."
    category: String!
    city: String!
    state: String!
    listedAt: DateTime!
    updatedAt: DateTime!
    "Whole days on the market: to the sale for a sold machine, to now otherwise; null for a draft."
    daysOnMarket: Int
    photoCount: Int!
    "The inspection's overall condition (its score); null when never inspected."
    inspectionCondition: Condition
  }

  type AdminListingPage {
    "Listings found; a text search stops counting at 10,000 (then totalCapped)."
    totalCount: Int!
    "The count stopped at 10,000: there are more."
    totalCapped: Boolean!
    page: Int!
    pageSize: Int!
    nodes: [AdminListingRow!]!
  }

  enum AdminListingSort {
    updated
    listed
    price_desc
    price_asc
    updated_asc
    days_desc
    days_asc
    "Listings without a badge come last, both ways."
    badge_asc
    badge_desc
    photos_desc
    photos_asc
    "Best condition first; listings never inspected come last, both ways."
    inspection_desc
    inspection_asc
  }

  input AdminListingFilter {
    """
    Words, each part of the stock number, make, model, year, serial number or VIN (any case,
    any accents): "OPS-6225", "Caterpillar 336".
    """
    q: String
    status: ListingStatus
    categorySlug: String
    "Work to do (the dashboard's lists link to each)."
    work: ListingWorkFilter
    "Default: updated (recently changed first)."
    sort: AdminListingSort
    page: Int
  }

  "The equipment table's work filters (issue 36, the dashboard's lists)."
  enum ListingWorkFilter {
    "Drafts and listings on sale without a photo."
    no_photos
    "Drafts and listings on sale never inspected."
    no_inspection
    "On sale, listed more than 60 days ago."
    over_60_days
    "On sale, price cut in the last 7 days."
    reduced_this_week
  }

  "Lifecycle steps (the console's buttons); each names the states it may start from."
  enum LifecycleStep {
    publish
    markComingSoon
    changePrice
    markSold
    remove
    restore
    backOnSale
    discardDraft
  }

  "One listing as the console edits it, in any state."
  type AdminListing {
    stockNumber: String!
    title: String!
    status: ListingStatus!
    flair: Flair!
    categorySlug: String!
    "The category's singular name in the caller's language."
    categoryName: String!
    subcategorySlug: String
    "The subcategory's name in the caller's language."
    subcategoryName: String
    make: String!
    model: String!
    year: Int!
    hours: Int
    miles: Int
    secondaryHours: Int
    serialNumber: String
    advertisedPriceCents: Float!
    originalPriceCents: Float!
    floorPriceCents: Float!
    zip: String!
    city: String!
    state: String!
    condition: Condition
    emissionTier: String
    isPartnerSeller: Boolean!
    hasWarranty: Boolean!
    agreementType: Int!
    description: String
    descriptionEs: String
    fleetAdvisor: String
    listingCompany: String
    listingSellerCompany: String
    listedAt: DateTime!
    soldAt: DateTime
    updatedAt: DateTime!
    "The lifecycle steps its state allows."
    steps: [LifecycleStep!]!
  }

  extend type Query {
    """
    The equipment table: every state, filtered and sorted, 50 a page. Admins see every listing; a
    partner member, their partner's only.
    """
    adminListings(filter: AdminListingFilter): AdminListingPage!
      @requireAuth(roles: ["admin", "partner"])
    "One listing in any state, or null (for a partner member: null unless it is their partner's)."
    adminListing(stockNumber: String!): AdminListing @requireAuth(roles: ["admin", "partner"])
    "The audit log, newest first (50 a page). Admins only."
    auditLog(filter: AuditFilter): AuditPage! @requireAuth(roles: ["admin"])
    "The console's dashboard. Admins only: UNAUTHENTICATED when anonymous, FORBIDDEN otherwise."
    adminDashboard: AdminDashboard! @requireAuth(roles: ["admin"])
  }
`
