/**
 * A replica behind a load balancer (issue 33): its name on every answer (`x-served-by`), the
 * readiness it reports, and how it stops on SIGTERM. The api and the web server follow the same
 * rule, so it is written once here (plain TypeScript, no Node imports: the caller passes the host
 * name, the pid and the clock).
 *
 * Stopping, in order: readiness turns false at once (`beginDrain`); the process keeps serving
 * until the balancer has seen that (DRAIN_PROBES readiness answers since, or DRAIN_WAIT_MS, or at
 * once when nothing has probed readiness lately: `npm start` stops without waiting); then it
 * stops accepting and finishes what is in flight; at STOP_DEADLINE_MS after the signal it is
 * gone, whatever is left (an orchestrator's usual grace period).
 */

/** The header that names the process that answered. */
export const SERVED_BY_HEADER = 'x-served-by'

/** Readiness answers after SIGTERM that tell a balancer checking with `fall 2` (HAProxy). */
export const DRAIN_PROBES = 2
/** Longest wait for the balancer to notice, when something probed readiness lately. */
export const DRAIN_WAIT_MS = 5_000
/** A readiness probe within this window means a balancer is watching this replica. */
export const PROBED_RECENTLY_MS = 30_000
/** From the signal to the end of the process, at most (finishing in-flight work included). */
export const STOP_DEADLINE_MS = 30_000
/** How often idle connections are closed while the server closes. */
export const CLOSE_IDLE_EVERY_MS = 100
/**
 * An event stream ended by a draining replica tells its client to come back after this long
 * (`retry:`), plus up to as much again at random, so the clients of one replica do not all
 * reconnect in the same instant; they reach another replica through the balancer.
 */
export const RECONNECT_AFTER_MS = 1_000

export type ReplicaKind = 'api' | 'web' | 'jobs'

/**
 * The replica id when the environment names none (REPLICA_ID): `api-<host>-<pid>`, unique on a
 * machine and readable in a log. The fleet names its replicas `api-1`, `web-2`...
 */
export function defaultReplicaId(kind: ReplicaKind, hostname: string, pid: number): string {
  return `${kind}-${hostname}-${pid}`
}

export interface ReplicaSummary {
  replica: string
  pid: number
  /** Whole seconds since the process started serving. */
  uptimeSeconds: number
  draining: boolean
}

/** One process's identity and drain state. */
export class ReplicaLifecycle {
  private drainingSince: number | null = null
  private lastProbeAt = Number.NEGATIVE_INFINITY
  private probesWhileDraining = 0
  private readonly waiters: Array<() => void> = []
  private readonly startedAt: number

  constructor(
    readonly id: string,
    readonly pid: number,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now()
  }

  get draining(): boolean {
    return this.drainingSince !== null
  }

  /** SIGTERM arrived: from now on readiness answers false. */
  beginDrain(): void {
    if (this.drainingSince === null) this.drainingSince = this.now()
  }

  /** A readiness probe is being answered (call it for every /health/ready). */
  probed(): void {
    this.lastProbeAt = this.now()
    if (this.drainingSince === null) return
    this.probesWhileDraining++
    if (this.probesWhileDraining >= DRAIN_PROBES) for (const w of this.waiters.splice(0)) w()
  }

  summary(): ReplicaSummary {
    return {
      replica: this.id,
      pid: this.pid,
      uptimeSeconds: Math.floor((this.now() - this.startedAt) / 1000),
      draining: this.draining,
    }
  }

  /**
   * Resolves once a balancer has had the chance to stop sending here: 'unwatched' at once when no
   * readiness probe came in the last PROBED_RECENTLY_MS, 'seen' after DRAIN_PROBES probes were
   * answered "draining", 'waited' after `maxWaitMs`. Call after beginDrain.
   */
  async balancerNoticed(maxWaitMs = DRAIN_WAIT_MS): Promise<'unwatched' | 'seen' | 'waited'> {
    if (this.now() - this.lastProbeAt > PROBED_RECENTLY_MS) return 'unwatched'
    if (this.probesWhileDraining >= DRAIN_PROBES) return 'seen'
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve('waited'), maxWaitMs)
      this.waiters.push(() => {
        clearTimeout(timer)
        resolve('seen')
      })
    })
  }
}

export interface GracefulStopSteps {
  /** Stop accepting and resolve once the requests in flight are answered. */
  close(): Promise<void>
  /**
   * Close the connections that are idle now. Called every CLOSE_IDLE_EVERY_MS while `close` runs:
   * a keep-alive connection whose last request finished would otherwise hold the close open until
   * its keep-alive timeout (Node closes only those idle when closing starts).
   */
  closeIdle?(): void
  /**
   * End the long-lived answers (event streams) with a reconnect hint, once the balancer has
   * stopped sending here: their clients reconnect to another replica instead of waiting for the
   * cut below.
   */
  endStreams?(): void
  /** Cut what is still open (long-lived responses) when closing takes too long. */
  forceClose?(): void
  /** After close: stop jobs, close the database... */
  cleanUp?(): Promise<void>
  log(message: string): void
  /** Ends the process (tests pass a stand-in). */
  exit(code: number): void
}

/**
 * The SIGTERM sequence (see the top of this file). Exit code 0 when everything finished in time,
 * 1 when the deadline cut it short. `deadlineMs` counts from the call.
 */
export async function drainAndStop(
  replica: ReplicaLifecycle,
  steps: GracefulStopSteps,
  deadlineMs = STOP_DEADLINE_MS,
): Promise<void> {
  const started = Date.now()
  replica.beginDrain()
  // Whatever hangs (a stuck request, a job that never ends), the process is gone in time.
  const hardStop = setTimeout(() => {
    steps.log(`still stopping after ${deadlineMs} ms; exiting`)
    steps.exit(1)
  }, deadlineMs)
  // Long-lived answers (event streams) would hold the close until the deadline: cut them with
  // room left for the clean-up.
  const cut = setTimeout(() => steps.forceClose?.(), Math.max(0, deadlineMs - 5_000))
  try {
    const noticed = await replica.balancerNoticed()
    steps.log(
      `draining: ${noticed === 'unwatched' ? 'no balancer probing' : `balancer ${noticed}`} after ${Date.now() - started} ms; closing`,
    )
    steps.endStreams?.()
    const idle = steps.closeIdle
      ? setInterval(() => steps.closeIdle?.(), CLOSE_IDLE_EVERY_MS)
      : undefined
    await steps.close().finally(() => clearInterval(idle))
    clearTimeout(cut)
    await steps.cleanUp?.()
    steps.log(`stopped in ${Date.now() - started} ms`)
    clearTimeout(hardStop)
    steps.exit(0)
  } catch (err) {
    steps.log(`stop failed: ${err instanceof Error ? err.message : String(err)}`)
    clearTimeout(hardStop)
    clearTimeout(cut)
    steps.exit(1)
  }
}
