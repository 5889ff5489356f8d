import { and, asc, eq, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { analyticsEvents } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'

export const analyticsQuerySchema = z.object({
  anonymousId: z.string().min(1).max(64).optional(),
  userId: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
})

/**
 * The stored events of one visitor (anonymous id) or user, oldest first: what the development
 * endpoint GET /dev/analytics shows, so tests can see what the browser sent.
 */
export async function listAnalyticsEvents(database: Database, input: unknown) {
  const q = parseOrThrow(analyticsQuerySchema, input)
  const where: SQL[] = []
  if (q.anonymousId) where.push(eq(analyticsEvents.anonymousId, q.anonymousId))
  if (q.userId) where.push(eq(analyticsEvents.userId, q.userId))
  if (!where.length)
    throw new AppError('BAD_REQUEST', { messageKey: 'errors:analytics.identityRequired' })
  const rows = await database.db
    .select()
    .from(analyticsEvents)
    .where(and(...where))
    .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.id))
    .limit(q.limit)
  return rows.map((r) => ({
    ...r,
    occurredAt: r.occurredAt.toISOString(),
    receivedAt: r.receivedAt.toISOString(),
  }))
}
