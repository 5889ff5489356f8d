import fs from 'node:fs'
import pg from 'pg'
import { fmt } from './lib'
import type { WebStack } from '../web-stack'

/** The bench's settings (npm run bench:web's flags, see web.ts). */
export interface WebBenchOptions {
  listings: number
  /** Lighthouse runs per page. */
  runs: number
  /** Seconds of each load run. */
  duration: number
  /** Concurrent clients of each load run. */
  connections: number
}

const PG_ADMIN = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
export const TARGETS = { score: 95, lcpMs: 1800, tbtMs: 200, cls: 0.02, jsKb: 230, p95Ms: 60 }
/** Issue 18: against the blank page of the same run. */
export const LIGHTER = {
  htmlKb: { terms: 80, search: 160, home: 150, listing: 130 } as Record<string, number>,
  searchElements: 650,
  scoreBelowBlank: 5,
  tbtOverBlankMs: 150,
  lcpOverBlankMs: 500,
  cls: 0.02,
  cpuTimesBlank: 3,
}
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
/** The servers run on CPU 0 and the load tool on CPU 1 when taskset is here. */
export const pinned = fs.existsSync('/usr/bin/taskset')
export const kb = (n: number) => fmt(n / 1024, 1)

/** The bench's own database (web_bench_<N>), made on first use; undefined without PostgreSQL. */
export async function benchDatabase(listings: number): Promise<string | undefined> {
  const name = `web_bench_${listings}`
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

async function equipmentPath(stack: WebStack): Promise<string> {
  const html = await (await fetch(`${stack.webUrl}/equipment?category=excavators`)).text()
  const m = /href="(\/for-sale\/[^"?]+)/.exec(html)
  if (!m) throw new Error('no equipment link on the search page')
  return m[1]
}

/** The key pages of issue 18, by name, with the blank page of the same app first. */
export async function keyPages(stack: WebStack): Promise<Array<[string, string]>> {
  return [
    ['blank', '/baseline'],
    ['terms', '/terms-of-service'],
    ['home', '/'],
    ['search', '/equipment?category=excavators&sort=advertisedPrice_asc'],
    ['landing', '/excavators'],
    ['listing', await equipmentPath(stack)],
  ]
}
