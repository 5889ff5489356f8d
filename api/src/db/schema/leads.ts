import { LEAD_TYPES, type LeadType } from '@ironyard/contract/forms/leads'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { listings } from './listings'
import { users } from './users'

export { LEAD_TYPES, type LeadType }

/** Every form submission. Written together with its outbox row in one transaction. */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<LeadType>().notNull(),
    persona: text('persona').$type<'buyer' | 'seller'>().notNull(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    stockNumber: text('stock_number'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    zip: text('zip'),
    message: text('message'),
    offerAmountCents: bigint('offer_amount_cents', { mode: 'number' }),
    /** Name Your Price: the likelihood shown to the buyer when they submitted. */
    likelihood: text('likelihood'),
    /** Form-specific fields (role, credit rating, address, equipment type, ...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    locale: text('locale').notNull(),
    /** utm_source, utm_medium, utm_campaign, utm_content, utm_term, utm_id as sent by the browser. */
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    /** The first-visit URL parameters, as a whole. */
    firstVisitParams: jsonb('first_visit_params')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    pageUrl: text('page_url'),
    queryId: text('query_id'),
    userId: text('user_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the normalised payload: the same key with another payload is refused. */
    payloadHash: text('payload_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff marked it contacted (the admin leads inbox); null: waiting for an answer. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /** The admin who marked it contacted (their e-mail). */
    contactedBy: text('contacted_by'),
    /**
     * Who answers it (issue 36): a staff user, or for a partner's lead one of its members
     * (migration 0043). Null: nobody yet.
     */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('leads_idempotency_uq').on(t.idempotencyKey),
    // The inbox's "waiting" view and the dashboard's count: newest first, only the unanswered.
    index('leads_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.contactedAt} IS NULL`),
    index('leads_email_idx').on(t.email, t.createdAt),
    index('leads_listing_idx').on(t.listingId),
    index('leads_created_idx').on(t.createdAt),
    index('leads_owner_idx')
      .on(t.ownerUserId, t.createdAt)
      .where(sql`${t.ownerUserId} IS NOT NULL`),
  ],
)

export type Lead = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert
