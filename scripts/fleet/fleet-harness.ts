/**
 * What the fleet tests share (fleet-consistency.test.ts, fleet-first-start.test.ts): waiting for a
 * state, the replicas' own ports read from the balancer's configuration, GraphQL and sign-in calls
 * to one replica or to the balancer, mail read from a fake SMTP server, and the percentile the
 * tests print.
 */
import fs from 'node:fs'
import type { ReceivedMail } from '../../api/test/helpers/fake-smtp'

/** Wait for a state: poll `check` until it passes, failing with `what` (and `why()`) at the deadline. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  opts: { ms?: number; everyMs?: number; why?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.ms ?? 30_000)
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return
    const why = opts.why?.()
    if (why) throw new Error(`${why} while waiting for ${what}`)
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, opts.everyMs ?? 100))
  }
}

/** The replicas' own ports (`api-1`, `web-1`...), by id, from the fleet's HAProxy configuration. */
export function replicaPorts(haproxyConfigPath: string, kind: 'api' | 'web'): Map<string, number> {
  const ports = new Map<string, number>()
  const pattern = new RegExp(`^\\s*server (${kind}-\\d+) 127\\.0\\.0\\.1:(\\d+)`, 'gm')
  for (const m of fs.readFileSync(haproxyConfigPath, 'utf8').matchAll(pattern)) {
    ports.set(m[1], Number(m[2]))
  }
  return ports
}

/** The nearest-rank percentile of some durations. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

export interface Reply {
  status: number
  servedBy: string | null
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions give it its shape
  body: any
}

/**
 * An HTTP call as a visitor at `ip` makes it: the replicas trust X-Forwarded-For from loopback
 * (the balancer, and this test), so each test counts against addresses of its own.
 */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<Reply> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(20_000),
  })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: res.status, servedBy: res.headers.get('x-served-by'), body }
}

/** A GraphQL operation; throws on transport failure, answers data and errors. */
export async function gql<T = Record<string, unknown>>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { session?: string; ip?: string } = {},
): Promise<{
  status: number
  servedBy: string | null
  data?: T
  errors?: Array<{ message: string; extensions?: { code?: string } }>
}> {
  const r = await call(base, 'POST', '/graphql', {
    body: { query, variables },
    ip: opts.ip,
    headers: opts.session ? { authorization: `Bearer ${opts.session}` } : {},
  })
  return { status: r.status, servedBy: r.servedBy, ...(r.body as object) }
}

/** `/sdk/v1` as the browser SDK calls it: Basic public_token:(session token or public token). */
export function sdk(publicToken: string) {
  return (
    base: string,
    path: string,
    body: Record<string, unknown>,
    opts: { session?: string; ip?: string } = {},
  ) =>
    call(base, 'POST', `/sdk/v1${path}`, {
      body,
      ip: opts.ip,
      headers: {
        authorization: `Basic ${Buffer.from(`${publicToken}:${opts.session ?? publicToken}`).toString('base64')}`,
      },
    })
}

/** A received message's text, quoted-printable decoded (links and codes are ASCII). */
export function mailText(mail: ReceivedMail): string {
  return mail.data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The messages the fake SMTP server received for `to`, oldest first. */
export const mailsTo = (received: ReceivedMail[], to: string): string[] =>
  received.filter((m) => m.to.includes(to)).map(mailText)

/** The sign-in token of a magic link in a message. */
export function magicLinkToken(text: string): string | null {
  return /stytch_token_type=magic_links&(?:amp;)?token=([A-Za-z0-9_-]{20,})/.exec(text)?.[1] ?? null
}

/** The 6-digit code of a one-time passcode message (its plain-text part). */
export function passcode(text: string): string | null {
  const plain = text.slice(text.indexOf('text/plain'))
  return /(?:^|\D)(\d{6})(?:\D|$)/.exec(plain.slice(plain.indexOf('\n\n')))?.[1] ?? null
}
