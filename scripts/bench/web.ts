/**
 * npm run bench:web [-- --listings 100000 --runs 3 --duration 20 --skip-weight --skip-lighthouse
 *   --skip-load --reuse-build]
 *
 * Builds the web for production, serves it with an api on a seeded PostgreSQL database of its own
 * (web_bench_<N>, seeded on first use and reused), then:
 *  1. Lighthouse (mobile profile, Debian Chromium) on a blank page of the same app (baseline),
 *     home, search, a landing page and an equipment page, `--runs` times each: median
 *     performance score, LCP, TBT, CLS and first-load JavaScript: the gzip size (zlib level 6,
 *     as web/server.ts's compression sends it) of every script the page loaded, measured here
 *     from the scripts themselves, with what went over the wire alongside.
 *  2. The server-rendered search page under load: 10 concurrent clients (autocannon), the
 *     servers pinned to CPU 0 and the load tool to CPU 1 (taskset): p50/p95/p99 of
 *     0. the blank page of the same app, each request a new URL: the framework's own floor,
 *        measured in the same run (not judged);
 *     a. every request a new search (a never-seen price ceiling), so each one is rendered: this is
 *        the SSR figure judged against the target (PASS/FAIL);
 *     a'. what one blank page and one such search page cost in CPU, web and api, requests made
 *        one at a time (from /proc), next to the CPU budget per page the target implies;
 *     b. six popular searches that visitors repeat, answered by the page micro-cache of
 *        web/server.ts (docs/decisions/006) after their first render: shown, labelled cached,
 *        never judged against the target.
 *  0. Page weight (issue 18), before the rest: each key page's uncompressed HTML, its inline
 *     scripts (the RSC payload), inline and linked CSS, elements, CSS sent twice in one document
 *     and CSS modules shipped that the page does not render, next to the blank page's.
 * Targets of issue 18, judged against the blank page of the same run: HTML terms <= 80 KB, search
 * <= 160 KB, home <= 150 KB, listing <= 130 KB; search page <= 650 elements; no CSS twice;
 * Lighthouse score >= blank - 5, TBT <= blank + 150 ms, CLS <= 0.02, LCP <= blank + 500 ms;
 * uncached search page CPU (web + api) <= 3x the blank page's. Issue 3's absolute targets
 * (performance >= 95, LCP <= 1.8 s, TBT <= 200 ms, first-load JS <= 230 KB gzip, search SSR p95
 * <= 60 ms at 100k listings) are still printed and judged. Without PostgreSQL it falls back to
 * PGlite.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import pg from 'pg'
import { fmt, percentile, ROOT } from './lib'
import { pageWeight, type PageWeight } from './page-weight'
import { startWebStack, type WebStack } from '../web-stack'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-weight': { type: 'boolean', default: false },
    /** Serve the build already in web/.next-bench instead of rebuilding. */
    'reuse-build': { type: 'boolean', default: false },
  },
})
const LISTINGS = Number(args.listings)
const RUNS = Number(args.runs)
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium'
const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const TARGETS = { score: 95, lcpMs: 1800, tbtMs: 200, cls: 0.02, jsKb: 230, p95Ms: 60 }
/** Issue 18: against the blank page of the same run. */
const LIGHTER = {
  htmlKb: { terms: 80, search: 160, home: 150, listing: 130 } as Record<string, number>,
  searchElements: 650,
  scoreBelowBlank: 5,
  tbtOverBlankMs: 150,
  lcpOverBlankMs: 500,
  cls: 0.02,
  cpuTimesBlank: 3,
}
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
const pinned = fs.existsSync('/usr/bin/taskset')
const log = fs.createWriteStream(path.join(ROOT, '.bench', 'web-servers.log'), { flags: 'w' })

async function benchDatabase(): Promise<string | undefined> {
  const name = `web_bench_${LISTINGS}`
  const client = new pg.Client({ connectionString: PG_ADMIN })
  try {
    await client.connect()
  } catch {
    console.log('[bench:web] PostgreSQL unavailable: using PGlite (slower to seed)')
    return undefined
  }
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!exists.rowCount) await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  return url.toString()
}

interface Lh {
  score: number
  lcp: number
  tbt: number
  cls: number
  /** gzip size of the page's scripts (KB). */
  jsKb: number
  /** Bytes of those scripts that went over the wire (KB): gzip or br when the server compressed. */
  jsWireKb: number
  /** Lighthouse's measure of the host's CPU (environment.benchmarkIndex). */
  benchmarkIndex: number
  /** What the LCP was, and where its time went (TTFB, load delay, load time, render delay). */
  lcpWhat: string
  /** Lighthouse's own failure (its code), when it could not measure the page. */
  runtimeError?: string
}

interface LcpTable {
  type: string
  items?: Array<{ node?: { snippet?: string }; phase?: string; timing?: number }>
}

function lcpWhat(details: unknown): string {
  const tables = ((details as { items?: LcpTable[] } | undefined)?.items ?? []) as LcpTable[]
  const snippet = tables.flatMap((t) => t.items ?? []).find((i) => i.node)?.node?.snippet ?? '?'
  const phases = tables
    .flatMap((t) => t.items ?? [])
    .filter((i) => i.phase && typeof i.timing === 'number')
    .map((i) => `${i.phase} ${Math.round(i.timing!)}`)
    .join(', ')
  return `${snippet.slice(0, 90)}${phases ? ` [${phases}]` : ''}`
}

async function lighthouseRun(url: string, saveAs?: string): Promise<Lh> {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const lhr = result!.lhr
    // The full report of each page's last run, for digging into a miss.
    if (saveAs)
      fs.writeFileSync(
        path.join(ROOT, '.bench', `lighthouse-${saveAs}.json`),
        result!.report as string,
      )
    const items = (
      lhr.audits['network-requests'].details as { items: Array<Record<string, unknown>> }
    ).items
    const scripts = items.filter((i) => i.resourceType === 'Script')
    const wire = scripts.reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0)
    const gzip = await gzipBytes([...new Set(scripts.map((i) => String(i.url)))])
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      jsKb: gzip / 1024,
      jsWireKb: wire / 1024,
      lcpWhat: lcpWhat(lhr.audits['largest-contentful-paint-element']?.details),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      runtimeError: lhr.runtimeError?.code,
    }
  } finally {
    chrome.kill()
  }
}

/**
 * A Lighthouse run, again when Lighthouse could not read its own trace (NO_NAVSTART and the like:
 * about one run in ten on this host, whatever the page; the same URL measures fine at once). A run
 * that fails three times is reported as it is (n/a, score 0).
 */
async function lighthouseRetried(url: string, saveAs?: string): Promise<Lh> {
  let last: Lh | undefined
  for (let attempt = 1; attempt <= 3; attempt++) {
    last = await lighthouseRun(url, saveAs)
    if (!last.runtimeError) return last
    console.log(`[bench:web] ${url}: Lighthouse ${last.runtimeError} (attempt ${attempt} of 3)`)
  }
  return last!
}

/**
 * The gzip size of scripts, from their uncompressed bodies: what "first-load JS (gzip)" means
 * whether or not the server compressed them (Lighthouse's transfer size is whatever it sent).
 */
const gzipCache = new Map<string, number>()
async function gzipBytes(urls: string[]): Promise<number> {
  let total = 0
  for (const url of urls) {
    let size = gzipCache.get(url)
    if (size === undefined) {
      const body = Buffer.from(
        await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      )
      size = gzipSync(body, { level: 6 }).length
      gzipCache.set(url, size)
    }
    total += size
  }
  return total
}

/** How the web serves its scripts: the content-encoding of one chunk asked for with gzip and br. */
async function scriptEncoding(stack: WebStack): Promise<string> {
  const html = await (await fetch(`${stack.webUrl}/baseline`)).text()
  const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1]
  if (!src) return 'no script found'
  // fetch decodes the body but keeps the header: it says what the server sent.
  const res = await fetch(new URL(src, stack.webUrl), {
    headers: { 'accept-encoding': 'gzip, br' },
  })
  await res.arrayBuffer()
  return res.headers.get('content-encoding') ?? 'none (uncompressed)'
}

async function equipmentPath(stack: WebStack): Promise<string> {
  const html = await (await fetch(`${stack.webUrl}/equipment?category=excavators`)).text()
  const m = /href="(\/for-sale\/[^"?]+)/.exec(html)
  if (!m) throw new Error('no equipment link on the search page')
  return m[1]
}

/** The key pages of issue 18, by name, with the blank page of the same app first. */
async function keyPages(stack: WebStack): Promise<Array<[string, string]>> {
  return [
    ['blank', '/baseline'],
    ['terms', '/terms-of-service'],
    ['home', '/'],
    ['search', '/equipment?category=excavators&sort=advertisedPrice_asc'],
    ['landing', '/excavators'],
    ['listing', await equipmentPath(stack)],
  ]
}

const kb = (n: number) => fmt(n / 1024, 1)

/** Page weight (issue 18): what each key document carries, judged against its targets. */
async function weightAll(stack: WebStack): Promise<boolean> {
  console.log('\nPage weight: one uncached request per page, uncompressed')
  console.log(
    'page        HTML KB  inline scripts KB  CSS inline KB  CSS linked KB (files)  elements  CSS twice KB  CSS modules (not rendered)',
  )
  const weights = new Map<string, PageWeight>()
  for (const [name, p] of await keyPages(stack)) {
    const url = `${stack.webUrl}${p}${p.includes('?') ? '&' : '?'}w=${Date.now()}`
    const html = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text()
    const w = await pageWeight(html, async (href) =>
      (await fetch(new URL(href, stack.webUrl))).text(),
    )
    weights.set(name, w)
    const linked = w.linkedCss.reduce((n, l) => n + l.bytes, 0)
    console.log(
      `${name.padEnd(10)} ${kb(w.html).padStart(8)} ${kb(w.inlineScripts).padStart(18)} ${kb(w.inlineCss).padStart(14)} ${`${kb(linked)} (${w.linkedCss.length})`.padStart(22)} ${String(w.elements).padStart(9)} ${kb(w.cssTwice).padStart(13)}  ${w.cssModules} (${w.cssModulesUnrendered.length})`,
    )
  }
  const blank = weights.get('blank')!
  let ok = true
  const judge = (label: string, pass: boolean, beside: string) => {
    ok &&= pass
    console.log(`${verdict(pass)}  ${label.padEnd(52)} ${beside}`)
  }
  console.log('')
  for (const [name, limit] of Object.entries(LIGHTER.htmlKb)) {
    const w = weights.get(name)!
    judge(
      `${name} HTML ${kb(w.html)} KB <= ${limit} KB`,
      w.html <= limit * 1024,
      `(blank page ${kb(blank.html)} KB)`,
    )
  }
  const search = weights.get('search')!
  judge(
    `search elements ${search.elements} <= ${LIGHTER.searchElements}`,
    search.elements <= LIGHTER.searchElements,
    `(blank page ${blank.elements})`,
  )
  for (const [name, w] of weights) {
    if (name === 'blank') continue
    judge(
      `${name}: no CSS twice in the document (${kb(w.cssTwice)} KB)`,
      w.cssTwice === 0,
      `(blank page ${kb(blank.cssTwice)} KB)`,
    )
    // Only the CSS of what it renders: no CSS module none of whose classes the page uses.
    judge(
      `${name}: CSS modules shipped, not rendered: ${w.cssModulesUnrendered.length} of ${w.cssModules}`,
      w.cssModulesUnrendered.length === 0,
      w.cssModulesUnrendered.length ? `(${w.cssModulesUnrendered.join(', ')})` : '',
    )
  }
  return ok
}

async function lighthouseAll(stack: WebStack): Promise<boolean> {
  const pages = (await keyPages(stack)).filter(([name]) => name !== 'terms')
  console.log(`\nLighthouse, mobile profile, median of ${RUNS} runs`)
  console.log(`scripts are served with content-encoding: ${await scriptEncoding(stack)}`)
  console.log(
    'page              score   LCP ms   TBT ms     CLS   JS KB gzip (on the wire)   issue 3 (absolute)',
  )
  let ok = true
  const hostIndexes: number[] = []
  const medians = new Map<string, { score: number; lcp: number; tbt: number; cls: number }>()
  for (const [name, p] of pages) {
    await fetch(`${stack.webUrl}${p}`) // warm the server-side caches once
    const runs: Lh[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRetried(`${stack.webUrl}${p}`, name))
    const med = (k: Exclude<keyof Lh, 'lcpWhat' | 'runtimeError'>) =>
      percentile(
        runs.map((r) => r[k]),
        50,
      )
    const r = {
      score: med('score'),
      lcp: med('lcp'),
      tbt: med('tbt'),
      cls: med('cls'),
      jsKb: med('jsKb'),
      jsWireKb: med('jsWireKb'),
    }
    medians.set(name, r)
    const pass =
      r.score >= TARGETS.score &&
      r.lcp <= TARGETS.lcpMs &&
      r.tbt <= TARGETS.tbtMs &&
      r.cls <= TARGETS.cls &&
      r.jsKb <= TARGETS.jsKb
    if (name !== 'blank') ok &&= pass
    console.log(
      `${name.padEnd(17)} ${String(r.score).padStart(5)} ${fmt(r.lcp, 0).padStart(8)} ${fmt(r.tbt, 0).padStart(8)} ${fmt(r.cls, 3).padStart(7)} ${fmt(r.jsKb, 1).padStart(10)} (${fmt(r.jsWireKb, 1)})`.padEnd(
        77,
      ) + `${name === 'blank' ? '(baseline)' : verdict(pass)}`,
    )
    const typical = runs.reduce((a, b) =>
      Math.abs(b.lcp - r.lcp) < Math.abs(a.lcp - r.lcp) ? b : a,
    )
    console.log(`${''.padEnd(17)} LCP: ${typical.lcpWhat}`)
    hostIndexes.push(...runs.map((x) => x.benchmarkIndex))
  }
  // Issue 18: each key page against the blank page measured in this same run.
  const blank = medians.get('blank')!
  console.log('')
  for (const [name, r] of medians) {
    if (name === 'blank') continue
    const checks: Array<[string, boolean, string]> = [
      [
        `score ${r.score} >= blank - ${LIGHTER.scoreBelowBlank}`,
        r.score >= blank.score - LIGHTER.scoreBelowBlank,
        `blank ${blank.score}`,
      ],
      [
        `TBT ${fmt(r.tbt, 0)} ms <= blank + ${LIGHTER.tbtOverBlankMs} ms`,
        r.tbt <= blank.tbt + LIGHTER.tbtOverBlankMs,
        `blank ${fmt(blank.tbt, 0)} ms`,
      ],
      [
        `CLS ${fmt(r.cls, 3)} <= ${LIGHTER.cls}`,
        r.cls <= LIGHTER.cls,
        `blank ${fmt(blank.cls, 3)}`,
      ],
      [
        `LCP ${fmt(r.lcp, 0)} ms <= blank + ${LIGHTER.lcpOverBlankMs} ms`,
        r.lcp <= blank.lcp + LIGHTER.lcpOverBlankMs,
        `blank ${fmt(blank.lcp, 0)} ms`,
      ],
    ]
    for (const [label, pass, beside] of checks) {
      ok &&= pass
      console.log(`${verdict(pass)}  ${`${name}: ${label}`.padEnd(52)} (${beside})`)
    }
  }
  // The mobile profile slows the host's CPU down 4x, which Lighthouse calibrates for a high-end
  // desktop (benchmarkIndex 1500-2000): on a slower host the same page scores worse (TBT above
  // all), the blank baseline included. Compare runs across machines through this figure.
  const index = percentile(hostIndexes, 50)
  console.log(
    `host CPU: Lighthouse benchmarkIndex median ${fmt(index, 0)} (range ${fmt(Math.min(...hostIndexes), 0)}-${fmt(Math.max(...hostIndexes), 0)})` +
      (index < 1500
        ? '; below the high-end desktop range (1500-2000) that the 4x CPU slowdown assumes, so scores read low'
        : ''),
  )
  return ok
}

/** Search URLs a load test cycles through: different filters, sorts and pages. */
const SEARCHES = [
  '/equipment?category=excavators&priceMax=100000&sort=advertisedPrice_asc',
  '/equipment?category=wheel-loaders&sort=year_desc&page=2',
  '/equipment?make=caterpillar&zip=78701&radius=250',
  '/equipment?q=john+deere+loader',
  '/equipment?category=skid-steer-loaders&hoursMax=3000&sort=hours_asc',
  '/equipment?show=price_reduced&sort=createdDateUtc',
]

/**
 * One autocannon run against the web over `paths`. With `unique`, every request carries a
 * never-seen value (a price ceiling on a search, a dummy parameter elsewhere), so none can be
 * answered from the page cache.
 */
async function autocannon(stack: WebStack, paths: string[], unique: boolean) {
  const connections = Number(args.connections)
  const duration = Number(args.duration)
  const script = `
    const autocannon = require('autocannon')
    const paths = ${JSON.stringify(paths)}
    let i = 0
    const next = () => {
      const p = paths[i % paths.length]
      i++
      if (!${unique}) return p
      return p + (p.includes('?') ? '&' : '?') + (p.startsWith('/equipment') ? 'priceMax=' : 'n=') + (200000 + i)
    }
    const times = []
    const run = (duration, record) => new Promise((resolve) => {
      const inst = autocannon({
        url: ${JSON.stringify(stack.webUrl)},
        connections: ${connections},
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
      }, (err, res) => resolve(res))
      if (record) inst.on('response', (_c, status, _b, ms) => times.push(status === 200 ? ms : -1))
    })
    ;(async () => {
      await run(5, false)
      const res = await run(${duration}, true)
      process.stdout.write(JSON.stringify({ times, non2xx: res.non2xx, errors: res.errors, rps: res.requests.average }))
    })()
  `
  const cmd = pinned
    ? ['taskset', '-c', '1', process.execPath, '-e', script]
    : [process.execPath, '-e', script]
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: path.join(ROOT, 'scripts'),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let buf = ''
    child.stdout.on('data', (d) => (buf += d))
    child.on('exit', (code) =>
      code === 0 ? resolve(buf) : reject(new Error(`autocannon exited ${code}`)),
    )
  })
  const r = JSON.parse(out) as { times: number[]; non2xx: number; errors: number; rps: number }
  const ok200 = r.times.filter((t) => t >= 0)
  return { ...r, ok200, p95: percentile(ok200, 95) }
}

/** CPU time (ms) the process listening on `port` has used so far, from /proc; null off Linux. */
function cpuMsOfPort(port: number): number | null {
  try {
    const ss = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    const pid = /pid=(\d+)/.exec(ss)?.[1]
    if (!pid) return null
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const ticks = Number(fields[11]) + Number(fields[12]) // utime + stime
    return (ticks * 1000) / 100 // USER_HZ is 100 on Linux
  } catch {
    return null
  }
}

/**
 * What one uncached page costs: CPU of the web and the api per request, `n` requests made one at
 * a time (each a URL never asked before). With C clients on one core, p95 <= T needs roughly
 * (web + api) <= T / C.
 */
async function cpuPerPage(
  stack: WebStack,
  label: string,
  pathOf: (i: number) => string,
  n = 150,
): Promise<{ web: number; api: number } | null> {
  let i = 0
  const one = async () => {
    await (
      await fetch(`${stack.webUrl}${pathOf(i++)}`, { headers: { 'accept-encoding': 'identity' } })
    ).text()
  }
  for (let k = 0; k < 30; k++) await one() // warm
  const before = [cpuMsOfPort(stack.webPort), cpuMsOfPort(stack.apiPort)]
  for (let k = 0; k < n; k++) await one()
  const after = [cpuMsOfPort(stack.webPort), cpuMsOfPort(stack.apiPort)]
  if (before.some((v) => v === null) || after.some((v) => v === null)) {
    console.log(`CPU per ${label}: not measured (needs ss and /proc)`)
    return null
  }
  const [web, api] = after.map((v, k) => (v! - before[k]!) / n)
  console.log(
    `CPU per ${label}, one request at a time (${n}): web ${fmt(web)} ms + api ${fmt(api)} ms = ${fmt(web + api)} ms`,
  )
  return { web, api }
}

async function loadTest(stack: WebStack): Promise<boolean> {
  console.log(
    `\nSearch page SSR under load: ${args.connections} clients, ${args.duration} s each, ${LISTINGS.toLocaleString('en-US')} listings` +
      `${pinned ? ', servers on CPU 0, load on CPU 1' : ''}`,
  )
  const line = (label: string, r: Awaited<ReturnType<typeof autocannon>>, verdict: string) =>
    console.log(
      `${label.padEnd(52)} requests ${r.ok200.length} (${fmt(r.rps, 0)}/s), non-2xx ${r.non2xx}, errors ${r.errors}; ` +
        `p50 ${fmt(percentile(r.ok200, 50))} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(percentile(r.ok200, 99))} ms   ${verdict}`,
    )
  // The floor: a blank page of the same app (no api call, one element), rendered per request
  // under the same load. No page of this app can answer faster than the framework does.
  const blank = await autocannon(stack, ['/baseline'], true)
  line('baseline: a blank page of the same app (rendered)', blank, '(the floor; not judged)')
  // The target: every request a search nobody made before, so every one is rendered.
  const uncached = await autocannon(stack, SEARCHES, true)
  const ok = uncached.p95 <= TARGETS.p95Ms && uncached.non2xx === 0 && uncached.errors === 0
  line(
    'uncached: every request a new search (rendered)',
    uncached,
    `${ok ? 'PASS' : 'FAIL'} (target p95 <= ${TARGETS.p95Ms} ms at 100,000 listings${
      LISTINGS === 100_000 ? '' : `; measured at ${LISTINGS.toLocaleString('en-US')}`
    })`,
  )
  const blankCpu = await cpuPerPage(stack, 'blank page', (i) => `/baseline?n=${900_000 + i}`)
  const searchCpu = await cpuPerPage(
    stack,
    'uncached search page',
    (i) => `${SEARCHES[i % SEARCHES.length]}&priceMax=${900_000 + i}`,
  )
  let cpuOk = false
  if (blankCpu && searchCpu) {
    const budget = TARGETS.p95Ms / Number(args.connections)
    const blankMs = blankCpu.web + blankCpu.api
    const searchMs = searchCpu.web + searchCpu.api
    console.log(
      `${args.connections} clients on one core within p95 ${TARGETS.p95Ms} ms need about ${fmt(budget)} ms of CPU per page; ` +
        `the blank page takes ${fmt(blankMs)} ms, the search page ${fmt(searchMs)} ms`,
    )
    // Issue 18: the uncached search page against the blank page, both measured here.
    cpuOk = searchMs <= LIGHTER.cpuTimesBlank * blankMs
    console.log(
      `${verdict(cpuOk)}  ${`search page CPU ${fmt(searchMs)} ms (web ${fmt(searchCpu.web)} + api ${fmt(searchCpu.api)}) <= ${LIGHTER.cpuTimesBlank}x blank`.padEnd(52)} ` +
        `(blank page ${fmt(blankMs)} ms: ${fmt(searchMs / blankMs)}x)`,
    )
  }
  // For comparison only: repeated searches come from the page micro-cache, not from rendering.
  const popular = await autocannon(stack, SEARCHES, false)
  line(
    `cached: ${SEARCHES.length} popular searches repeated`,
    popular,
    '(page micro-cache, docs/decisions/006; not the target)',
  )
  return ok && cpuOk
}

async function main(): Promise<void> {
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true })
  const databaseUrl = await benchDatabase()
  console.log(
    `[bench:web] building the web and starting the api on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} with ${LISTINGS.toLocaleString('en-US')} listings (seeded once, then reused)...`,
  )
  const started = Date.now()
  const stack = await startWebStack({
    listings: LISTINGS,
    distDir: '.next-bench',
    rebuild: !args['reuse-build'],
    log,
    databaseUrl,
    mediaDir: path.join(ROOT, '.bench', `web-media-${LISTINGS}`),
    webEnv: { IRONYARD_BENCH: '1' },
    ...(pinned ? { webPrefix: ['taskset', '-c', '0'], apiPrefix: ['taskset', '-c', '0'] } : {}),
  })
  console.log(
    `[bench:web] ready in ${((Date.now() - started) / 1000).toFixed(0)} s (logs: .bench/web-servers.log)`,
  )
  let ok = true
  try {
    if (!args['skip-weight']) ok = (await weightAll(stack)) && ok
    if (!args['skip-lighthouse']) ok = (await lighthouseAll(stack)) && ok
    if (!args['skip-load']) ok = (await loadTest(stack)) && ok
  } finally {
    await stack.stop()
    log.end()
  }
  console.log(`\n[bench:web] ${ok ? 'all targets met' : 'some targets missed'}`)
}

main().catch((e) => {
  console.error(`[bench:web] ${e instanceof Error ? e.message : e}`)
  process.exit(1)
})
