import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { inventoryAlerts } from './alerts'
import { categories, makes } from './catalog'
import { listings } from './listings'
import { mailingListSubscriptions } from './mailing-list'
import { users } from './users'

/**
 * The marketplace profile of a signed-in user (spec §3 user traits): what the settings page edits.
 * Kept apart from `users`, which the sign-in link refreshes from the sign-in service on each visit.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  company: text('company'),
  phone: text('phone'),
  zip: text('zip'),
  /** Spec §3 personaType: buyer and seller booleans. */
  isBuyer: boolean('is_buyer').notNull().default(false),
  isSeller: boolean('is_seller').notNull().default(false),
  /** Spec §3 interestedIn.categories: category slugs. */
  interestedCategories: text('interested_categories')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Language of the emails this user gets (price drops): the last one they used on the site. */
  locale: text('locale').notNull().default('en'),
  /** Price-reduction emails for favorited machines; the email's unsubscribe link turns it off. */
  priceDropEmails: boolean('price_drop_emails').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Favorited listings. A removal only stamps `removed_at`, so "undo" restores the original save
 * date and price; adding again later starts a new favorite.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Advertised price when favorited: a lower price later is a drop worth telling. */
    priceCentsAtSave: bigint('price_cents_at_save', { mode: 'number' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('favorites_listing_active_idx')
      .on(t.listingId)
      .where(sql`removed_at IS NULL`),
  ],
)

/** Spec §3 value tracker machines, with the latest valuation from comparable sales. */
export const trackedMachines = pgTable(
  'tracked_machines',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    model: text('model').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    hours: integer('hours'),
    miles: integer('miles'),
    auctionValueCents: bigint('auction_value_cents', { mode: 'number' }),
    retailValueCents: bigint('retail_value_cents', { mode: 'number' }),
    /** high | medium | low; null when there were too few comparable sales. */
    confidence: text('confidence').$type<'high' | 'medium' | 'low'>(),
    /**
     * model | size_class: how the comparable sales were chosen (issue 37, the valuation service's
     * method); whether they were enough shows in the values (null under 5 sales).
     */
    valuationBasis: text('valuation_basis')
      .$type<'model' | 'size_class'>()
      .notNull()
      .default('model'),
    comparableCount: integer('comparable_count').notNull().default(0),
    /** Weighted spread of the comparables around the model (log scale): drives confidence. */
    dispersion: real('dispersion'),
    /** The "last updated" date: when the valuation was last computed. */
    valuedAt: timestamp('valued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracked_machines_user_idx').on(t.userId, t.createdAt),
    index('tracked_machines_valued_idx').on(t.valuedAt),
    check(
      'tracked_machines_valuation_basis_ck',
      sql`${t.valuationBasis} IN ('model', 'size_class')`,
    ),
  ],
)

/**
 * Unsubscribe links in alert emails. Every email gets its own token (only the SHA-256 is kept),
 * so the link in an older email keeps working after newer ones were sent.
 */
export const emailUnsubscribeTokens = pgTable(
  'email_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /**
     * inventory_alert: stops one inventory alert; price_drops: stops a user's price-drop emails;
     * mailing_list: stops one mailing-list subscription.
     */
    kind: text('kind').$type<'inventory_alert' | 'price_drops' | 'mailing_list'>().notNull(),
    alertId: uuid('alert_id').references(() => inventoryAlerts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => mailingListSubscriptions.id, {
      onDelete: 'cascade',
    }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_unsubscribe_tokens_alert_idx').on(t.alertId),
    index('email_unsubscribe_tokens_subscription_idx').on(t.subscriptionId),
  ],
)

export type UserProfile = typeof userProfiles.$inferSelect
export type NewUserProfile = typeof userProfiles.$inferInsert
export type Favorite = typeof favorites.$inferSelect
export type TrackedMachine = typeof trackedMachines.$inferSelect
export type NewTrackedMachine = typeof trackedMachines.$inferInsert
export type EmailUnsubscribeToken = typeof emailUnsubscribeTokens.$inferSelect
