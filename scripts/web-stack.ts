/**
 * Starts a throwaway api (fresh PGlite in a temp dir, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set, seeded small and deterministic) and the web built for production,
 * each on a free port. Used by the browser journeys (web/e2e/global-setup.ts) and the web
 * benchmark.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { BIN, freePort, killGroup, ROOT, startProcess, waitFor } from './bench/lib'
import { buildWeb, webBuildIsCurrent } from './web-build-stamp'

export interface WebStack {
  apiUrl: string
  webUrl: string
  apiPort: number
  webPort: number
  web: ChildProcess
  stop(): Promise<void>
}

export interface WebStackOptions {
  listings: number
  seed?: number
  /** Next build folder inside web/ (kept apart from the `npm start` build). */
  distDir: string
  /**
   * true: build even when the folder holds a build; 'if-stale': build unless the folder holds one
   * stamped with the current sources' hash (web-build-stamp.ts); false (default): build only when
   * the folder holds no build.
   */
  rebuild?: boolean | 'if-stale'
  log: NodeJS.WritableStream
  /** Existing PostgreSQL database to serve instead of a fresh one (benchmarks). */
  databaseUrl?: string
  /** Where the seed writes its pictures (kept with a reused database). Default: a temp dir. */
  mediaDir?: string
  /** Extra environment for the web process. */
  webEnv?: Record<string, string>
  /** Extra environment for the api process (e.g. NODE_ENV=test for its /dev endpoints). */
  apiEnv?: Record<string, string>
  /** Wraps the web command, e.g. ['taskset', '-c', '0']. */
  webPrefix?: string[]
  apiPrefix?: string[]
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function needsBuild(distDir: string, rebuild: WebStackOptions['rebuild']): boolean {
  if (rebuild === true) return true
  if (rebuild === 'if-stale') return !webBuildIsCurrent(ROOT, distDir)
  return !fs.existsSync(path.join(ROOT, 'web', distDir, 'BUILD_ID'))
}

/**
 * The production web server (web/server.ts) of a built folder on a port, talking to `apiUrl`;
 * resolves once it answers. The e2e journeys also start one whose api is unreachable (500 page).
 */
export async function startWebServer(opts: {
  distDir: string
  port: number
  apiUrl: string
  log: NodeJS.WritableStream
  env?: Record<string, string>
  prefix?: string[]
}): Promise<ChildProcess> {
  const webUrl = `http://127.0.0.1:${opts.port}`
  const web = startProcess(
    opts.prefix?.[0] ?? path.join(BIN, 'tsx'),
    [...(opts.prefix ? [...opts.prefix.slice(1), path.join(BIN, 'tsx')] : []), 'web/server.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(opts.port),
      NEXT_DIST_DIR: opts.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      API_URL: opts.apiUrl,
      WEB_URL: webUrl,
      ...opts.env,
    },
    opts.log,
  )
  try {
    await waitFor(async () => (await fetch(`${webUrl}/robots.txt`)).ok, 'the web', 120_000)
  } catch (e) {
    killGroup(web, 'SIGKILL')
    throw e
  }
  return web
}

export async function startWebStack(opts: WebStackOptions): Promise<WebStack> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-web-'))
  const [apiPort, webPort] = [await freePort(), await freePort()]
  const apiUrl = `http://127.0.0.1:${apiPort}`
  const webUrl = `http://127.0.0.1:${webPort}`
  let dropDatabase: (() => Promise<void>) | null = null
  let databaseUrl = opts.databaseUrl ?? ''
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!databaseUrl && adminUrl) {
    const name = `web_e2e_${randomBytes(5).toString('hex')}`
    await admin(adminUrl, `CREATE DATABASE ${name}`)
    databaseUrl = withDatabase(adminUrl, name)
    dropDatabase = () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  const processes: ChildProcess[] = []
  const stop = async () => {
    for (const p of processes) killGroup(p, 'SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    for (const p of processes) killGroup(p, 'SIGKILL')
    await dropDatabase?.().catch(() => undefined)
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  try {
    const api = startProcess(
      opts.apiPrefix?.[0] ?? path.join(BIN, 'tsx'),
      [
        ...(opts.apiPrefix ? [...opts.apiPrefix.slice(1), path.join(BIN, 'tsx')] : []),
        'api/src/main.ts',
      ],
      {
        // Not 'production': a production api refuses the committed secrets and local defaults
        // and seeds no demo inventory, and this stack runs on both (the web is production).
        NODE_ENV: 'development',
        API_PORT: String(apiPort),
        PORT: String(webPort),
        API_URL: apiUrl,
        WEB_URL: webUrl,
        DATABASE_URL: databaseUrl,
        PGLITE_DIR: path.join(tmp, 'pglite'),
        MEDIA_DIR: opts.mediaDir ?? path.join(tmp, 'media'),
        SEED_LISTINGS: String(opts.listings),
        SEED: String(opts.seed ?? 42),
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        ...opts.apiEnv,
      },
      opts.log,
    )
    processes.push(api)
    if (needsBuild(opts.distDir, opts.rebuild)) {
      opts.log.write(`[web-stack] building the web into web/${opts.distDir}\n`)
      try {
        buildWeb(ROOT, { distDir: opts.distDir, log: opts.log })
      } catch (e) {
        throw new Error(`${e instanceof Error ? e.message : String(e)}; see the log`)
      }
    } else {
      opts.log.write(`[web-stack] reusing the build in web/${opts.distDir}\n`)
    }
    await waitFor(
      async () => (await fetch(`${apiUrl}/health`)).ok,
      'the api (migrations and seed)',
      15 * 60_000,
    )
    const web = await startWebServer({
      distDir: opts.distDir,
      port: webPort,
      apiUrl,
      log: opts.log,
      env: opts.webEnv,
      prefix: opts.webPrefix,
    })
    processes.push(web)
    return { apiUrl, webUrl, apiPort, webPort, web, stop }
  } catch (e) {
    await stop()
    throw e
  }
}
