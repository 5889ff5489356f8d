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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
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
