import { AUCTION_FORMATS, type AuctionFormat } from '@ironyard/contract/auctions'
import { AUCTION_LOT_STATUSES, type AuctionLotStatus } from '@ironyard/contract/auctions/lot-status'
import { sql } from 'drizzle-orm'
import {
  bigint,
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
/** Where a lot stands (issue 34): the contract's list (`auctions/lot-status`). */
export { AUCTION_LOT_STATUSES, type AuctionLotStatus }

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
    /** Issue 34: lot n closes at the end plus (n − 1) × this (the contract's `lotClosesAtMs`). */
    lotIntervalSeconds: integer('lot_interval_seconds').notNull().default(60),
    /** Issue 34: a bid that moves a lot this close to its close moves the close. */
    softCloseSeconds: integer('soft_close_seconds').notNull().default(180),
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
    check('auctions_lot_interval_ck', sql`${t.lotIntervalSeconds} >= 0`),
    check('auctions_soft_close_ck', sql`${t.softCloseSeconds} >= 0`),
  ],
)

const money = (name: string) => bigint(name, { mode: 'number' })

/**
 * One lot of an auction; it links to the marketplace listing when the machine has one. A lot
 * takes online bids once its starting bid and closes are set (an onsite sale's lots have none).
 * The bidding state is what the contract's `applyBid` reads (decision 054): leader, price, bid
 * count, close in force and the first two ranked maximums; the bid log (`auction_bids`) replays
 * to it.
 */
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
    status: text('status').$type<AuctionLotStatus>().notNull().default('upcoming'),
    startingBidCents: money('starting_bid_cents'),
    /** Null: no reserve. Never shown; `reserveMet` is. */
    reserveCents: money('reserve_cents'),
    /** The staggered close before any extension (`lotClosesAtMs`). */
    scheduledCloseAt: timestamp('scheduled_close_at', { withTimezone: true }),
    /** The close in force: the scheduled close, moved by the soft close. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** The shown price; null until the first accepted bid. */
    priceCents: money('price_cents'),
    bidCount: integer('bid_count').notNull().default(0),
    leaderId: text('leader_id'),
    leaderMaxCents: money('leader_max_cents'),
    runnerUpId: text('runner_up_id'),
    runnerUpMaxCents: money('runner_up_max_cents'),
    /** When the closing job decided the lot (sold or unsold). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Staff's withdrawal (migration 0035): when, and why (the console shows it). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnReason: text('withdrawn_reason'),
  },
  (t) => [
    uniqueIndex('auction_lots_number_uq').on(t.auctionId, t.lotNumber),
    index('auction_lots_listing_idx').on(t.listingId),
    index('auction_lots_closing_idx')
      .on(t.closesAt)
      .where(sql`status IN ('upcoming', 'open') AND closes_at IS NOT NULL`),
    index('auction_lots_leader_idx')
      .on(t.leaderId)
      .where(sql`status IN ('upcoming', 'open')`),
    check(
      'auction_lots_status_ck',
      sql`${t.status} IN (${sql.raw(AUCTION_LOT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
)

export type Auction = typeof auctions.$inferSelect
export type NewAuction = typeof auctions.$inferInsert
export type AuctionLot = typeof auctionLots.$inferSelect
