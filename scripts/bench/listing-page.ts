/**
 * npm run bench:listing-page -- --before <worktree> [--listings 100000 --pages 60]
 *
 * Issue 17 point 7: the equipment page's server time with the listing insights against the same
 * page before them, in one run. `--before` is a checkout of the code to compare with (e.g.
 * `git worktree add --detach ../before <commit>` with its node_modules and codegen); this checkout
 * is "after". Both stacks (production web build + api) serve the same PostgreSQL database,
 * insights_bench_<N> (`npm run bench:insights` seeds it), one after the other per page so both
 * see the same machine load. Each page is asked for once per stack, uncached (a fresh query
 * string), sequentially; the time is the whole response (the HTML streams in full, similar
 * machines included). Prints p50/p95 for each, and for "after" with a remembered ZIP (the all-in
 * cost computed too), with PASS/FAIL against the bound (after ≤ 1.2 × before).
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { fmt, percentile, ROOT } from './lib'
import type { WebStack, WebStackOptions } from '../web-stack'

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    listings: { type: 'string', default: '100000' },
    pages: { type: 'string', default: '60' },
  },
})
if (!args.before) {
  console.error('usage: npm run bench:listing-page -- --before <checkout of the baseline>')
  process.exit(2)
}
const BEFORE = path.resolve(args.before)
const PAGES = Number(args.pages)
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DB = `insights_bench_${args.listings}`
const BOUND = 1.2

function withDb(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function stackFrom(root: string, distDir: string, log: fs.WriteStream): Promise<WebStack> {
  const mod = (await import(path.join(root, 'scripts', 'web-stack.ts'))) as {
    startWebStack(opts: WebStackOptions): Promise<WebStack>
  }
  return mod.startWebStack({
    listings: Number(args.listings),
    distDir,
    log,
    databaseUrl: withDb(ADMIN_URL, DB),
  })
}

async function timed(url: string): Promise<number> {
  const t = performance.now()
  const res = await fetch(url, { redirect: 'manual' })
  await res.text()
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`)
  return performance.now() - t
}

async function main() {
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true })
  const log = fs.createWriteStream(path.join(ROOT, '.bench', 'listing-page-servers.log'))
  const client = new pg.Client({ connectionString: withDb(ADMIN_URL, DB) })
  await client.connect()
  const stocks = (
    await client.query<{ stock_number: string }>(
      `SELECT stock_number FROM listings WHERE status = 'available'
       ORDER BY md5(stock_number || 'page') LIMIT $1`,
      [PAGES + 10],
    )
  ).rows.map((r) => r.stock_number)
  await client.end()

  console.log('[bench:listing-page] starting the "before" stack (building its web if needed)')
  const before = await stackFrom(BEFORE, '.next-bench-before', log)
  console.log('[bench:listing-page] starting the "after" stack')
  const after = await stackFrom(ROOT, '.next-bench-after', log)
  try {
    // Canonical paths (a stock number alone answers a redirect to them), and a warm-up.
    const paths: string[] = []
    for (const stock of stocks) {
      const res = await fetch(`${after.webUrl}/for-sale/x-${stock}`, { redirect: 'manual' })
      const location = res.headers.get('location')
      await res.text()
      if (location) paths.push(new URL(location, after.webUrl).pathname)
    }
    for (const p of paths.slice(0, 10)) {
      await timed(`${before.webUrl}${p}?w=1`)
      await timed(`${after.webUrl}${p}?w=1`)
      await timed(`${after.webUrl}${p}?w=1&zip=78701`)
    }
    const b: number[] = []
    const a: number[] = []
    const az: number[] = []
    for (const [i, p] of paths.slice(10, 10 + PAGES).entries()) {
      const q = `?bench=${i}`
      const run = [
        async () => b.push(await timed(`${before.webUrl}${p}${q}`)),
        async () => a.push(await timed(`${after.webUrl}${p}${q}`)),
        async () =>
          az.push(await timed(`${after.webUrl}${p}${q}&zip=${i % 2 ? '78701' : '04401'}`)),
      ]
      // Rotate the order so no stack always goes first.
      for (let k = 0; k < run.length; k++) await run[(k + i) % run.length]()
    }
    const line = (name: string, v: number[]) =>
      `  ${name.padEnd(38)} p50 ${fmt(percentile(v, 50))} ms  p95 ${fmt(percentile(v, 95))} ms`
    console.log(`\n[bench:listing-page] ${b.length} equipment pages, ${DB}`)
    console.log(line('before (no insights)', b))
    console.log(line('after (insights, no ZIP yet)', a))
    console.log(line('after with a ZIP (all-in cost too)', az))
    for (const [name, v] of [
      ['after', a],
      ['after with a ZIP', az],
    ] as const) {
      const r50 = percentile(v, 50) / percentile(b, 50)
      const r95 = percentile(v, 95) / percentile(b, 95)
      const ok = r50 <= BOUND && r95 <= BOUND
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'} ${name} / before: p50 ${fmt(r50, 2)}×, p95 ${fmt(r95, 2)}× (bound ${BOUND}×)`,
      )
    }
  } finally {
    await before.stop()
    await after.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
