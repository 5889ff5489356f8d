import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { inventoryAlerts } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { revokeConfirmationTokens } from '../mailing-list/confirmation-tokens'
import { hashToken } from './subscribe-inventory-alert'

const tokenSchema = z.string().trim().min(16).max(200)

/**
 * Stop an alert from the link in its email (pending or active: a pending one's confirmation links
 * stop working too). Unsubscribing twice is fine; unknown tokens are not.
 */
export async function unsubscribeInventoryAlert(
  deps: Pick<AppDeps, 'database' | 'now'>,
  token: unknown,
): Promise<{ alertId: string }> {
  const plain = parseOrThrow(tokenSchema, token)
  const [row] = await deps.database.db
    .select({ id: inventoryAlerts.id, status: inventoryAlerts.status })
    .from(inventoryAlerts)
    .where(eq(inventoryAlerts.unsubscribeTokenHash, hashToken(plain)))
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.unsubscribeLink' })
  if (row.status !== 'unsubscribed') {
    const now = deps.now()
    await deps.database.db.transaction(async (tx) => {
      await tx
        .update(inventoryAlerts)
        .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
        .where(eq(inventoryAlerts.id, row.id))
      await revokeConfirmationTokens(tx, { kind: 'inventory_alert', alertId: row.id }, now)
    })
  }
  return { alertId: row.id }
}
