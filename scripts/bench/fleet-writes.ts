/**
 * bench:fleet's writers of the kill phase (issue 33, point 3: a kill -9 loses no acknowledged
 * sign-up, favorite, price change or import row). Each writes through the balancer as the product
 * does, a few at a time, spread over the phase so some are in flight when a replica dies:
 *
 * - sign-ups: a new address asks for a sign-in link (the web's `magicLinks.email.loginOrCreate`,
 *   POST /sdk/v1/magic_links/email/login_or_create, each visitor from an address of its own),
 *   then redeems it (/sdk/v1/magic_links/authenticate) as the visitor clicking the mail would;
 *   acknowledged: login_or_create's 200 (signed out it never says `user_created`, so addresses
 *   cannot be probed); rows: signin_emails + signin_users, naming the user the link signed in;
 * - favorites: accounts signed up the same way before the phase favorite listings (the web's
 *   AddFavorite mutation, with the session cookies the web forwards); acknowledged: the mutation's
 *   answer without errors; rows: favorites (not removed);
 * - price changes: the demo admin (signInAdmin) reprices distinct listings to distinct prices (the
 *   console's changeListingPrice); acknowledged: the answer's price is the new one; rows: the
 *   listing at that price and its price_history row at that price;
 * - import rows: two partners (seed sellers, each with a key issued by createPartnerApiKey on the
 *   bench database) upload small CSV files of new stock numbers (POST /partner/v1/listings/import);
 *   acknowledged: the rows the report counts created; rows: the listings of those stock numbers.
 *
 * After the phase, what was not acknowledged is sent once more where the product makes that safe
 * (the same address, favorite, price or file again), and everything is counted again.
 */
import { FEED_COLUMNS } from '@ironyard/contract/partner-feed'
import type pg from 'pg'
import type { Database } from '../../api/src/db/client'
import { csvText, type CsvCell } from '../../api/src/lib/csv'
import { createPartnerApiKey } from '../../api/src/services/partners/partner-api-keys'
import { signInAdmin } from './fleet-propagation'
import {
  emptyLog,
  tallyWrites,
  type RowFound,
  type WriteLog,
  type WriteTally,
} from './fleet-writes-report'
import { sleep } from './lib'
import { askLink, dig, gql, redeemLink, send, type Answer, type Json } from './fleet-visitor'

/** How many of each, and how many at once. */
export const WRITES = {
  signups: 30,
  favoriters: 4,
  favoritesEach: 12,
  prices: 36,
  importFiles: 24,
  rowsPerFile: 3,
  concurrency: 2,
} as const

/** One write (a file of rows is one write of several keys): answered, and what it acknowledged. */
interface Outcome {
  answered: boolean
  acked: Map<string, string>
}

interface Writer<I> {
  log: WriteLog
  items: I[]
  keysOf(item: I): string[]
  send(item: I, again: boolean): Promise<Outcome>
  how: string
  rows(keys: string[]): Promise<Map<string, RowFound>>
}

const outcome = (answer: Answer, acked: Array<[string, string]>): Outcome => ({
  answered: answer !== null,
  acked: new Map(acked),
})

/** Item i starts no earlier than i/n of `spreadMs` in, with at most `concurrency` in flight. */
async function drive<I>(w: Writer<I>, spreadMs: number, concurrency: number) {
  const t0 = Date.now()
  let next = 0
  const worker = async () => {
    for (let i = next++; i < w.items.length; i = next++) {
      await sleep(Math.max(0, t0 + (i * spreadMs) / w.items.length - Date.now()))
      const keys = w.keysOf(w.items[i])
      w.log.sent.push(...keys)
      const o = await w.send(w.items[i], false)
      for (const k of o.answered ? keys : []) w.log.answered.add(k)
      for (const [k, v] of o.acked) w.log.acked.set(k, v)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

async function check<I>(w: Writer<I>): Promise<WriteTally> {
  const keys = [...new Set(w.log.sent)]
  const rows = await w.rows(keys)
  const again = w.items.filter((item) => w.keysOf(item).some((k) => !w.log.acked.has(k)))
  const acked = new Map<string, string>()
  for (const item of again) for (const [k, v] of (await w.send(item, true)).acked) acked.set(k, v)
  const resent = again.flatMap((item) => w.keysOf(item).filter((k) => !w.log.acked.has(k)))
  return tallyWrites(w.log, rows, { keys: resent, acked, how: w.how }, await w.rows(keys))
}

const ADD_FAVORITE = `mutation AddFavorite($listingId: Int!) {
  addFavorite(listingId: $listingId) { unchanged counts { all available expired } } }`
const CHANGE_PRICE = `mutation ($stockNumber: String!, $cents: Int!) {
  changeListingPrice(stockNumber: $stockNumber, advertisedPriceCents: $cents, lowerFloor: true) { advertisedPriceCents } }`

/**
 * Everything the writers need, made before the phase: the favoriting accounts (signed up and in),
 * the admin's session, two partners' API keys, the listings and the feed's catalogue values.
 */
export async function prepareWrites(opts: {
  apiOrigin: string
  webOrigin: string
  database: Database
  pool: pg.Pool
}) {
  const { pool } = opts
  const origins = { apiOrigin: opts.apiOrigin, webOrigin: opts.webOrigin }
  const tag = Date.now().toString(36).toUpperCase()
  const ip = (i: number) => `10.77.${(i >> 8) & 255}.${i & 255}`

  // Favoriters: signed up as any visitor, signed in, known to the marketplace (currentUser).
  const favoriters: Array<{ userId: string; cookie: string }> = []
  for (let i = 0; i < WRITES.favoriters; i++) {
    const email = `favoriter${i}-${tag.toLowerCase()}@bench.local`
    const sent = await askLink(origins, email, ip(1000 + i))
    if (sent?.status !== 200)
      throw new Error(`signing up ${email}: ${sent?.status} ${JSON.stringify(sent?.json)}`)
    const { userId, cookie } = await redeemLink(origins, pool, email, ip(1000 + i))
    const me = await gql(origins, '{ currentUser { id } }', {}, { cookie })
    if (dig(me?.json, 'data', 'currentUser', 'id') !== userId)
      throw new Error(`${email} is not signed in: ${JSON.stringify(me?.json)}`)
    favoriters.push({ userId, cookie })
  }
  const adminJwt = await signInAdmin(opts.apiOrigin, pool)

  const partners = (
    await pool.query<{ id: number }>(
      `SELECT id FROM sellers WHERE kind = 'partner' ORDER BY id LIMIT $1`,
      [WRITES.concurrency],
    )
  ).rows
  if (partners.length < WRITES.concurrency) throw new Error('the seed has too few partner sellers')
  const keys: Array<{ sellerId: number; key: string }> = []
  for (const p of partners) {
    const user = {
      id: `bench-fleet-partner-${p.id}`,
      email: `partner${p.id}@bench.local`,
      firstName: null,
      lastName: null,
      roles: ['partner'],
      partnerSellerId: p.id,
      sessionId: 'bench',
    }
    const created = await createPartnerApiKey(
      { database: opts.database, now: () => new Date() },
      user,
      { name: 'bench:fleet' },
      'en',
    )
    keys.push({ sellerId: p.id, key: created.key! })
  }

  // Listings of no other step (the load's lead forms use the first 60, propagation the first).
  const listings = (
    await pool.query<{ id: number; stock_number: string }>(
      `SELECT id, stock_number FROM listings WHERE status = 'available' ORDER BY id OFFSET 100
       LIMIT $1`,
      [WRITES.favoriters * WRITES.favoritesEach + WRITES.prices],
    )
  ).rows
  const combos = (
    await pool.query<{ category: string; make: string; model: string }>(
      `SELECT c.slug AS category, m.name AS make, mo.name AS model FROM models mo
       JOIN makes m ON m.id = mo.make_id JOIN categories c ON c.id = mo.category_id
       ORDER BY mo.id LIMIT 50`,
    )
  ).rows
  const zips = (await pool.query<{ zip: string }>(`SELECT DISTINCT zip FROM listings LIMIT 20`))
    .rows

  const signups: Writer<{ email: string; ip: string }> = {
    log: emptyLog('sign-ups'),
    items: Array.from({ length: WRITES.signups }, (_, i) => ({
      email: `signup${i}-${tag.toLowerCase()}@bench.local`,
      ip: ip(i),
    })),
    keysOf: (s) => [s.email],
    how: 'the same address again: login_or_create finds the account',
    // Acknowledged: login_or_create answered 200. Signed out, its answer is `{}` for a new
    // address as for a known one (no user_created: addresses cannot be probed), and the account
    // is stored before it. The visitor then clicks the link: the session names the user, which
    // the row must name too ('' when the link could not be redeemed: not compared).
    async send(s, again) {
      const a = await askLink(origins, s.email, s.ip)
      if (a?.status !== 200 || !dig(a.json, 'data')) return outcome(a, [])
      const signedIn = again
        ? null
        : await redeemLink(origins, pool, s.email, s.ip).catch(() => null)
      return outcome(a, [[s.email, signedIn?.userId ?? '']])
    },
    rows: async (emails) =>
      rowMap(
        await pool.query(
          `SELECT e.email AS key, min(e.user_id) AS value, count(u.id)::int AS count
           FROM signin_emails e JOIN signin_users u ON u.id = e.user_id
           WHERE e.email = ANY($1::text[]) GROUP BY e.email`,
          [emails],
        ),
      ),
  }

  const favorites: Writer<{ user: (typeof favoriters)[number]; listingId: number }> = {
    log: emptyLog('favorites'),
    items: listings
      .slice(0, WRITES.favoriters * WRITES.favoritesEach)
      .map((l, i) => ({ user: favoriters[i % favoriters.length], listingId: l.id })),
    keysOf: (f) => [`${f.user.userId}:${f.listingId}`],
    how: 'the same favorite again: addFavorite is idempotent',
    async send(f) {
      const a = await gql(
        origins,
        ADD_FAVORITE,
        { listingId: f.listingId },
        { cookie: f.user.cookie },
      )
      const ok =
        a?.status === 200 && !a.json?.errors && dig(a.json, 'data', 'addFavorite', 'counts')
      return outcome(a, ok ? [[`${f.user.userId}:${f.listingId}`, '']] : [])
    },
    rows: async (keys) =>
      rowMap(
        await pool.query(
          `SELECT user_id || ':' || listing_id AS key, '' AS value, count(*)::int AS count
           FROM favorites WHERE removed_at IS NULL AND user_id || ':' || listing_id = ANY($1::text[])
           GROUP BY 1`,
          [keys],
        ),
      ),
  }

  // Odd cents: the seed's prices are whole dollars, so each new price is the listing's alone.
  const priceOf = new Map(
    listings
      .slice(WRITES.favoriters * WRITES.favoritesEach)
      .map((l, i) => [l.stock_number, 4_440_001 + i * 1_002]),
  )
  const prices: Writer<string> = {
    log: emptyLog('price changes'),
    items: [...priceOf.keys()],
    keysOf: (s) => [s],
    how: 'the same price again: changeListingPrice to the current price changes nothing',
    async send(stockNumber) {
      const cents = priceOf.get(stockNumber)!
      const a = await gql(
        origins,
        CHANGE_PRICE,
        { stockNumber, cents },
        { authorization: `Bearer ${adminJwt}` },
      )
      const ok = dig(a?.json, 'data', 'changeListingPrice', 'advertisedPriceCents') === cents
      return outcome(a, ok ? [[stockNumber, String(cents)]] : [])
    },
    // A row: the price_history row of the new price (more than one: written twice); its value
    // the listing's advertised price now.
    rows: async (stockNumbers) =>
      rowMap(
        await pool.query(
          `SELECT l.stock_number AS key, l.advertised_price_cents::text AS value,
             (SELECT count(*)::int FROM price_history h
              WHERE h.listing_id = l.id AND h.price_cents = p.cents) AS count
           FROM listings l JOIN unnest($1::text[], $2::bigint[]) AS p(stock, cents)
             ON p.stock = l.stock_number`,
          [stockNumbers, stockNumbers.map((s) => priceOf.get(s))],
        ),
      ),
  }

  const files = Array.from({ length: WRITES.importFiles }, (_, f) => {
    const partner = keys[f % keys.length]
    const stockNumbers = Array.from({ length: WRITES.rowsPerFile }, (_, r) => `FW${tag}-${f}-${r}`)
    const lines: CsvCell[][] = [[...FEED_COLUMNS]]
    for (const [r, stock_number] of stockNumbers.entries()) {
      const c = combos[(f * WRITES.rowsPerFile + r) % combos.length]
      const cells: Record<string, CsvCell> = {
        stock_number,
        category: c.category,
        make: c.make,
        model: c.model,
        year: 2010 + (r % 12),
        hours: 1200 + f * 10 + r,
        miles: '',
        serial_number: `SN${stock_number}`,
        price_usd: 45_000 + f * 100 + r,
        floor_price_usd: '',
        zip: zips[(f + r) % zips.length].zip,
        condition: 'Good',
        description: `Bench fleet unit ${stock_number}`,
        description_es: `Unidad ${stock_number} del banco de pruebas`,
      }
      lines.push(FEED_COLUMNS.map((col) => cells[col]))
    }
    return { ...partner, stockNumbers, csv: csvText(lines) }
  })
  const sellerOf = new Map(files.flatMap((f) => f.stockNumbers.map((s) => [s, f.sellerId])))
  const importAcked = (stockNumbers: string[], report: Json | null, again: boolean) => {
    const failed = new Set(
      ((report?.rows ?? []) as Array<{ stockNumber: string | null }>).map((r) => r.stockNumber),
    )
    const good = stockNumbers.filter((s) => !failed.has(s))
    // First time: every good row created. Again: created now, or unchanged (stored before).
    const stored = Number(report?.created ?? 0) + (again ? Number(report?.unchanged ?? 0) : 0)
    return stored === good.length
      ? good.map((s): [string, string] => [s, String(sellerOf.get(s))])
      : []
  }

  const imports: Writer<(typeof files)[number]> = {
    log: emptyLog('import rows'),
    items: files,
    keysOf: (f) => f.stockNumbers,
    how: 'the same file again: a stored row comes back unchanged',
    async send(file, again) {
      const a = await send(`${origins.apiOrigin}/partner/v1/listings/import`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${file.key}` },
        body: file.csv,
      })
      return outcome(a, a?.status === 200 ? importAcked(file.stockNumbers, a.json, again) : [])
    },
    rows: async (stockNumbers) =>
      rowMap(
        await pool.query(
          `SELECT stock_number AS key, min(seller_id)::text AS value, count(*)::int AS count
           FROM listings WHERE stock_number = ANY($1::text[]) GROUP BY stock_number`,
          [stockNumbers],
        ),
      ),
  }
  const writers = [signups, favorites, prices, imports] as Array<Writer<unknown>>
  return {
    /** Write, spread over `spreadMs`; resolves when every write has its answer (or none). */
    run: (spreadMs: number) =>
      Promise.all(writers.map((w) => drive(w, spreadMs, WRITES.concurrency))),
    /** After the phase: count, send again what was not acknowledged, count again. */
    check: async () => {
      const tallies: WriteTally[] = []
      for (const w of writers) tallies.push(await check(w))
      return tallies
    },
  }
}

function rowMap(result: pg.QueryResult): Map<string, RowFound> {
  return new Map(
    (result.rows as Array<{ key: string; value: string | null; count: number }>).map((r) => [
      r.key,
      { count: r.count, value: r.value ?? '' },
    ]),
  )
}
