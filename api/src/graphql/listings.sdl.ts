export const schema = /* GraphQL */ `
  extend type Query {
    "One listing by stock number; null when there is none (or it was removed)."
    listing(stockNumber: String!): Listing @skipAuth
    "The most recently listed machine for sale with a walk-around video; null when none has one."
    featuredVideoListing: Listing @skipAuth
    """
    A listing as buyers will see it, in any state (drafts and removed ones included): the
    console's preview (issue 36). Admins, and partner members for their own seller's listings;
    null when there is none or it is another seller's.
    """
    listingPreview(stockNumber: String!): Listing @requireAuth(roles: ["admin", "partner"])
    "Machines like this one: same category, close in size, year and price. first: 1..24."
    similarListings(stockNumber: String!, first: Int = 8): [ListingCard!]! @skipAuth
  }

  "Spec §3 condition ratings, worst to best."
  enum Condition {
    Poor
    Fair
    Good
    Great
    Excellent
  }

  "Spec §3 flair values, verbatim."
  enum Flair {
    AsIsWhereIs
    ComingSoon
    Demo
    FreeShipping
    PartnerSeller
    PriceReduced
    SoldWithAttachments
    WarrantyAvailable
    WarrantyIncluded
    None
    NotSet
  }

  "Spec §4 equipment states (price reduced is derived: Listing.priceReduced)."
  enum ListingStatus {
    available
    coming_soon
    sold
    no_longer_available
    removed
    "Staff are still writing it (admin console): never public."
    draft
  }

  type ImageSize {
    width: Int!
    url: String!
  }

  "A photo in every web size; media are served by the api at /media/<path>-<width>.webp."
  type ListingImage {
    "The 800 px wide rendition."
    url: String!
    "For <img srcset>: every size with its width descriptor."
    srcSet: String!
    sizes: [ImageSize!]!
    width: Int!
    height: Int!
    alt: String!
    "Generated illustration, not a photo of this machine."
    isIllustration: Boolean!
    "Where a crop centres (CSS object-position): percent of the width from the left, 0–100."
    focalX: Int!
    "Where a crop centres: percent of the height from the top, 0–100."
    focalY: Int!
  }

  type ListingVideo {
    url: String!
    posterUrl: String
    title: String!
    durationSeconds: Int
  }

  "Spec §3 Location."
  type Location {
    lat: Float!
    lng: Float!
    address: String!
    placeId: String!
    shortAddress: String!
  }

  type ListingSeller {
    name: String!
    "standard (sold by us) or partner."
    kind: String!
    city: String!
    state: String!
    "A partner seller's page in the dealer directory (/dealers/<slug>); null for a standard seller."
    dealerSlug: String
  }

  "Spec §3 listing labels."
  type ListingLabels {
    fleetAdvisor: String
    listingCompany: String
    listingSellerCompany: String
  }

  type PricePoint {
    "Integer cents."
    priceCents: Float!
    "listed, reduced or increased."
    reason: String!
    changedAt: DateTime!
  }

  type ListingSpec {
    key: String!
    label: String!
    unit: String!
    value: Float!
    "More is better for a buyer comparing machines (reference-data HIGHER_IS_BETTER_SPECS)."
    higherIsBetter: Boolean!
  }

  "Spec §3 inspector card."
  type InspectorCard {
    name: String!
    certifications: [String!]!
    certificationCount: Int!
    inspectionCount: Int!
    yearsOfExperience: Int!
  }

  "What is great and what needs work, in the request's language. The 150-point report is separate."
  type InspectionSummary {
    inspectedAt: DateTime!
    overallCondition: Condition!
    whatIsGreat: [String!]!
    whatNeedsWork: [String!]!
    inspector: InspectorCard!
  }

  type SubcategoryRef {
    id: Int!
    slug: String!
    name: String!
  }

  """
  Spec §3 equipment listing as a buyer may see it. Money is integer cents (Float: may pass 2^31).
  The seller's floor price is never exposed.
  """
  type Listing {
    id: Int!
    stockNumber: String!
    "Year make model, e.g. 2019 Caterpillar 320."
    title: String!
    year: Int!
    make: MakeRef!
    model: String!
    category: CategoryRef!
    equipmentCategorySlug: String!
    subcategory: SubcategoryRef
    taxonomizedSubCategoryId: Int
    serialNumber: String
    hours: Int
    miles: Int
    secondaryHours: Int
    advertisedPriceCents: Float!
    originalPriceCents: Float!
    "The price went down since listing (from the price history)."
    priceReduced: Boolean!
    priceHistory: [PricePoint!]!
    location: Location!
    city: String!
    state: String!
    zip: String!
    seller: ListingSeller!
    labels: ListingLabels!
    flair: Flair!
    isPartnerSeller: Boolean!
    hasWarranty: Boolean!
    "Powerhouse Protection (the buyer guarantee) applies; never to partner-seller inventory."
    buyerProtection: Boolean!
    condition: Condition
    emissionTier: String
    "2 = exclusive to the product, 32 = top-rated sellers."
    agreementType: Int!
    status: ListingStatus!
    soldAt: DateTime
    listedAt: DateTime!
    "Days since listing (until the sale for sold machines)."
    daysOnMarket: Int!
    description: String
    "The language the description is written in (en, es): a Spanish page with no Spanish one shows the English one."
    descriptionLanguage: String
    specs: [ListingSpec!]!
    images: [ListingImage!]!
    videos: [ListingVideo!]!
    inspected: Boolean!
    inspection: InspectionSummary
  }

  "A listing as search results, similar machines and home sections show it."
  type ListingCard {
    id: Int!
    stockNumber: String!
    title: String!
    year: Int!
    make: MakeRef!
    model: String!
    category: CategoryRef!
    hours: Int
    miles: Int
    advertisedPriceCents: Float!
    originalPriceCents: Float!
    priceReduced: Boolean!
    flair: Flair!
    isPartnerSeller: Boolean!
    hasWarranty: Boolean!
    inspected: Boolean!
    condition: Condition
    status: ListingStatus!
    city: String!
    state: String!
    zip: String!
    shortAddress: String!
    listedAt: DateTime!
    soldAt: DateTime
    daysOnMarket: Int!
    image: ListingImage
    imageCount: Int!
    "Miles from the search's ZIP, when it had one."
    distanceMiles: Float
  }
`
