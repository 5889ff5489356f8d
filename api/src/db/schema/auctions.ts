import { AUCTION_FORMATS, type AuctionFormat } from '@ironyard/contract/auctions'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { listings } from './listings'

export { AUCTION_FORMATS, type AuctionFormat }

/**
 * The group's auction calendar (spec §1 "belongs to a larger auction company group", §2 "auction
 * calendar"). Names and descriptions are data in both languages, like the catalogue's.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    format: text('format').$type<AuctionFormat>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** IANA zone the auction's times are announced in (the yard's, or Central for online). */
    timeZone: text('time_zone').notNull(),
    /** The yard of an onsite auction (null online). */
    venue: text('venue'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auctions_slug_uq').on(t.slug),
    index('auctions_starts_idx').on(t.startsAt),
    check(
      'auctions_format_ck',
      sql`${t.format} IN (${sql.raw(AUCTION_FORMATS.map((f) => `'${f}'`).join(', '))})`,
    ),
    check('auctions_dates_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/** One lot of an auction; it links to the marketplace listing when the machine has one. */
export const auctionLots = pgTable(
  'auction_lots',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    lotNumber: integer('lot_number').notNull(),
    /** "2019 Caterpillar 320", as the catalogue of the sale prints it. */
    title: text('title').notNull(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('auction_lots_number_uq').on(t.auctionId, t.lotNumber),
    index('auction_lots_listing_idx').on(t.listingId),
  ],
)

export type Auction = typeof auctions.$inferSelect
export type NewAuction = typeof auctions.$inferInsert
export type AuctionLot = typeof auctionLots.$inferSelect
