/**
 * Value lists of a listing that the database (Drizzle pgEnums), the GraphQL schema and the web
 * all spell. The pgEnums take these arrays as they are: an order or spelling change here is a
 * migration (api/src/db/migrations), and api/test/graphql/contract-enums.test.ts holds the SDL to
 * the same values.
 */

/** Spec §3 flair values, verbatim. None and NotSet: a listing without flair. */
export const FLAIRS = [
  'AsIsWhereIs',
  'ComingSoon',
  'Demo',
  'FreeShipping',
  'PartnerSeller',
  'PriceReduced',
  'SoldWithAttachments',
  'WarrantyAvailable',
  'WarrantyIncluded',
  'None',
  'NotSet',
] as const
export type Flair = (typeof FLAIRS)[number]
/** The flairs a search filters by (the URL's `flair`): every flair that says something. */
export const FILTER_FLAIRS = FLAIRS.filter((f) => f !== 'None' && f !== 'NotSet')

/** Spec §3 condition ratings, worst to best (an average rating indexes this list). */
export const CONDITIONS = ['Poor', 'Fair', 'Good', 'Great', 'Excellent'] as const
export type Condition = (typeof CONDITIONS)[number]

/**
 * Spec §4 equipment states, and `draft`: a listing staff are still writing (issue 14), never
 * public. "price reduced" is derived from price history, not a status. Appended values only: the
 * database enum's order is this order.
 */
export const LISTING_STATUSES = [
  'available',
  'coming_soon',
  'sold',
  'no_longer_available',
  'removed',
  'draft',
] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]
/** Statuses a visitor may see and search: removed listings are never public. */
export const PUBLIC_STATUSES = ['available', 'coming_soon', 'sold', 'no_longer_available'] as const
export type PublicStatus = (typeof PUBLIC_STATUSES)[number]
/** Never public: no page, no search result, no facet count, no favorite, no document. */
export const HIDDEN_STATUSES = ['removed', 'draft'] as const
export const isPublicStatus = (status: string): status is PublicStatus =>
  (PUBLIC_STATUSES as readonly string[]).includes(status)
/**
 * Statuses of a machine a buyer can still get: search shows them by default, the sitemap lists
 * them, the equipment page offers buying, offers and inspections on them.
 */
export const FOR_SALE_STATUSES = ['available', 'coming_soon'] as const
export type ForSaleStatus = (typeof FOR_SALE_STATUSES)[number]
export const isForSale = (status: string): status is ForSaleStatus =>
  (FOR_SALE_STATUSES as readonly string[]).includes(status)

/** Spec §3 EPA emission tiers. */
export const EMISSION_TIERS = [
  'Tier 1',
  'Tier 2',
  'Tier 3',
  'Tier 4',
  'Tier 4A',
  'Tier 4B',
  'Tier 4i',
] as const
export type EmissionTier = (typeof EMISSION_TIERS)[number]

/** Spec §3 agreement types: 2 = exclusive to the product, 32 = top-rated sellers. */
export const AGREEMENT_TYPES = [2, 32] as const
export type AgreementType = (typeof AGREEMENT_TYPES)[number]

export const SELLER_KINDS = ['standard', 'partner'] as const
export type SellerKind = (typeof SELLER_KINDS)[number]

/** Where a taxonomy row comes from (shared/data/README.md): real, hand-listed, or rule-generated. */
export const PROVENANCES = ['vpic', 'curated', 'generated'] as const
export type Provenance = (typeof PROVENANCES)[number]

/** The ways to sell a machine the sale-proceeds comparison prices (spec §9). */
export const SALE_CHANNELS = ['marketplace', 'auction', 'dealer'] as const
export type SaleChannel = (typeof SALE_CHANNELS)[number]

/** Spec §4 favorites filter: all, the machines still for sale, those that are not. */
export const FAVORITE_FILTERS = ['all', 'available', 'expired'] as const
export type FavoriteFilter = (typeof FAVORITE_FILTERS)[number]

/**
 * Which states each step of the console's listing lifecycle may start from (issue 14; spec §4).
 * The api refuses any other start with CONFLICT; the console offers only the allowed buttons.
 */
export const LIFECYCLE_TRANSITIONS = {
  publish: ['draft', 'coming_soon'],
  markComingSoon: ['draft', 'available'],
  changePrice: ['draft', 'available', 'coming_soon', 'no_longer_available'],
  markSold: ['available', 'coming_soon', 'no_longer_available'],
  remove: ['available', 'coming_soon'],
  restore: ['no_longer_available'],
  // Issue 36: a deal fell through (the sale stays in the history, cancelled); a draft is dropped.
  backOnSale: ['sold'],
  discardDraft: ['draft'],
} as const satisfies Record<string, readonly ListingStatus[]>
export type LifecycleStep = keyof typeof LIFECYCLE_TRANSITIONS
export const LIFECYCLE_STEPS = Object.keys(LIFECYCLE_TRANSITIONS) as LifecycleStep[]
/** The lifecycle steps a listing in `status` may take. */
export const stepsFrom = (status: ListingStatus): LifecycleStep[] =>
  LIFECYCLE_STEPS.filter((s) => (LIFECYCLE_TRANSITIONS[s] as readonly string[]).includes(status))
