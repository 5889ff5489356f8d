import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { provenanceEnum } from './enums'

/** Spec §2 broad categories (/construction, /mining, ...): each maps to a set of categories. */
export const broadCategories = pgTable('broad_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  introEn: text('intro_en').notNull(),
  introEs: text('intro_es').notNull(),
  sortOrder: smallint('sort_order').notNull(),
})

/** The 44 equipment categories. `groupSlug` is the navigation group (earthmoving, lifting, ...). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  singularEn: text('singular_en').notNull(),
  singularEs: text('singular_es').notNull(),
  groupSlug: text('group_slug').notNull(),
  introEn: text('intro_en').notNull(),
  introEs: text('intro_es').notNull(),
  primarySizeMetric: text('primary_size_metric').notNull(),
  /** Facet/spec fields for this category, e.g. [{key:'operatingWeightLb', unit:'lb'}]. */
  specFields: jsonb('spec_fields').$type<string[]>().notNull(),
  icon: text('icon').notNull(),
  htsHeading: text('hts_heading'),
  sortOrder: smallint('sort_order').notNull(),
  /** Hidden by staff (issue 36): off menus, filters and the sitemap; its pages answer 301. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
})

export const broadCategoryCategories = pgTable(
  'broad_category_categories',
  {
    broadCategoryId: integer('broad_category_id')
      .notNull()
      .references(() => broadCategories.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.broadCategoryId, t.categoryId] })],
)

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    sortOrder: smallint('sort_order').notNull(),
    /** Hidden by staff (issue 36): its page answers 301 to its category's. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subcategories_category_slug_uq').on(t.categoryId, t.slug)],
)

export const makes = pgTable('makes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  aliases: text('aliases').array().notNull().default([]),
  parentCompany: text('parent_company'),
  /** 1..16 for the spec's top-16 list, in its order; null otherwise. */
  topRank: smallint('top_rank'),
  firstLetter: text('first_letter').notNull(),
  /** Makes with only taxonomy rows (no demo inventory) are directory-only. */
  featured: boolean('featured').notNull().default(true),
})

/**
 * The open equipment taxonomy: make x model (x category). Every row says where it comes from.
 * Generated rows are never shown as real products on SEO pages (shared/data/README.md).
 */
export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    sizeClass: text('size_class'),
    provenance: provenanceEnum('provenance').notNull(),
    /** Free text: 'NHTSA vPIC 2026-02', 'curated: public product lines', 'rule v1 seed 42'. */
    source: text('source').notNull(),
  },
  (t) => [
    uniqueIndex('models_make_category_slug_uq').on(t.makeId, t.categoryId, t.slug),
    index('models_category_idx').on(t.categoryId),
    index('models_provenance_idx').on(t.provenance),
  ],
)

/** Spec §3 spec detail fields per model. Money in integer cents. */
export const specSheets = pgTable('spec_sheets', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => models.id, { onDelete: 'cascade' }),
  operatingWeightLb: integer('operating_weight_lb'),
  rentalDailyCents: integer('rental_daily_cents'),
  rentalHalfDayCents: integer('rental_half_day_cents'),
  rentalWeeklyCents: integer('rental_weekly_cents'),
  fuelCostPerMonthCents: integer('fuel_cost_per_month_cents'),
  fuelGallonsPerHour: real('fuel_gallons_per_hour'),
  maintenanceCostPerHourCents: integer('maintenance_cost_per_hour_cents'),
  maintenanceCostPerMonthCents: integer('maintenance_cost_per_month_cents'),
  modelPriceCents: integer('model_price_cents'),
  financingNewMonthlyCents: integer('financing_new_monthly_cents'),
  financingUsedMonthlyCents: integer('financing_used_monthly_cents'),
  /** Category-specific values keyed like categories.spec_fields (netHp, maxReachFt, ...). */
  specs: jsonb('specs').$type<Record<string, number | string | boolean>>().notNull().default({}),
  /** Spec values estimated by a model, shown with the AI-generated spec disclaimer. */
  aiGenerated: boolean('ai_generated').notNull().default(true),
})

/**
 * Old slugs of renamed categories, subcategories, makes and models (issue 14): a page asked for by
 * an old slug answers 301 to the entity's current slug, found by `target_id`, so a chain of renames
 * still lands on today's URL. `scope` is the parent's id for subcategories (their category) and
 * models (their make), and 0 otherwise.
 */
export const catalogRedirects = pgTable(
  'catalog_redirects',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'category' | 'subcategory' | 'make' | 'model'>().notNull(),
    scope: integer('scope').notNull().default(0),
    oldSlug: text('old_slug').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_redirects_uq').on(t.kind, t.scope, t.oldSlug),
    check(
      'catalog_redirects_kind_ck',
      sql`${t.kind} IN ('category', 'subcategory', 'make', 'model')`,
    ),
  ],
)

export type CatalogRedirect = typeof catalogRedirects.$inferSelect
export type BroadCategory = typeof broadCategories.$inferSelect
export type Category = typeof categories.$inferSelect
export type NewCategory = typeof categories.$inferInsert
export type Subcategory = typeof subcategories.$inferSelect
export type Make = typeof makes.$inferSelect
export type NewMake = typeof makes.$inferInsert
export type Model = typeof models.$inferSelect
export type NewModel = typeof models.$inferInsert
export type SpecSheet = typeof specSheets.$inferSelect
