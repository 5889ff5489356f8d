import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fmt, percentile, ROOT } from './lib'
import { LIGHTER, pinned, TARGETS, verdict, type WebBenchOptions } from './web-harness'
import type { WebStack } from '../web-stack'

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
async function autocannon(
  stack: WebStack,
  paths: string[],
  unique: boolean,
  { connections, duration }: WebBenchOptions,
) {
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

/** The search page's SSR under load, its CPU per page against the blank page's, and the cache. */
export async function loadTest(stack: WebStack, opts: WebBenchOptions): Promise<boolean> {
  const { listings, connections } = opts
  console.log(
    `\nSearch page SSR under load: ${connections} clients, ${opts.duration} s each, ${listings.toLocaleString('en-US')} listings` +
      `${pinned ? ', servers on CPU 0, load on CPU 1' : ''}`,
  )
  const line = (label: string, r: Awaited<ReturnType<typeof autocannon>>, verdict: string) =>
    console.log(
      `${label.padEnd(52)} requests ${r.ok200.length} (${fmt(r.rps, 0)}/s), non-2xx ${r.non2xx}, errors ${r.errors}; ` +
        `p50 ${fmt(percentile(r.ok200, 50))} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(percentile(r.ok200, 99))} ms   ${verdict}`,
    )
  // The floor: a blank page of the same app (no api call, one element), rendered per request
  // under the same load. No page of this app can answer faster than the framework does.
  const blank = await autocannon(stack, ['/baseline'], true, opts)
  line('baseline: a blank page of the same app (rendered)', blank, '(the floor; not judged)')
  // The target: every request a search nobody made before, so every one is rendered.
  const uncached = await autocannon(stack, SEARCHES, true, opts)
  const ok = uncached.p95 <= TARGETS.p95Ms && uncached.non2xx === 0 && uncached.errors === 0
  line(
    'uncached: every request a new search (rendered)',
    uncached,
    `${ok ? 'PASS' : 'FAIL'} (target p95 <= ${TARGETS.p95Ms} ms at 100,000 listings${
      listings === 100_000 ? '' : `; measured at ${listings.toLocaleString('en-US')}`
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
    const budget = TARGETS.p95Ms / connections
    const blankMs = blankCpu.web + blankCpu.api
    const searchMs = searchCpu.web + searchCpu.api
    console.log(
      `${connections} clients on one core within p95 ${TARGETS.p95Ms} ms need about ${fmt(budget)} ms of CPU per page; ` +
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
  const popular = await autocannon(stack, SEARCHES, false, opts)
  line(
    `cached: ${SEARCHES.length} popular searches repeated`,
    popular,
    '(page micro-cache, docs/decisions/006; not the target)',
  )
  return ok && cpuOk
}
