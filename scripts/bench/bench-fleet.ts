/**
 * A fleet for the benches (`bench:leads --fleet`, `bench:fleet`): scripts/fleet/run-fleet.ts's
 * startFleet on loopback ports of its own, plus what a bench reads from it: each replica's
 * internal port, HAProxy's `show stat` (server state, sessions in flight) through the stats
 * socket, and waiting for a replica the fleet restarted to be back in the balancer.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { FleetCounts } from '../fleet/fleet-options'
import { findHaproxy, HAPROXY_MISSING } from '../fleet/fleet-options'
import { startFleet, type Fleet } from '../fleet/run-fleet'
import { freePort, ROOT, waitFor } from './lib'

export interface StatRow {
  /** The backend (`api_replicas`, `web_replicas`) or frontend. */
  proxy: string
  /** The server (replica id), or FRONTEND / BACKEND. */
  server: string
  /** UP, DOWN, MAINT, `UP 1/2` (going down), `DOWN 1/2` (coming up), no check... */
  status: string
  /** Sessions open on it now: the requests in flight. */
  current: number
  /** Sessions it has taken since HAProxy started. */
  total: number
}

/** Parse HAProxy's `show stat` CSV (its header line starts with `# `). */
export function parseShowStat(csv: string): StatRow[] {
  const lines = csv.split('\n').filter((l) => l.trim())
  const header = lines[0]?.replace(/^# /, '').split(',') ?? []
  const col = (name: string) => header.indexOf(name)
  const [px, sv, st, scur, stot] = ['pxname', 'svname', 'status', 'scur', 'stot'].map(col)
  if ([px, sv, st, scur, stot].some((i) => i < 0)) throw new Error('not a show stat answer')
  return lines.slice(1).map((line) => {
    const f = line.split(',')
    return {
      proxy: f[px],
      server: f[sv],
      status: f[st],
      current: Number(f[scur]),
      total: Number(f[stot]),
    }
  })
}

/** Send one command to an HAProxy admin socket; resolves with the whole answer. */
export function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = net.connect(socket)
    let out = ''
    conn.setTimeout(3000)
    conn.on('connect', () => conn.write(`${command}\n`))
    conn.on('data', (b) => (out += b.toString()))
    conn.on('end', () => resolve(out))
    conn.on('timeout', () => conn.destroy(new Error(`haproxy ${command}: timeout`)))
    conn.on('error', reject)
  })
}

export interface BenchFleet {
  fleet: Fleet
  /** The balancer's origins. */
  apiOrigin: string
  webOrigin: string
  /** The replica ids, `api-1`..., `web-1`... */
  apiIds: string[]
  webIds: string[]
  /** A replica's internal (loopback) port. */
  port(id: string): number
  /** HAProxy's view of its servers now. */
  stats(): Promise<StatRow[]>
  /** HAProxy's status of one replica (`UP`, `DOWN`, ...). */
  status(id: string): Promise<string>
  /** Wait until the replica answers ready on its own port and HAProxy has it UP again. */
  backInRotation(id: string, timeoutMs?: number): Promise<void>
  /** Stop everything the fleet started (SIGTERM, then SIGKILL after its grace). */
  stop(): Promise<void>
}

/**
 * Start a fleet on free loopback ports (the replicas inherit `childEnv`; DATABASE_URL and
 * REDIS_URL are the caller's). Resolves once the balancer answers; stops what it started if a
 * step fails.
 */
export async function startBenchFleet(opts: {
  counts: FleetCounts
  childEnv: Record<string, string>
  /** web/<distDir>: a current production build when counts.web > 0. */
  distDir?: string
  log(line: string): void
}): Promise<BenchFleet> {
  const haproxy = findHaproxy()
  if (!haproxy) throw new Error(HAPROXY_MISSING)
  const [apiPort, webPort] = [await freePort(), await freePort()]
  const apiUrl = `http://127.0.0.1:${apiPort}`
  const webUrl = `http://127.0.0.1:${webPort}`
  const fleet = startFleet({
    counts: opts.counts,
    env: {
      API_PORT: apiPort,
      PORT: webPort,
      HOST: '127.0.0.1',
      TRUST_PROXY: ['127.0.0.1', '::1'],
      WEB_TRUST_PROXY: [],
    },
    childEnv: { ...process.env, ...opts.childEnv, API_URL: apiUrl, WEB_URL: webUrl },
    apiUrl,
    webUrl,
    haproxy,
    distDir: opts.distDir ?? '.next',
    root: ROOT,
    log: (line) => opts.log(line),
  })
  await fleet.ready
  const ids = [...fleet.processes.keys()]
  const port = (id: string) => {
    const env = fleet.processes.get(id)?.spec.env
    const p = Number(id.startsWith('api-') ? env?.API_PORT : env?.PORT)
    if (!p) throw new Error(`no replica ${id} in the fleet`)
    return p
  }
  // run-fleet.ts writes the stats socket next to the configuration it gives haproxy (-f).
  const haproxyArgs = fleet.processes.get('haproxy')!.spec.args
  const config = haproxyArgs[haproxyArgs.indexOf('-f') + 1]
  const socket = path.join(path.dirname(config), 'haproxy.sock')
  if (!fs.existsSync(socket)) throw new Error(`no HAProxy stats socket at ${socket}`)
  const stats = async () => parseShowStat(await haproxyCommand(socket, 'show stat'))
  const status = async (id: string) =>
    (await stats()).find((r) => r.server === id && r.proxy.endsWith('_replicas'))?.status ?? '?'
  return {
    fleet,
    apiOrigin: apiUrl,
    webOrigin: webUrl,
    apiIds: ids.filter((id) => id.startsWith('api-')),
    webIds: ids.filter((id) => id.startsWith('web-')),
    port,
    stats,
    status,
    async backInRotation(id, timeoutMs = 180_000) {
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${port(id)}/health/ready`)).ok,
        `${id} to be ready`,
        timeoutMs,
      )
      await waitFor(async () => (await status(id)) === 'UP', `HAProxy to take ${id} back`, 30_000)
    },
    async stop() {
      await fleet.stop(0)
    },
  }
}
