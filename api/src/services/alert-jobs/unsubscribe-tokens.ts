import { toLocale } from '@ironyard/contract/locale'
import { createHash, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps, Locale } from '../../context'
import {
  emailUnsubscribeTokens,
  inventoryAlerts,
  mailingListSubscriptions,
  userProfiles,
  type MailingList,
} from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { revokeConfirmationTokens } from '../mailing-list/confirmation-tokens'

export type UnsubscribeTarget =
  | { kind: 'inventory_alert'; alertId: string }
  | { kind: 'price_drops'; userId: string }
  | { kind: 'mailing_list'; subscriptionId: string }

type Kind = UnsubscribeTarget['kind']

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const tokenSchema = z
  .string()
  .trim()
  .min(32)
  .max(200)
  .regex(/^[\w-]+$/)

/** The path of the unsubscribe endpoint on the api (GET shows a confirmation, POST unsubscribes). */
export const UNSUBSCRIBE_PATH = '/unsubscribe'

/**
 * A fresh unsubscribe link for one email (256-bit token, only its hash stored). Each email gets
 * its own, and older links keep working. Works without signing in.
 */
export async function issueUnsubscribeUrl(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  target: UnsubscribeTarget,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await deps.database.db.insert(emailUnsubscribeTokens).values({
    tokenHash: hash(token),
    kind: target.kind,
    alertId: target.kind === 'inventory_alert' ? target.alertId : null,
    userId: target.kind === 'price_drops' ? target.userId : null,
    subscriptionId: target.kind === 'mailing_list' ? target.subscriptionId : null,
    createdAt: deps.now(),
  })
  return `${deps.env.API_URL.replace(/\/$/, '')}${UNSUBSCRIBE_PATH}?token=${token}`
}

export interface UnsubscribeInfo {
  kind: Kind
  locale: Locale
  /** What the email was about, for the confirmation page (filters or nothing). */
  filters: Record<string, string> | null
  /** The mailing list a mailing_list link stops. */
  list: MailingList | null
  alreadyUnsubscribed: boolean
}

async function lookup(deps: Pick<AppDeps, 'database'>, rawToken: unknown) {
  const token = parseOrThrow(tokenSchema, rawToken)
  const [row] = await deps.database.rows<{
    kind: Kind
    alert_id: string | null
    user_id: string | null
    subscription_id: string | null
    alert_locale: string | null
    filters: Record<string, string> | null
    alert_status: string | null
    profile_locale: string | null
    price_drop_emails: boolean | null
    list: MailingList | null
    list_locale: string | null
    list_status: string | null
  }>(sql`
    SELECT t.kind, t.alert_id, t.user_id, t.subscription_id, a.locale AS alert_locale, a.filters,
           a.status AS alert_status, p.locale AS profile_locale, p.price_drop_emails,
           s.list, s.locale AS list_locale, s.status AS list_status
    FROM email_unsubscribe_tokens t
    LEFT JOIN inventory_alerts a ON a.id = t.alert_id
    LEFT JOIN user_profiles p ON p.user_id = t.user_id
    LEFT JOIN mailing_list_subscriptions s ON s.id = t.subscription_id
    WHERE t.token_hash = ${hash(token)}`)
  const target =
    row?.kind === 'inventory_alert'
      ? row.alert_id
      : row?.kind === 'mailing_list'
        ? row.subscription_id
        : row?.user_id
  if (!row || !target)
    throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.unsubscribeLink' })
  const locale = toLocale(row.alert_locale ?? row.list_locale ?? row.profile_locale)
  return { token, row, locale }
}

type Found = Awaited<ReturnType<typeof lookup>>

const infoOf = ({ row, locale }: Found, alreadyUnsubscribed: boolean): UnsubscribeInfo => ({
  kind: row.kind,
  locale,
  filters: row.kind === 'inventory_alert' ? row.filters : null,
  list: row.kind === 'mailing_list' ? row.list : null,
  alreadyUnsubscribed,
})

/** What an unsubscribe link stops, for the confirmation page (no change made). */
export async function describeUnsubscribe(
  deps: Pick<AppDeps, 'database'>,
  rawToken: unknown,
): Promise<UnsubscribeInfo> {
  const found = await lookup(deps, rawToken)
  const { row } = found
  return infoOf(
    found,
    row.kind === 'inventory_alert'
      ? row.alert_status === 'unsubscribed'
      : row.kind === 'mailing_list'
        ? row.list_status === 'unsubscribed'
        : row.price_drop_emails === false,
  )
}

/**
 * Unsubscribe with the token of an email link: stop the inventory alert, the mailing-list
 * subscription (pending ones too: their confirmation links stop working), or the user's
 * price-drop emails. Doing it twice is fine; unknown tokens answer NOT_FOUND.
 */
export async function unsubscribeWithToken(
  deps: Pick<AppDeps, 'database' | 'now'>,
  rawToken: unknown,
): Promise<UnsubscribeInfo> {
  const found = await lookup(deps, rawToken)
  const { token, row, locale } = found
  const now = deps.now()
  await deps.database.db.transaction(async (tx) => {
    if (row.kind === 'inventory_alert') {
      await tx
        .update(inventoryAlerts)
        .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
        .where(
          sql`${inventoryAlerts.id} = ${row.alert_id} AND ${inventoryAlerts.status} <> 'unsubscribed'`,
        )
      await revokeConfirmationTokens(tx, { kind: 'inventory_alert', alertId: row.alert_id! }, now)
    } else if (row.kind === 'mailing_list') {
      await tx
        .update(mailingListSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
        .where(
          sql`${mailingListSubscriptions.id} = ${row.subscription_id} AND ${mailingListSubscriptions.status} <> 'unsubscribed'`,
        )
      await revokeConfirmationTokens(
        tx,
        { kind: 'mailing_list', subscriptionId: row.subscription_id! },
        now,
      )
    } else {
      await tx
        .insert(userProfiles)
        .values({
          userId: row.user_id!,
          priceDropEmails: false,
          locale,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: userProfiles.userId,
          set: { priceDropEmails: false, updatedAt: now },
        })
    }
    await tx
      .update(emailUnsubscribeTokens)
      .set({ usedAt: now })
      .where(eq(emailUnsubscribeTokens.tokenHash, hash(token)))
  })
  return infoOf(found, true)
}
