import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { categories, makes, models, subcategories } from './catalog'
import {
  conditionEnum,
  emissionTierEnum,
  flairEnum,
  listingStatusEnum,
  priceChangeReasonEnum,
  sellerKindEnum,
} from './enums'

/** Bumped on every insert and update of a listing (trigger in the migration). */
export const listingsChangeSeq = pgSequence('listings_change_seq')

/** Stock numbers of listings created in the console (IY100001, IY100002...; the seed's are digits). */
export const listingStockNumberSeq = pgSequence('listing_stock_number_seq', { startWith: 100001 })

/** Sellers: standard (sold by us) or partner sellers, with a business address (spec §3). */
export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: sellerKindEnum('kind').notNull(),
  street: text('street').notNull(),
  suite: text('suite'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone'),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The people who work for a partner seller (issue 15), by e-mail address (lower-cased) like the
 * role grants: staff can add someone who has not signed in yet; membership counts once they sign in
 * with that address verified. One partner per address.
 */
export const partnerMembers = pgTable(
  'partner_members',
  {
    email: text('email').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** Who added them: an admin's e-mail, or `seed` (the demo partner). */
    addedBy: text('added_by').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_members_seller_idx').on(t.sellerId)],
)

/** Spec §3 equipment listing. Money is integer cents; location is spec §3 Location. */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    stockNumber: text('stock_number').notNull(),
    year: smallint('year').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    modelId: integer('model_id').references(() => models.id),
    /** Model name as listed (denormalised: listings keep their name if the taxonomy changes). */
    model: text('model').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    equipmentCategorySlug: text('equipment_category_slug').notNull(),
    taxonomizedSubCategoryId: integer('taxonomized_sub_category_id').references(
      () => subcategories.id,
    ),
    serialNumber: text('serial_number'),
    hours: integer('hours'),
    miles: integer('miles'),
    secondaryHours: integer('secondary_hours'),
    advertisedPriceCents: bigint('advertised_price_cents', { mode: 'number' }).notNull(),
    originalPriceCents: bigint('original_price_cents', { mode: 'number' }).notNull(),
    floorPriceCents: bigint('floor_price_cents', { mode: 'number' }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    address: text('address').notNull(),
    placeId: text('place_id').notNull(),
    shortAddress: text('short_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    flair: flairEnum('flair').notNull().default('NotSet'),
    isPartnerSeller: boolean('is_partner_seller').notNull().default(false),
    hasWarranty: boolean('has_warranty').notNull().default(false),
    condition: conditionEnum('condition'),
    emissionTier: emissionTierEnum('emission_tier'),
    agreementType: smallint('agreement_type').notNull().default(2),
    status: listingStatusEnum('status').notNull().default('available'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** Listing labels (spec §3). */
    fleetAdvisor: text('fleet_advisor'),
    listingCompany: text('listing_company'),
    listingSellerCompany: text('listing_seller_company'),
    description: text('description'),
    /** The description in Spanish (staff write it; null: the page says it has none in Spanish). */
    descriptionEs: text('description_es'),
    /** The console form's idempotency key: a double submit of createListing makes one listing. */
    creationKey: text('creation_key'),
    /** Category-specific numbers behind the dynamic facets (operatingWeightLb, netHp, ...). */
    specs: jsonb('specs').$type<Record<string, number | string | boolean>>().notNull().default({}),
    hasInspection: boolean('has_inspection').notNull().default(false),
    /** Last time the advertised price went down; drives "price reduced". */
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true }),
    /**
     * Issue 17 (decision 033): the valuation model's retail value of this machine, the deal rating
     * it gives the asking price (great, good, fair, above_market; null when too thin), the number of
     * sales it rested on and when. Written by services/listing-insights/rate-listings.ts.
     */
    marketValueCents: bigint('market_value_cents', { mode: 'number' }),
    dealRating: text('deal_rating'),
    dealBasisCount: integer('deal_basis_count'),
    dealRatedAt: timestamp('deal_rated_at', { withTimezone: true }),
    /** createdDateUtc of the spec's "recent" sort. */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped on every change (sequence), so the in-process search index can catch up. */
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('listings_change_seq')`),
  },
  (t) => [
    uniqueIndex('listings_stock_number_uq').on(t.stockNumber),
    uniqueIndex('listings_creation_key_uq').on(t.creationKey),
    index('listings_change_seq_idx').on(t.changeSeq),
    index('listings_category_status_idx').on(t.categoryId, t.status),
    index('listings_make_model_idx').on(t.makeId, t.modelId),
    index('listings_status_listed_idx').on(t.status, t.listedAt),
    // The console's equipment table (issue 14, 1M listings: scripts/bench/admin-tables.ts): its
    // sorts, and a model typed by its start (lower(model) LIKE 'abc%').
    // Ascending: read backwards, they give ORDER BY ... DESC (NULLS FIRST, as the query asks).
    index('listings_updated_idx').on(t.updatedAt, t.id),
    // A partner's equipment table and feed (decision 032): its listings, recently changed first.
    index('listings_seller_updated_idx').on(t.sellerId, t.updatedAt, t.id),
    index('listings_listed_idx').on(t.listedAt, t.id),
    index('listings_price_idx').on(t.advertisedPriceCents, t.id),
    index('listings_category_slug_idx').on(t.equipmentCategorySlug),
    index('listings_model_prefix_idx').on(sql`lower(${t.model}) text_pattern_ops`),
    // Spec §3: agreement type 2 (exclusive to the product) or 32 (top-rated sellers).
    check('listings_agreement_type_ck', sql`${t.agreementType} IN (2, 32)`),
    // Spec §3: "sold (with sold date)".
    check('listings_sold_has_date_ck', sql`${t.status} <> 'sold' OR ${t.soldAt} IS NOT NULL`),
  ],
)

export const listingImages = pgTable(
  'listing_images',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Path without size suffix; files exist as `${path}-{400,800,1600}.webp`. */
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altEn: text('alt_en').notNull(),
    altEs: text('alt_es').notNull(),
    isIllustration: boolean('is_illustration').notNull().default(false),
    /** SHA-256 of an uploaded photo's bytes: the same file sent twice to a listing is one photo. */
    contentHash: text('content_hash'),
    /**
     * The focal point (issue 36, point 10): where the public site crops around, in percent of the
     * photo's width and height from its top-left corner (migration 0044).
     */
    focalX: smallint('focal_x').notNull().default(50),
    focalY: smallint('focal_y').notNull().default(50),
  },
  (t) => [
    uniqueIndex('listing_images_listing_position_uq').on(t.listingId, t.position),
    uniqueIndex('listing_images_listing_hash_uq').on(t.listingId, t.contentHash),
    check(
      'listing_images_focal_ck',
      sql`${t.focalX} BETWEEN 0 AND 100 AND ${t.focalY} BETWEEN 0 AND 100`,
    ),
  ],
)

export const listingVideos = pgTable(
  'listing_videos',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    posterPath: text('poster_path'),
    title: text('title').notNull(),
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [index('listing_videos_listing_idx').on(t.listingId)],
)

/** Every price change of a listing, oldest first. */
/**
 * Every advertised-price change of a listing, kept by the database (migration 0016's triggers): an
 * insert records the 'listed' price (original price at listed_at), an update of the advertised
 * price records 'reduced' or 'increased' unless the writer already recorded that price itself
 * (the seed and tests write back-dated changes). The latest row drives "price reduced".
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    reason: priceChangeReasonEnum('reason').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_listing_idx').on(t.listingId, t.changedAt)],
)

export type PartnerMember = typeof partnerMembers.$inferSelect
export type Seller = typeof sellers.$inferSelect
export type NewSeller = typeof sellers.$inferInsert
export type Listing = typeof listings.$inferSelect
export type NewListing = typeof listings.$inferInsert
export type ListingImage = typeof listingImages.$inferSelect
export type NewListingImage = typeof listingImages.$inferInsert
export type ListingVideo = typeof listingVideos.$inferSelect
export type PriceHistoryRow = typeof priceHistory.$inferSelect
