import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { inventoryAlerts } from './alerts'
import { consentColumns } from './consent'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/** The mailing lists people subscribe to from the site's forms (spec §6). */
export type MailingList = 'newsletter' | 'equipment_newsletter'
export const MAILING_LISTS: readonly MailingList[] = ['newsletter', 'equipment_newsletter']

/**
 * Mailing-list subscriptions (the newsletter forms): one row per address and list, `pending`
 * until the address confirms (consent.ts). The form's lead is stored as well, for sales
 * attribution; this row is what decides whether the address may be mailed.
 */
export const mailingListSubscriptions = pgTable(
  'mailing_list_subscriptions',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased, trimmed. */
    email: text('email').notNull(),
    list: text('list').$type<MailingList>().notNull(),
    /** Language of its mails: the one of the last subscribe request. */
    locale: text('locale').notNull(),
    /** The page the last subscribe request came from (consent evidence), when the form sent it. */
    consentPageUrl: text('consent_page_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    unsubscribedAt: ts('unsubscribed_at'),
    ...consentColumns(),
  },
  (t) => [
    uniqueIndex('mailing_list_subscriptions_email_list_uq').on(t.email, t.list),
    index('mailing_list_subscriptions_status_idx').on(t.list, t.status),
    check(
      'mailing_list_subscriptions_status_ck',
      sql`${t.status} IN ('pending', 'active', 'unsubscribed')`,
    ),
    check(
      'mailing_list_subscriptions_list_ck',
      sql`${t.list} IN ('newsletter', 'equipment_newsletter')`,
    ),
  ],
)

/**
 * The links of confirmation mails: a 256-bit token per mail (only its SHA-256 kept), valid until
 * `expires_at`, used once. Leaving `pending` (confirmed, unsubscribed) uses up the subscription's
 * outstanding tokens, so an older mail cannot confirm a later state.
 */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'inventory_alert' | 'mailing_list'>().notNull(),
    alertId: uuid('alert_id').references(() => inventoryAlerts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => mailingListSubscriptions.id, {
      onDelete: 'cascade',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('email_confirmation_tokens_alert_idx').on(t.alertId),
    index('email_confirmation_tokens_subscription_idx').on(t.subscriptionId),
    check(
      'email_confirmation_tokens_target_ck',
      sql`(${t.kind} = 'inventory_alert' AND ${t.alertId} IS NOT NULL) OR (${t.kind} = 'mailing_list' AND ${t.subscriptionId} IS NOT NULL)`,
    ),
  ],
)

export type MailingListSubscription = typeof mailingListSubscriptions.$inferSelect
export type EmailConfirmationToken = typeof emailConfirmationTokens.$inferSelect
