import { bigserial, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { listings } from './listings'

/** Equipment-page views; `query_id` attributes the click to the search that produced it. */
export const listingViews = pgTable(
  'listing_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    queryId: uuid('query_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_views_listing_idx').on(t.listingId, t.createdAt),
    index('listing_views_query_idx').on(t.queryId),
  ],
)
