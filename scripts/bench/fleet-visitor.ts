/**
 * bench:fleet's writers (fleet-writes.ts) talk to the api as a visitor's browser and the web do:
 * the sign-in SDK's calls (a link asked for, a link redeemed: the session cookies the web
 * forwards), GraphQL, and answers read as "answered, with what" or "no answer".
 */
import type pg from 'pg'
import { waitFor } from './lib'

const PUBLIC_TOKEN = process.env.STYTCH_PUBLIC_TOKEN || 'public-token-test-local-ironyard'
const SDK_AUTH = `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`

export type Json = Record<string, unknown>
/** An HTTP answer (any status) or null: none came (connection reset, timeout). */
export type Answer = { status: number; json: Json | null } | null

export async function send(url: string, init: RequestInit): Promise<Answer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
    const text = await res.text()
    let json: Json | null = null
    try {
      json = JSON.parse(text) as Json
    } catch {
      // not JSON (a balancer's 502 page)
    }
    return { status: res.status, json }
  } catch {
    return null
  }
}

/** `json.a.b.c`, or undefined. */
export const dig = (json: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Json)[k] : undefined), json)

/** Ask for a sign-in link as the login panel does; the answer, from visitor address `ip`. */
export function askLink(origins: Origins, email: string, ip: string) {
  const url = `${origins.webOrigin}/authenticate`
  return send(`${origins.apiOrigin}/sdk/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers: { authorization: SDK_AUTH, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      login_magic_link_url: url,
      signup_magic_link_url: url,
      login_expiration_minutes: 60,
      signup_expiration_minutes: 60,
      locale: 'en',
      email,
    }),
  })
}

/**
 * Redeem the newest link mailed to `email` (development: the sent_messages outbox): the user it
 * signed in and the session cookies the web forwards to the api; throws when refused or unanswered.
 */
export async function redeemLink(origins: Origins, pool: pg.Pool, email: string, ip: string) {
  let token: string | null = null
  await waitFor(
    async () => {
      const { rows } = await pool.query<{ text: string }>(
        `SELECT text FROM sent_messages WHERE "to" = $1 ORDER BY id DESC LIMIT 1`,
        [email],
      )
      token =
        /stytch_token_type=magic_links&(?:amp;)?token=([A-Za-z0-9_-]{20,})/.exec(
          rows[0]?.text ?? '',
        )?.[1] ?? null
      return token !== null
    },
    `the sign-in link to ${email}`,
    10_000,
  )
  const a = await send(`${origins.apiOrigin}/sdk/v1/magic_links/authenticate`, {
    method: 'POST',
    headers: { authorization: SDK_AUTH, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ token, session_duration_minutes: 60 }),
  })
  const jwt = dig(a?.json, 'data', 'session_jwt')
  const session = dig(a?.json, 'data', 'session_token')
  const userId = dig(a?.json, 'data', 'user_id')
  if (typeof jwt !== 'string' || typeof session !== 'string' || typeof userId !== 'string')
    throw new Error(`redeeming the link to ${email}: ${a?.status} ${JSON.stringify(a?.json)}`)
  return { userId, cookie: `stytch_session=${session}; stytch_session_jwt=${jwt}` }
}

export interface Origins {
  apiOrigin: string
  webOrigin: string
}

export const gql = (
  origins: Origins,
  query: string,
  variables: Json,
  headers: Record<string, string>,
) =>
  send(`${origins.apiOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })
