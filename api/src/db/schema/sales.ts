import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { categories, makes, models } from './catalog'
import { conditionEnum, saleChannelEnum } from './enums'
import { listings } from './listings'

/** Completed sales: the history valuations, offer likelihood and market intelligence read. */
export const completedSales = pgTable(
  'completed_sales',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    modelId: integer('model_id').references(() => models.id),
    model: text('model').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    year: smallint('year').notNull(),
    hours: integer('hours'),
    miles: integer('miles'),
    condition: conditionEnum('condition'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    channel: saleChannelEnum('channel').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * A deal that fell through (issue 36, "back on sale"): kept in the history, read by no
     * valuation (every reader asks `cancelled_at IS NULL`).
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('completed_sales_category_sold_idx').on(t.categoryId, t.soldOn),
    index('completed_sales_make_model_idx').on(t.makeId, t.modelId, t.soldOn),
    index('completed_sales_state_idx').on(t.state, t.soldOn),
    // Comparable sales widened to the make and category (issue 17).
    index('completed_sales_make_category_sold_idx').on(t.makeId, t.categoryId, t.soldOn),
  ],
)

export type CompletedSale = typeof completedSales.$inferSelect
export type NewCompletedSale = typeof completedSales.$inferInsert
