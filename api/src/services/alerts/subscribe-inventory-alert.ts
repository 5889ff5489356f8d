import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import { inventoryAlerts } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { subscribeInventoryAlertInputSchema } from './alert-input.schema'

export interface SubscribeInventoryAlertResult {
  alertId: string
  /** The same email already watched the same filters (double submit, or subscribing again). */
  alreadySubscribed: boolean
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

const filtersHash = (filters: Record<string, string>): string =>
  createHash('sha256').update(JSON.stringify(filters)).digest('hex')

/**
 * Store an inventory alert. Idempotent: one row per email and filters, so a double submit or a
 * second sign-up answers the same alert (and re-activates it if it had been unsubscribed).
 */
export async function subscribeInventoryAlert(
  deps: Pick<AppDeps, 'database' | 'now'>,
  input: unknown,
  ctx: { locale: Locale },
): Promise<SubscribeInventoryAlertResult> {
  const { email, locale, filters } = parseOrThrow(subscribeInventoryAlertInputSchema, input)
  const now = deps.now()
  const [row] = await deps.database.db
    .insert(inventoryAlerts)
    .values({
      id: randomUUID(),
      email,
      locale: locale ?? ctx.locale,
      filters,
      filtersHash: filtersHash(filters),
      // The plain token is issued when an email is sent (issueUnsubscribeToken).
      unsubscribeTokenHash: hashToken(randomBytes(32).toString('base64url')),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [inventoryAlerts.email, inventoryAlerts.filtersHash],
      set: { locale: locale ?? ctx.locale, updatedAt: now, unsubscribedAt: null },
    })
    .returning({ id: inventoryAlerts.id, inserted: sql<boolean>`(xmax = 0)` })
  return { alertId: row.id, alreadySubscribed: !row.inserted }
}

/**
 * A fresh unsubscribe token for an alert (for the link in the next email); only its hash is kept.
 */
export async function issueUnsubscribeToken(
  deps: Pick<AppDeps, 'database'>,
  alertId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await deps.database.db
    .update(inventoryAlerts)
    .set({ unsubscribeTokenHash: hashToken(token) })
    .where(eq(inventoryAlerts.id, alertId))
  return token
}
