import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { sentMessages, type SentMessage } from '../../db/schema'

export type MessageChannel = 'email' | 'sms' | 'whatsapp'

export interface MessageRecord {
  channel: MessageChannel
  template: string
  locale: string
  to: string
  from: string
  subject: string
  text: string
  html: string
  links: string[]
  /** Extra headers sent with it (List-Unsubscribe...). */
  headers: Record<string, string>
  transport: 'smtp' | 'outbox'
  dedupeKey: string
}

/** True when a message with this dedupe key was already sent (retries must not send twice). */
export async function wasMessageSent(database: Database, dedupeKey: string): Promise<boolean> {
  const rows = await database.db
    .select({ id: sentMessages.id })
    .from(sentMessages)
    .where(eq(sentMessages.dedupeKey, dedupeKey))
    .limit(1)
  return rows.length > 0
}

/** Record a sent message once per dedupe key; returns the stored row, or null if it existed. */
export async function recordMessage(
  database: Database,
  msg: MessageRecord,
): Promise<SentMessage | null> {
  const rows = await database.db
    .insert(sentMessages)
    .values(msg)
    .onConflictDoNothing({ target: sentMessages.dedupeKey })
    .returning()
  return rows[0] ?? null
}
