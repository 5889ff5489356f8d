/**
 * `npm run fleet`'s sequence (scripts/fleet.ts parses and checks first): migrate and seed once,
 * start the replicas on loopback ports, wait until each is ready, put HAProxy in front on
 * API_PORT and PORT, restart a replica that ends on its own, and stop everything in order.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { localOrigin } from '@ironyard/contract/listen-host'
import type { Env } from '../../api/src/lib/env'
import type { FleetCounts } from './fleet-options'
import { haproxyConfig, type Replica } from './haproxy-config'
import { Supervised, type ExitInfo, type ProcessSpec } from './supervisor'

export interface FleetOptions {
  counts: FleetCounts
  /** The parsed configuration (ports, HOST, the proxies the replicas trust). */
  env: Pick<Env, 'API_PORT' | 'PORT' | 'HOST' | 'TRUST_PROXY' | 'WEB_TRUST_PROXY'>
  /**
   * The environment the fleet was started with, before the env files were read: the replicas
   * read .env and .env.defaults themselves (so production's "committed default" checks hold).
   */
  childEnv: NodeJS.ProcessEnv
  /** Public origins (what browsers use): the balancer's. */
  apiUrl: string
  webUrl: string
  /** The haproxy executable. */
  haproxy: string
  /** The web build folder under web/ (NEXT_DIST_DIR); .next as for npm start. */
  distDir: string
  root: string
  log(line: string): void
}

export interface Fleet {
  /** The replicas, the workers and the balancer, by id (`api-1`, `web-1`, `jobs-1`, `haproxy`). */
  processes: Map<string, Supervised>
  /** Where the api and the web are reached (the balancer). */
  apiOrigin: string
  webOrigin: string
  /**
   * Resolves once the balancer answers on both ports; rejects with FleetStartError (after stopping
   * whatever was started) when a step fails.
   */
  ready: Promise<void>
  /** Stop everything (SIGTERM, drain, SIGKILL after the grace); resolves with the exit code. */
  stop(code?: number): Promise<number>
  /** SIGKILL everything now (a second Ctrl-C). */
  kill(): void
  /** Resolves with the exit code once the fleet stopped (asked to, or its balancer died). */
  done: Promise<number>
}

export class FleetStartError extends Error {}

/** A replica's own deadline is 30 s (contract/src/replica.ts); a little more before SIGKILL. */
const REPLICA_GRACE_MS = 35_000
const BALANCER_GRACE_MS = 5_000
const READY_TIMEOUT_MS = 10 * 60_000

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/** Null when `port` can be listened on at `host`, else why not (one line). */
export async function portProblem(
  host: string,
  port: number,
  name: string,
): Promise<string | null> {
  return new Promise((resolve) => {
    const srv = net.createServer()
    srv.once('error', (err: NodeJS.ErrnoException) =>
      resolve(
        err.code === 'EADDRINUSE'
          ? `port ${port} (${name}) is in use on ${host}: stop what listens there (npm start?) or set ${name}`
          : `cannot listen on ${host}:${port} (${name}): ${err.message}`,
      ),
    )
    srv.listen(port, host, () => srv.close(() => resolve(null)))
  })
}

/** The replicas trust the balancer's X-Forwarded-For (it connects from loopback). */
export const withLoopback = (proxies: readonly string[]): string =>
  [...new Set([...proxies, '127.0.0.1', '::1'])].join(',')

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Poll `url` until it answers 200; fails if `process` ended first or the fleet is stopping. */
async function waitReady(url: string, what: string, gone: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await res.arrayBuffer()
      if (res.ok) return
    } catch {
      // not listening yet
    }
    const why = gone()
    if (why) throw new FleetStartError(`${what}: ${why}`)
    if (Date.now() > deadline) throw new FleetStartError(`${what} was not ready within 10 minutes`)
    await sleep(250)
  }
}

/** Start the fleet (see Fleet.ready); stop() works at any step. */
export function startFleet(opts: FleetOptions): Fleet {
  const { counts, env } = opts
  const log = (line: string) => opts.log(line)
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-fleet-'))
  const processes = new Map<string, Supervised>()
  let stopping: Promise<number> | null = null
  let serving = false
  let resolveDone: (code: number) => void = () => undefined
  const done = new Promise<number>((r) => (resolveDone = r))

  const stop = (code = 0): Promise<number> => {
    stopping ??= (async () => {
      log('[fleet] stopping: the replicas drain and finish what they hold, then the balancer')
      const all = [...processes.values()]
      await Promise.all(
        all.filter((p) => p.id !== 'haproxy').map((p) => p.stop('SIGTERM', REPLICA_GRACE_MS)),
      )
      // SIGUSR1 is HAProxy's soft stop: it stops listening and finishes the open requests.
      await processes.get('haproxy')?.stop('SIGUSR1', BALANCER_GRACE_MS)
      fs.rmSync(tmp, { recursive: true, force: true })
      log(`[fleet] stopped (exit ${code})`)
      resolveDone(code)
      return code
    })()
    return stopping
  }

  const onExit = (p: Supervised, exit: ExitInfo) => {
    if (p.id === 'prepare') return // awaited below
    const how = exit.signal ?? `exit ${exit.code}`
    if (p.id === 'haproxy' || !serving) {
      // Before the fleet serves, a replica that ends is a failed start (waitReady reports it).
      if (serving) {
        log(`[fleet] ${p.id} stopped (${how}); stopping the fleet`)
        void stop(1)
      }
      return
    }
    const delay = p.restartLater()
    log(`[fleet] ${p.id} stopped (${how}); restarting it in ${delay / 1000} s`)
  }

  const add = (spec: Omit<ProcessSpec, 'cwd'>): Supervised => {
    const p = new Supervised({ ...spec, cwd: opts.root }, { log, onExit })
    processes.set(spec.id, p)
    p.start()
    log(`[fleet] started ${spec.id} (pid ${p.pid})`)
    return p
  }
  const tsx = (file: string, ...args: string[]) => ['--import', 'tsx', file, ...args]
  const ended = (p: Supervised) => () =>
    stopping
      ? 'the fleet is stopping'
      : p.running
        ? null
        : `ended (${p.lastExit?.signal ?? `exit ${p.lastExit?.code}`}); see its output above`

  const failed = async (err: unknown): Promise<never> => {
    const message = err instanceof Error ? err.message : String(err)
    log(`[fleet] ${message}`)
    await stop(1)
    throw err instanceof FleetStartError ? err : new FleetStartError(message)
  }
  const apiOrigin = localOrigin(env.HOST, env.API_PORT)
  const webOrigin = localOrigin(env.HOST, env.PORT)

  const start = async (): Promise<void> => {
    // 1. The database, once, before any replica serves: migrations and the first start's seed.
    //    Each replica's own migration step then finds nothing to do (and takes the same locks).
    const prepare = add({
      id: 'prepare',
      command: process.execPath,
      args: tsx('api/src/main.ts', '--prepare-only'),
      env: { ...opts.childEnv, REPLICA_ID: 'prepare' },
    })
    await prepare.exited()
    processes.delete('prepare')
    if (stopping) throw new FleetStartError('stopped while preparing the database')
    if (prepare.lastExit?.code !== 0)
      throw new FleetStartError(
        `the database step (migrations, seed) failed (${prepare.lastExit?.signal ?? `exit ${prepare.lastExit?.code}`}); see its output above`,
      )

    // 2. The replicas, on loopback ports of their own.
    const api: Replica[] = []
    const web: Replica[] = []
    for (let i = 1; i <= counts.api; i++) api.push({ id: `api-${i}`, port: await freePort() })
    for (let i = 1; i <= counts.web; i++) web.push({ id: `web-${i}`, port: await freePort() })
    const common = { ...opts.childEnv, API_URL: opts.apiUrl, WEB_URL: opts.webUrl }
    for (const r of api) {
      add({
        id: r.id,
        command: process.execPath,
        args: tsx('api/src/main.ts'),
        env: {
          ...common,
          REPLICA_ID: r.id,
          HOST: '127.0.0.1',
          API_PORT: String(r.port),
          TRUST_PROXY: withLoopback(env.TRUST_PROXY),
          // No worker: the replicas run the jobs themselves (as `npm start` decides).
          ...(counts.workers === 0 ? { JOBS_IN_API: 'true' } : {}),
        },
      })
    }
    for (let i = 1; i <= counts.workers; i++) {
      add({
        id: `jobs-${i}`,
        command: process.execPath,
        args: tsx('api/src/jobs/worker-main.ts'),
        env: { ...common, REPLICA_ID: `jobs-${i}` },
      })
    }
    for (const r of web) {
      add({
        id: r.id,
        command: process.execPath,
        args: tsx('web/server.ts'),
        env: {
          ...common,
          REPLICA_ID: r.id,
          HOST: '127.0.0.1',
          PORT: String(r.port),
          WEB_TRUST_PROXY: withLoopback(env.WEB_TRUST_PROXY),
          NEXT_TELEMETRY_DISABLED: '1',
          ...(opts.distDir !== '.next' ? { NEXT_DIST_DIR: opts.distDir } : {}),
        },
      })
    }
    await Promise.all(
      [...api, ...web].map((r) =>
        waitReady(
          `http://127.0.0.1:${r.port}/health/ready`,
          `${r.id} (port ${r.port})`,
          ended(processes.get(r.id)!),
        ),
      ),
    )
    log(`[fleet] ${[...api, ...web].map((r) => r.id).join(', ')} ready`)

    // 3. The balancer in front, once every replica is ready.
    const config = path.join(tmp, 'haproxy.cfg')
    fs.writeFileSync(
      config,
      haproxyConfig({
        host: env.HOST,
        apiPort: env.API_PORT,
        webPort: env.PORT,
        api,
        web,
        statsSocket: path.join(tmp, 'haproxy.sock'),
      }),
    )
    const check = spawnSync(opts.haproxy, ['-c', '-q', '-f', config], { encoding: 'utf8' })
    if (check.status !== 0)
      throw new FleetStartError(
        `haproxy refused its configuration:\n${check.stdout}${check.stderr}`,
      )
    const haproxy = add({
      id: 'haproxy',
      command: opts.haproxy,
      args: ['-db', '-f', config],
      env: process.env,
    })
    await waitReady(`${apiOrigin}/health/ready`, `the balancer on ${apiOrigin}`, ended(haproxy))
    if (web.length)
      await waitReady(`${webOrigin}/health/ready`, `the balancer on ${webOrigin}`, ended(haproxy))
    serving = true
    const replicas = (n: number) => `${n} replica${n === 1 ? '' : 's'}`
    log(
      `[fleet] ready: api ${apiOrigin} (${replicas(api.length)})` +
        (web.length ? `, web ${webOrigin} (${replicas(web.length)})` : ', no web replicas') +
        (counts.workers
          ? `, ${counts.workers} job worker${counts.workers === 1 ? '' : 's'}`
          : ', jobs run in the api replicas') +
        `; haproxy config ${config}; Ctrl-C stops`,
    )
  }
  const kill = () => {
    for (const p of processes.values()) p.killNow()
    fs.rmSync(tmp, { recursive: true, force: true })
    resolveDone(130)
  }
  const ready = start().catch(failed)
  // The caller may only watch `done`: an unobserved start failure is not an unhandled rejection.
  ready.catch(() => undefined)
  return { processes, apiOrigin, webOrigin, ready, stop, kill, done }
}
