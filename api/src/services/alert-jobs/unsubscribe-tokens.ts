import { createHash, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps, Locale } from '../../context'
import { emailUnsubscribeTokens, inventoryAlerts, userProfiles } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'

export type UnsubscribeTarget =
  { kind: 'inventory_alert'; alertId: string } | { kind: 'price_drops'; userId: string }

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
    createdAt: deps.now(),
  })
  return `${deps.env.API_URL.replace(/\/$/, '')}${UNSUBSCRIBE_PATH}?token=${token}`
}

export interface UnsubscribeInfo {
  kind: 'inventory_alert' | 'price_drops'
  locale: Locale
  /** What the email was about, for the confirmation page (filters or nothing). */
  filters: Record<string, string> | null
  alreadyUnsubscribed: boolean
}

async function lookup(deps: Pick<AppDeps, 'database'>, rawToken: unknown) {
  const token = parseOrThrow(tokenSchema, rawToken)
  const [row] = await deps.database.rows<{
    kind: 'inventory_alert' | 'price_drops'
    alert_id: string | null
    user_id: string | null
    alert_locale: string | null
    filters: Record<string, string> | null
    unsubscribed_at: string | null
    profile_locale: string | null
    price_drop_emails: boolean | null
  }>(sql`
    SELECT t.kind, t.alert_id, t.user_id, a.locale AS alert_locale, a.filters, a.unsubscribed_at,
           p.locale AS profile_locale, p.price_drop_emails
    FROM email_unsubscribe_tokens t
    LEFT JOIN inventory_alerts a ON a.id = t.alert_id
    LEFT JOIN user_profiles p ON p.user_id = t.user_id
    WHERE t.token_hash = ${hash(token)}`)
  if (!row || (row.kind === 'inventory_alert' ? !row.alert_id : !row.user_id)) {
    throw new AppError('NOT_FOUND', 'Unknown unsubscribe link')
  }
  const locale: Locale = (row.alert_locale ?? row.profile_locale) === 'es' ? 'es' : 'en'
  return { token, row, locale }
}

/** What an unsubscribe link stops, for the confirmation page (no change made). */
export async function describeUnsubscribe(
  deps: Pick<AppDeps, 'database'>,
  rawToken: unknown,
): Promise<UnsubscribeInfo> {
  const { row, locale } = await lookup(deps, rawToken)
  return {
    kind: row.kind,
    locale,
    filters: row.kind === 'inventory_alert' ? row.filters : null,
    alreadyUnsubscribed:
      row.kind === 'inventory_alert'
        ? row.unsubscribed_at !== null
        : row.price_drop_emails === false,
  }
}

/**
 * Unsubscribe with the token of an email link: stop the inventory alert, or the user's
 * price-drop emails. Doing it twice is fine; unknown tokens answer NOT_FOUND.
 */
export async function unsubscribeWithToken(
  deps: Pick<AppDeps, 'database' | 'now'>,
  rawToken: unknown,
): Promise<UnsubscribeInfo> {
  const { token, row, locale } = await lookup(deps, rawToken)
  const now = deps.now()
  await deps.database.db.transaction(async (tx) => {
    if (row.kind === 'inventory_alert') {
      await tx
        .update(inventoryAlerts)
        .set({ unsubscribedAt: now, updatedAt: now })
        .where(
          sql`${inventoryAlerts.id} = ${row.alert_id} AND ${inventoryAlerts.unsubscribedAt} IS NULL`,
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
  return {
    kind: row.kind,
    locale,
    filters: row.kind === 'inventory_alert' ? row.filters : null,
    alreadyUnsubscribed: true,
  }
}
