import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '../..')
export const BIN = path.join(ROOT, 'node_modules', '.bin')

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a')

/** Ports freePort has handed out in this process: never handed out twice. */
const givenPorts = new Set<number>()

/**
 * A port nothing listens on now, and one this process has not been given before: the kernel can
 * hand the same port to two binds in a row once the first is closed, and an api and a web server
 * given one port each then collide (a journey run failed on EADDRINUSE that way).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer()
      srv.listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo
        srv.close(() => resolve(port))
      })
      srv.on('error', reject)
    })
    if (!givenPorts.has(port)) {
      givenPorts.add(port)
      return port
    }
  }
}

/** Start a process in its own group so kill -9 takes its children too. */
export function startProcess(
  cmd: string,
  args: string[],
  env: Record<string, string>,
  logTo?: NodeJS.WritableStream,
): ChildProcess {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (logTo) {
    child.stdout?.pipe(logTo, { end: false })
    child.stderr?.pipe(logTo, { end: false })
  } else {
    child.stdout?.resume()
    child.stderr?.resume()
  }
  return child
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if (await check()) return
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * A PostgreSQL database of the bench's own on BENCH_PG_ADMIN_URL's server (default
 * 127.0.0.1:5432): `<prefix>_<time>`, dropped (connections closed) by drop().
 */
export async function createBenchDatabase(prefix: string) {
  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const { default: pg } = await import('pg')
  const name = `${prefix}_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  return {
    name,
    url: u.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

/**
 * A private redis-server on a free loopback port (no persistence), so the machine's Redis is
 * never touched; kill() is kill -9, start() starts it again on the same port.
 */
export async function privateRedis(logTo?: NodeJS.WritableStream) {
  const port = await freePort()
  const start = () =>
    startProcess(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
      logTo,
    )
  let child = start()
  const up = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.setTimeout(1000)
      socket.on('connect', () => socket.write('PING\r\n'))
      socket.on('data', (b) => {
        resolve(b.toString().startsWith('+PONG'))
        socket.destroy()
      })
      socket.on('error', () => resolve(false))
      socket.on('timeout', () => {
        resolve(false)
        socket.destroy()
      })
    })
  await waitFor(up, 'redis-server to start', 30_000)
  return {
    url: `redis://127.0.0.1:${port}`,
    up,
    kill: () => killGroup(child),
    async restart() {
      killGroup(child)
      await sleep(500)
      child = start()
      await waitFor(up, 'redis to restart', 60_000)
    },
  }
}
