import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { inventoryAlerts } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { hashToken } from './subscribe-inventory-alert'

const tokenSchema = z.string().trim().min(16).max(200)

/** Stop an alert from the link in its email. Unsubscribing twice is fine; unknown tokens are not. */
export async function unsubscribeInventoryAlert(
  deps: Pick<AppDeps, 'database' | 'now'>,
  token: unknown,
): Promise<{ alertId: string }> {
  const plain = parseOrThrow(tokenSchema, token)
  const [row] = await deps.database.db
    .select({ id: inventoryAlerts.id, unsubscribedAt: inventoryAlerts.unsubscribedAt })
    .from(inventoryAlerts)
    .where(eq(inventoryAlerts.unsubscribeTokenHash, hashToken(plain)))
  if (!row) throw new AppError('NOT_FOUND', 'Unknown unsubscribe link')
  if (!row.unsubscribedAt) {
    await deps.database.db
      .update(inventoryAlerts)
      .set({ unsubscribedAt: deps.now(), updatedAt: deps.now() })
      .where(eq(inventoryAlerts.id, row.id))
  }
  return { alertId: row.id }
}
