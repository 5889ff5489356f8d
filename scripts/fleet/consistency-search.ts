import { type ConsistencyFleet, type Replica, STATE } from './consistency-fleet'
import { percentile, until } from './fleet-harness'

/** fleet-consistency.test.ts's search and page-cache checks (issue 33, point 4; decision 006). */

/**
 * A listing created, repriced, sold or removed through one replica is found (or no longer found)
 * by search on every replica; the propagation times are printed.
 */
export async function searchAgreesOnEveryReplica(f: ConsistencyFleet): Promise<void> {
  /** Propagation times (ms from the write's answer until a replica's search agreed), printed. */
  const propagation: Array<{ step: string; via: string; ms: number }> = []

  /**
   * A write through `on`, then every replica and the balancer polled side by side until their
   * search agrees with `expected`: each one's delay is recorded. Generous deadline, no time bound.
   */
  async function writeThenSearch(
    step: string,
    on: Replica,
    write: (base: string) => Promise<string>,
    expected: (
      found: (cents: number) => Promise<string[]>,
      stockNumber: string,
    ) => Promise<boolean>,
  ): Promise<string> {
    const stockNumber = await write(f.at(on))
    const answered = Date.now()
    await Promise.all(
      f.everywhere().map(async ({ via, base }) => {
        await until(
          () => expected((cents) => f.foundAt(base, cents), stockNumber),
          `${via} to see "${step}" of ${stockNumber}`,
          { ms: 30_000, everyMs: 20, why: f.ended },
        )
        propagation.push({ step, via, ms: Date.now() - answered })
      }),
    )
    return stockNumber
  }

  // Prices nobody else has: a search for exactly that price finds only this machine.
  const [first, cut, other] = [12_345_601, 11_987_602, 13_579_603]
  const sn = await writeThenSearch(
    'created',
    'api-1',
    (base) => f.createListing(base, first),
    async (found, s) => (await found(first)).includes(s),
  )
  await writeThenSearch(
    'repriced',
    'api-2',
    async (base) => {
      const r = await f.mutate<{ advertisedPriceCents: number }>(
        base,
        `mutation { changeListingPrice(stockNumber: "${sn}", advertisedPriceCents: ${cut}, lowerFloor: true) ${STATE} }`,
      )
      expect(r.advertisedPriceCents).toBe(cut)
      return sn
    },
    async (found, s) => (await found(cut)).includes(s) && !(await found(first)).includes(s),
  )
  await writeThenSearch(
    'sold',
    'api-3',
    async (base) => {
      const r = await f.mutate<{ status: string }>(
        base,
        `mutation { markListingSold(stockNumber: "${sn}", soldPriceCents: ${cut}, soldOn: "${new Date().toISOString().slice(0, 10)}") ${STATE} }`,
      )
      expect(r.status).toBe('sold')
      return sn
    },
    async (found, s) => !(await found(cut)).includes(s),
  )
  const second = await writeThenSearch(
    'created',
    'api-3',
    (base) => f.createListing(base, other),
    async (found, s) => (await found(other)).includes(s),
  )
  await writeThenSearch(
    'removed',
    'api-1',
    async (base) => {
      const r = await f.mutate<{ status: string }>(
        base,
        `mutation { removeListing(stockNumber: "${second}", reason: "Sold privately") ${STATE} }`,
      )
      expect(r.status).toBe('no_longer_available')
      return second
    },
    async (found, s) => !(await found(other)).includes(s),
  )

  const ms = propagation.map((p) => p.ms)
  expect(ms).toHaveLength(5 * f.everywhere().length)
  console.log(
    `[fleet-consistency] search propagation over ${ms.length} replica-writes: ` +
      `p50 ${percentile(ms, 50)} ms, p95 ${percentile(ms, 95)} ms, max ${Math.max(...ms)} ms\n` +
      propagation.map((p) => `  ${p.step.padEnd(8)} ${p.via.padEnd(8)} ${p.ms} ms`).join('\n'),
  )
}

/**
 * Every web replica's page micro-cache stops serving a repriced listing's old state within its
 * documented lifetime (needs a current web build).
 */
export async function webCacheForgetsOldState(f: ConsistencyFleet): Promise<void> {
  // Decision 006: a page is replayed for PAGE_CACHE_TTL_MS (5 s), and a stale copy for at most
  // 30 s more while its new version renders.
  const LIFETIME_MS = 5_000 + 30_000
  // Whole dollars: the search page's price filter is in dollars.
  const [before, after] = [8_765_400, 8_123_400]
  const pageAt = (cents: number) => `/equipment?priceMin=${cents / 100}&priceMax=${cents / 100}`
  const sn = await f.createListing(f.at('api-2'), before)
  const visit = async (base: string, cents: number) => {
    const res = await fetch(`${base}${pageAt(cents)}`, { signal: AbortSignal.timeout(30_000) })
    const html = await res.text()
    return {
      status: res.status,
      cache: res.headers.get('x-ironyard-cache'),
      shows: html.toLowerCase().includes(sn.toLowerCase()),
    }
  }
  const webs = [
    ...[...f.webDirect].map(([via, base]) => ({ via, base })),
    { via: 'web balancer', base: f.webBalancer },
  ]
  await until(
    async () => (await f.foundAt(f.balancer, before)).includes(sn),
    `the api to find ${sn}`,
    { why: f.ended },
  )
  // Every web replica keeps the page with the listing: that replay is what must go stale.
  for (const [via, base] of f.webDirect) {
    await until(
      async () => {
        const v = await visit(base, before)
        return v.shows && v.cache === 'hit'
      },
      `${via} to replay the page showing ${sn}`,
      { ms: 60_000, everyMs: 200, why: f.ended },
    )
  }

  await f.mutate(
    f.at('api-1'),
    `mutation { changeListingPrice(stockNumber: "${sn}", advertisedPriceCents: ${after}, lowerFloor: true) ${STATE} }`,
  )
  const changed = Date.now()
  // Once every api replica answers with the new price, a page rendered from then on is current.
  await Promise.all(
    f.everywhere().map(({ via, base }) =>
      until(async () => !(await f.foundAt(base, before)).includes(sn), `${via} to reprice`, {
        why: f.ended,
      }),
    ),
  )
  const stale: string[] = []
  await Promise.all(
    webs.map(async ({ via, base }) => {
      const answers: Array<{ status: number; cache: string | null; shows: boolean }> = []
      await until(
        async () => {
          const v = await visit(base, before)
          answers.push(v)
          return v.status === 200 && !v.shows
        },
        `${via} to stop showing ${sn} at its old price`,
        { ms: LIFETIME_MS + 10_000, everyMs: 100, why: f.ended },
      )
      stale.push(`${via} ${Date.now() - changed} ms`)
      // The old state came only from replays of the page kept before the change.
      expect({ via, rendered: answers.filter((a) => a.shows && a.cache !== 'hit') }).toEqual({
        via,
        rendered: [],
      })
      expect((await visit(base, after)).shows).toBe(true)
    }),
  )
  console.log(
    `[fleet-consistency] web page cache: the old price stopped showing after ${stale.join(', ')} (documented lifetime ${LIFETIME_MS / 1000} s at most, 5 s without a render in flight)`,
  )
}
