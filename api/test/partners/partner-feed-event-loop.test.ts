import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { Readable } from 'node:stream'
import { FEED_COLUMNS } from '@ironyard/contract/partner-feed'
import { sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { sellers } from '../../src/db/schema'
import { createPartnerApiKey } from '../../src/services/partners/partner-api-keys'
import { createAccountApp, createUser, type AccountTestApp } from '../account/helpers'
import { ensureCatalog } from '../factories'

const HEADER = FEED_COLUMNS.join(',')
const MB10 = 10 * 1024 * 1024
/** The api's other requests must never wait longer than this on one upload (issue 31). */
const MAX_DELAY_MS = 50
/** The size of the pieces a body arrives in from a socket (see asReceived). */
const SOCKET_CHUNK = 64 * 1024
/** Attempts per body: see maxDelayOf. */
const ATTEMPTS = 3

type ThreadCpuUsage = () => { user: number; system: number }
const threadCpuUsage = (process as { threadCpuUsage?: ThreadCpuUsage }).threadCpuUsage

/** The main thread's CPU time in ms, or null where Node cannot tell (before 23.9). */
const threadCpuMs = (): number | null => {
  if (!threadCpuUsage) return null
  const u = threadCpuUsage.call(process)
  return (u.user + u.system) / 1000
}

/**
 * Start measuring the event loop's longest stretch (see maxDelayOf); `stop()` waits for the
 * loop's next turn, so a stretch that ends as the answer resolves is counted, and answers it in ms.
 */
function loopStretches(): { stop: () => Promise<number> } {
  if (threadCpuMs() === null) {
    const h = monitorEventLoopDelay({ resolution: 10 })
    h.enable()
    return {
      stop: async () => {
        const sampled = h.count
        while (h.count === sampled) await new Promise((resolve) => setImmediate(resolve))
        h.disable()
        return h.max / 1e6
      },
    }
  }
  let last = threadCpuMs()!
  let longest = 0
  const sample = () => {
    const now = threadCpuMs()!
    longest = Math.max(longest, now - last)
    last = now
  }
  const timer = setInterval(sample, 1)
  return {
    stop: async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      sample()
      clearInterval(timer)
      return longest
    },
  }
}

/**
 * Issue 31 finding 2: one partner upload stalled the whole api for seconds (10 MB of `a\n` took
 * 5.6 s to be refused, /health waited 5.2 s; 10 MB of commas 2.6 s; a 2,000-row dry run of
 * distinct models 13 s). The feed is now read as a stream with pauses for the event loop and its
 * lookups batched: each of those bodies, sent through the api in process, keeps the event loop's
 * longest delay under 50 ms, and the 10 MB ones are refused with their 4xx.
 */
describe('partner feed uploads never stall the api (issue 31)', () => {
  let t: AccountTestApp
  let key: string
  let example: { category: string; make: string }

  const post = (body: string | Buffer | Readable, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/partner/v1/listings/import${query}`,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
      payload: body,
    })

  /**
   * A body as a socket delivers it: 64 KB pieces, each its own event. Injected as one 10 MB
   * piece, the stream's own handling of that one chunk ran as a single stretch the parser can
   * never interrupt (81 ms on a loaded CI run), which no real upload produces.
   */
  const asReceived = (body: string | Buffer) => {
    const bytes = Buffer.from(body)
    return Readable.from(
      (function* () {
        for (let at = 0; at < bytes.length; at += SOCKET_CHUNK) {
          yield bytes.subarray(at, at + SOCKET_CHUNK)
        }
      })(),
    )
  }

  /**
   * How long the api held its event loop while handling `body`: the longest stretch of the main
   * thread's own CPU time between two turns of the loop (a 1 ms timer samples
   * `process.threadCpuUsage()`, Node >= 23.9). Wall-clock delay (monitorEventLoopDelay) also
   * counts the time the OS ran other processes: on a loaded 2-core CI machine (load 18) that alone
   * measured 207 ms on each of three attempts, for the same code that holds the loop for a few
   * milliseconds. Thread CPU time counts only what this thread ran, our code and its garbage
   * collection included, which is what would make the api's other requests wait. Without
   * threadCpuUsage (Node 20) the wall-clock delay is measured instead. A handler that really
   * blocks does so on every attempt; the least of ATTEMPTS maxima is checked.
   */
  const maxDelayOf = async (body: string | Buffer, query = '') => {
    const attempts: Array<{ status: number; body: string; maxDelayMs: number; ms: number }> = []
    for (let i = 0; i < ATTEMPTS; i++) {
      const stretch = loopStretches()
      const started = performance.now()
      const res = await post(asReceived(body), query)
      const ms = performance.now() - started
      const maxDelayMs = await stretch.stop()
      attempts.push({ status: res.statusCode, body: res.body, maxDelayMs, ms })
      if (maxDelayMs < MAX_DELAY_MS) break
    }
    return {
      ...attempts[attempts.length - 1],
      maxDelayMs: Math.min(...attempts.map((a) => a.maxDelayMs)),
      attempts: attempts.map((a) => `${Math.round(a.maxDelayMs)} ms in ${Math.round(a.ms)} ms`),
    }
  }

  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const [partner] = await t.database.db
      .insert(sellers)
      .values({
        name: 'Event Loop Partners',
        kind: 'partner',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .returning({ id: sellers.id })
    const user = await createUser(t.database, { email: 'feed@eventloop.example' })
    const member: CurrentUser = {
      ...user,
      roles: [...user.roles, 'partner'],
      partnerSellerId: partner.id,
    }
    key = (
      await createPartnerApiKey(
        { ...t, now: () => t.clock.now },
        member,
        { name: 'Event loop' },
        'en',
      )
    ).key!
    ;[example] = await t.database.rows<{ category: string; make: string }>(sql`
      SELECT c.slug AS category, m.name AS make FROM categories c, makes m
      ORDER BY c.id, m.id LIMIT 1`)
    // Modules, JIT and the ZIP table warm up on a first small file, as on a running api.
    const warm = await post(
      `${HEADER}\r\nW-1,${example.category},${example.make},X1,2019,,,,1000,78701,,,\r\n`,
      '?dryRun=true',
    )
    expect(warm.statusCode).toBe(200)
  })
  afterAll(() => t.close())

  it('10 MB of `a\\n` (5,242,880 one-cell rows): 413 at row 10,001; the event loop never waits 50 ms', async () => {
    const r = await maxDelayOf(Buffer.from('a\n'.repeat(MB10 / 2)))
    expect(r.status).toBe(413)
    expect(JSON.parse(r.body).error.messageKey).toBe('partner-feed:feed.tooManyRows')
    expect(r.maxDelayMs).toBeLessThan(MAX_DELAY_MS)
  })

  it('10 MB of commas (one row of empty cells): 400 once the row passes 32 K characters; the event loop never waits 50 ms', async () => {
    const r = await maxDelayOf(Buffer.alloc(MB10, 0x2c))
    expect(r.status).toBe(400)
    expect(JSON.parse(r.body).error.messageKey).toBe('partner-feed:feed.rowTooLong')
    expect(r.maxDelayMs).toBeLessThan(MAX_DELAY_MS)
  })

  it('a 2,000-row dry run of distinct models: the report; the event loop never waits 50 ms', async () => {
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `EL-${i},${example.category},${example.make},Model ${i} ${(i * 7919).toString(36)},2019,${i},,SN${i},${50_000 + i},78701,Good,One owner,Un dueño`,
    )
    const r = await maxDelayOf([HEADER, ...rows].join('\r\n') + '\r\n', '?dryRun=true')
    expect(r.status).toBe(200)
    expect(JSON.parse(r.body)).toMatchObject({ dryRun: true, created: 2000, failed: 0, rows: [] })
    expect(r.maxDelayMs).toBeLessThan(MAX_DELAY_MS)
  })

  it('answers 413 at row 10,001 while the body is still coming, and reads no further', async () => {
    let pieces = 0
    let finish!: () => void
    const open = new Promise<void>((resolve) => (finish = resolve))
    async function* body() {
      yield `${HEADER}\n`
      for (let i = 0; i < 10_001; i += 1000) {
        pieces++
        yield Array.from(
          { length: 1000 },
          (_, j) => `S-${i + j},x,y,z,2019,,,,1000,78701,,,\n`,
        ).join('')
      }
      // The sender is not done: the old parser waited here for the end of the body.
      await open
      for (let i = 0; i < 1000; i++) {
        pieces++
        yield 'more,rows,that,are,never,needed\n'
      }
    }
    const res = await post(Readable.from(body()), '?dryRun=true')
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe(
      'The file has more than 10000 rows; at most 10000 rows are imported at once',
    )
    expect(pieces).toBeLessThanOrEqual(12)
    finish()
  }, 20_000)
})
