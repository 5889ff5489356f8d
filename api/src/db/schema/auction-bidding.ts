import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { BidRefusalReason } from '@ironyard/contract/auctions/bid-refusals'
import { auctionLots, auctions } from './auctions'
import { users } from './users'

const money = (name: string) => bigint(name, { mode: 'number' })

/**
 * Issue 34: every bid that reached a lot's lock, accepted or refused, never updated. `id` is taken
 * under the lot's lock, so one lot's ids are the order the server committed its bids in (the
 * order the property test replays them in); `createdAt` is the database's clock read under that
 * lock, the time the rules were applied at. What the bid answered is kept (price, leading, close),
 * so the same idempotency key answers the same.
 */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    bidderId: text('bidder_id')
      .notNull()
      .references(() => users.id),
    maxBidCents: money('max_bid_cents').notNull(),
    accepted: boolean('accepted').notNull(),
    refusal: text('refusal').$type<BidRefusalReason>(),
    /** The most this bidder could bid on this lot then (`biddingHeadroomCents`). */
    headroomCents: money('headroom_cents'),
    /** The shown price after the bid (the public history's amount); null when refused. */
    priceAfterCents: money('price_after_cents'),
    leadingAfter: boolean('leading_after').notNull(),
    closesAtAfter: timestamp('closes_at_after', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('auction_bids_lot_idx').on(t.lotId, t.id),
    uniqueIndex('auction_bids_idempotency_uq').on(t.bidderId, t.idempotencyKey),
  ],
)

/** Who registered to bid in an auction (once per auction): the terms accepted and a phone. */
export const auctionRegistrations = pgTable(
  'auction_registrations',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'auction_registrations_pk', columns: [t.auctionId, t.userId] })],
)

/**
 * One row a bidder, made when they register: a bid locks it before the lot, so two bids of one
 * bidder on two lots check the limit one after the other. Null `limitCents`: the contract's
 * `DEFAULT_BIDDING_LIMIT_CENTS`.
 */
export const auctionBiddingLimits = pgTable('auction_bidding_limits', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  limitCents: money('limit_cents'),
  /** The admin who set the limit (e-mail), null for the default. */
  setBy: text('set_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Lots a user watches. */
export const auctionWatches = pgTable(
  'auction_watches',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'auction_watches_pk', columns: [t.lotId, t.userId] }),
    index('auction_watches_user_idx').on(t.userId),
  ],
)

export type AuctionBid = typeof auctionBids.$inferSelect
