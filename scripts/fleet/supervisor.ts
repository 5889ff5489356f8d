/**
 * The fleet's processes: each in a process group of its own (so a signal reaches everything it
 * started, and Ctrl-C in the terminal reaches only the fleet, which stops them in order), its
 * output prefixed with its name, restarted with a growing delay when it ends on its own.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import readline from 'node:readline'

export interface ProcessSpec {
  /** The name in the output and the logs: `api-1`, `web-2`, `jobs-1`, `haproxy`. */
  id: string
  command: string
  args: string[]
  env: NodeJS.ProcessEnv
  cwd: string
}

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null }

/** Restart delays: 1 s, doubling while it keeps failing within 10 s of starting, at most 30 s. */
export function restartDelayMs(quickFailures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(Math.max(quickFailures - 1, 0), 5))
}

export class Supervised {
  private child: ChildProcess | null = null
  /** Every pid started under this name; each leads its own process group. */
  readonly pids: number[] = []
  private stopping = false
  private startedAt = 0
  private quickFailures = 0
  private pendingRestart: NodeJS.Timeout | null = null
  private exitWaiters: Array<() => void> = []
  /** How the last run ended (null while the first one runs). */
  lastExit: ExitInfo | null = null

  constructor(
    readonly spec: ProcessSpec,
    private readonly hooks: {
      log(line: string): void
      /** It ended without being asked to (not called while stopping). */
      onExit(process: Supervised, exit: ExitInfo): void
    },
  ) {}

  get id(): string {
    return this.spec.id
  }

  /** The pid of the running process (the leader of its group), or null. */
  get pid(): number | null {
    return this.child?.pid ?? null
  }

  get running(): boolean {
    return this.child !== null
  }

  start(): void {
    const { spec } = this
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    this.startedAt = Date.now()
    if (child.pid) this.pids.push(child.pid)
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue
      readline
        .createInterface({ input: stream, crlfDelay: Infinity })
        .on('line', (line) => this.hooks.log(`[${spec.id}] ${line}`))
    }
    child.once('error', (err) =>
      this.hooks.log(`[fleet] ${spec.id} could not start: ${err.message}`),
    )
    child.once('exit', (code, signal) => {
      // Anything the process left in its group goes with it.
      if (child.pid) killGroup(child.pid, 'SIGKILL')
      this.child = null
      this.lastExit = { code, signal }
      for (const w of this.exitWaiters.splice(0)) w()
      if (!this.stopping) this.hooks.onExit(this, { code, signal })
    })
  }

  /** Start again after the restart delay; returns the delay. */
  restartLater(): number {
    this.quickFailures = Date.now() - this.startedAt < 10_000 ? this.quickFailures + 1 : 1
    const delay = restartDelayMs(this.quickFailures)
    this.pendingRestart = setTimeout(() => {
      this.pendingRestart = null
      if (!this.stopping) this.start()
    }, delay)
    return delay
  }

  /** Send a signal to its process group. */
  signal(signal: NodeJS.Signals): void {
    if (this.child?.pid) killGroup(this.child.pid, signal)
  }

  /** Resolves when it is not running (at once if it is not). */
  exited(): Promise<void> {
    if (!this.child) return Promise.resolve()
    return new Promise((resolve) => this.exitWaiters.push(resolve))
  }

  /**
   * Stop for good: `signal`, then SIGKILL to its group after `graceMs`. Resolves once it is gone;
   * no restart follows.
   */
  async stop(signal: NodeJS.Signals, graceMs: number): Promise<void> {
    this.stopping = true
    if (this.pendingRestart) clearTimeout(this.pendingRestart)
    if (!this.child) return
    this.signal(signal)
    let timer: NodeJS.Timeout | undefined
    const inTime = await Promise.race([
      this.exited().then(() => true),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(false), graceMs)
      }),
    ])
    clearTimeout(timer)
    if (!inTime) {
      this.hooks.log(`[fleet] ${this.id} still running after ${graceMs} ms: SIGKILL`)
      this.signal('SIGKILL')
      await this.exited()
    }
  }

  /** At once, for a second Ctrl-C. */
  killNow(): void {
    this.stopping = true
    if (this.pendingRestart) clearTimeout(this.pendingRestart)
    this.signal('SIGKILL')
  }
}

/** Signal a whole process group (ESRCH: already gone). */
export function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // no such group: nothing left
  }
}
