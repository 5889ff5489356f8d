/**
 * `bench:fleet`'s search-propagation figure (issue 33, point 4): a listing repriced through one
 * api replica, then every api replica's own search (its port, not the balancer) asked for that
 * exact price until it finds the machine; per change, the time from the write's answer until the
 * last replica found it.
 */
import type pg from 'pg'
import { sleep, waitFor } from './lib'

const ADMIN_EMAIL = process.env.DEMO_ADMIN_EMAIL || 'admin@ironyard.local'
const PUBLIC_TOKEN = process.env.STYTCH_PUBLIC_TOKEN || 'public-token-test-local-ironyard'

async function post(origin: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

/**
 * Sign the demo admin in with a magic link (development: the link is in the local outbox,
 * sent_messages) and answer the session JWT.
 */
export async function signInAdmin(apiOrigin: string, pool: pg.Pool): Promise<string> {
  const sdk = {
    authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`,
  }
  const asked = new Date()
  const sent = await post(
    apiOrigin,
    '/sdk/v1/magic_links/email/login_or_create',
    { email: ADMIN_EMAIL },
    sdk,
  )
  if (sent.status !== 200)
    throw new Error(`magic link: ${sent.status} ${JSON.stringify(sent.json)}`)
  let token: string | null = null
  await waitFor(
    async () => {
      const { rows } = await pool.query<{ text: string }>(
        `SELECT text FROM sent_messages WHERE "to" = $1 AND created_at >= $2 ORDER BY id DESC LIMIT 1`,
        [ADMIN_EMAIL, new Date(asked.getTime() - 1000)],
      )
      token =
        /stytch_token_type=magic_links&(?:amp;)?token=([A-Za-z0-9_-]{20,})/.exec(
          rows[0]?.text ?? '',
        )?.[1] ?? null
      return token !== null
    },
    'the magic link mail',
    60_000,
  )
  const auth = await post(
    apiOrigin,
    '/sdk/v1/magic_links/authenticate',
    { token, session_duration_minutes: 60 },
    sdk,
  )
  const jwt = (auth.json.data as { session_jwt?: string } | undefined)?.session_jwt
  if (!jwt) throw new Error(`magic link authenticate: ${auth.status} ${JSON.stringify(auth.json)}`)
  return jwt
}

async function gql<T>(origin: string, query: string, jwt?: string): Promise<T> {
  const { json } = await post(
    origin,
    '/graphql',
    { query },
    jwt ? { authorization: `Bearer ${jwt}` } : {},
  )
  if (json.errors) throw new Error(JSON.stringify(json.errors))
  return json.data as T
}

export interface Propagation {
  /** Per change: ms from the write's answer until every replica's search found it. */
  everyReplicaMs: number[]
  /** Per replica: its delays. */
  byReplica: Map<string, number[]>
}

/**
 * `changes` reprices of one listing, each through the next replica in turn, each to a price no
 * other listing has; every replica polled every 10 ms.
 */
export async function measurePropagation(opts: {
  replicas: Array<{ id: string; origin: string }>
  jwt: string
  stockNumber: string
  changes: number
}): Promise<Propagation> {
  const byReplica = new Map(opts.replicas.map((r) => [r.id, [] as number[]]))
  const everyReplicaMs: number[] = []
  const found = async (origin: string, cents: number) =>
    (
      await gql<{ searchListings: { results: Array<{ stockNumber: string }> } }>(
        origin,
        `{ searchListings(input: { priceMinCents: ${cents}, priceMaxCents: ${cents} }) { results { stockNumber } } }`,
      )
    ).searchListings.results.some((r) => r.stockNumber === opts.stockNumber)
  for (let i = 0; i < opts.changes; i++) {
    // Odd cents: the seed's prices are whole dollars, so no other machine has this price.
    const cents = 9_870_001 + i * 1_002
    const via = opts.replicas[i % opts.replicas.length]
    const r = await gql<{ changeListingPrice: { advertisedPriceCents: number } }>(
      via.origin,
      `mutation { changeListingPrice(stockNumber: "${opts.stockNumber}", advertisedPriceCents: ${cents}, lowerFloor: true) { advertisedPriceCents } }`,
      opts.jwt,
    )
    if (r.changeListingPrice.advertisedPriceCents !== cents)
      throw new Error('the price did not change')
    const answered = Date.now()
    const delays = await Promise.all(
      opts.replicas.map(async ({ id, origin }) => {
        for (;;) {
          if (await found(origin, cents).catch(() => false)) break
          if (Date.now() - answered > 60_000) throw new Error(`${id} never found price ${cents}`)
          await sleep(10)
        }
        const ms = Date.now() - answered
        byReplica.get(id)!.push(ms)
        return ms
      }),
    )
    everyReplicaMs.push(Math.max(...delays))
  }
  return { everyReplicaMs, byReplica }
}
