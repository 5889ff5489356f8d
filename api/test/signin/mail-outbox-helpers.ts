import net from 'node:net'
import { sql } from 'drizzle-orm'
import type { SigninTestApp } from './helpers'

/** A port nothing listens on (until a test starts its fake SMTP server there). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((r) => server.close(() => r()))
  return port
}

/** Wait for a state, not for time: poll until `check` passes or the deadline hits. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

export interface RawOutboxRow {
  id: number
  dedupe_key: string
  payload: Record<string, unknown>
  attempts: number
  last_error: string | null
  completed_at: string | null
  dead_at: string | null
  /** The whole row as PostgreSQL prints it: what a dump or a stolen backup would show. */
  raw: string
}

/** Outbox rows whose dedupe key is LIKE `pattern`, oldest first, read raw (not through Drizzle). */
export async function outboxRows(t: SigninTestApp, pattern: string): Promise<RawOutboxRow[]> {
  return t.database.rows<RawOutboxRow>(
    sql`SELECT o.id, o.dedupe_key, o.payload, o.attempts, o.last_error,
               o.completed_at::text, o.dead_at::text, row_to_json(o)::text AS raw
        FROM outbox o WHERE o.dedupe_key LIKE ${pattern} ORDER BY o.id`,
  )
}

/** The sent_messages record of a message (its dedupe record when it left by SMTP), raw. */
export async function sentRecord(t: SigninTestApp, dedupeKey: string) {
  const [row] = await t.database.rows<{
    transport: string
    subject: string
    text: string
    html: string
    raw: string
  }>(
    sql`SELECT m.transport, m.subject, m.text, m.html, row_to_json(m)::text AS raw
        FROM sent_messages m WHERE m.dedupe_key = ${dedupeKey}`,
  )
  return row
}

/** The decoded text of every part of a received message (quoted-printable or base64 bodies). */
export function mailText(data: string): string {
  const parts: string[] = []
  for (const chunk of data.split(/\n--[^\n]*\n/)) {
    const split = chunk.indexOf('\n\n')
    if (split < 0) continue
    const head = chunk.slice(0, split).toLowerCase()
    const body = chunk.slice(split + 2)
    if (head.includes('content-transfer-encoding: base64'))
      parts.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'))
    else if (head.includes('content-transfer-encoding: quoted-printable'))
      parts.push(
        Buffer.from(
          body
            .replace(/=\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
      )
    else parts.push(body)
  }
  return parts.join('\n')
}
