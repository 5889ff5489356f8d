import { and, desc, eq, gt, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { sentMessages } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'

export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(320).optional(),
  channel: z.enum(['email', 'sms', 'whatsapp']).optional(),
  /** Only messages with a larger id (tests poll for "what arrived since"). */
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export type OutboxQuery = z.infer<typeof outboxQuerySchema>

/** The local outbox: every message the product sent, oldest first (newest last). */
export async function listOutbox(database: Database, input: unknown) {
  const q = parseOrThrow(outboxQuerySchema, input)
  const where: SQL[] = []
  if (q.to) where.push(eq(sentMessages.to, q.to))
  if (q.channel) where.push(eq(sentMessages.channel, q.channel))
  if (q.after !== undefined) where.push(gt(sentMessages.id, q.after))
  // The newest `limit` messages, returned newest last.
  const rows = await database.db
    .select()
    .from(sentMessages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(sentMessages.id))
    .limit(q.limit)
  return rows.reverse().map((r) => ({
    id: r.id,
    channel: r.channel,
    template: r.template,
    locale: r.locale,
    to: r.to,
    from: r.from,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: r.links,
    headers: r.headers,
    transport: r.transport,
    createdAt: r.createdAt.toISOString(),
  }))
}
