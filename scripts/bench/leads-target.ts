/**
 * What `bench:leads` submits to and breaks: a single api with one worker (as `npm start` on
 * PostgreSQL and Redis runs them), or with --fleet, `npm run fleet`'s sequence with 2 api
 * replicas and a worker behind HAProxy (bench-fleet.ts). Both on a private redis-server.
 */
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { startBenchFleet } from './bench-fleet'
import { BIN, freePort, killGroup, privateRedis, sleep, startProcess, waitFor } from './lib'

export interface LeadsTarget {
  /** Where leads are posted: the api, or the balancer. */
  apiOrigin: string
  /** The web origin the api trusts (WEB_URL): sign-in links point there. */
  webOrigin: string
  /** kill -9 the api (with a fleet: the n-th kill takes replica n mod count); resolves once it is usable again, with what was killed. */
  killApi(n: number): Promise<string>
  /** kill -9 the worker; resolves once the new one consumes the queue. */
  killWorker(): Promise<void>
  /** kill -9 Redis; resolves once it answers PING again. */
  killRedis(): Promise<void>
  /** Stop everything it started. */
  stop(): Promise<void>
}

const WORKER_STARTED = '[jobs] worker started'

export async function startLeadsTarget(opts: {
  fleet: boolean
  databaseUrl: string
  mediaDir: string
  log: NodeJS.WritableStream
}): Promise<LeadsTarget> {
  const redis = await privateRedis(opts.log)
  const env = {
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: redis.url,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    MEDIA_DIR: opts.mediaDir,
    LEAD_RATE_LIMIT_PER_IP: '1000000',
    LEAD_RATE_LIMIT_PER_EMAIL: '1000000',
    SALES_TEAM_EMAIL: 'sales@bench.local',
  }
  try {
    return opts.fleet
      ? await fleetTarget(env, redis, opts.log)
      : await singleTarget(env, redis, opts.log)
  } catch (err) {
    redis.kill()
    throw err
  }
}

type Redis = Awaited<ReturnType<typeof privateRedis>>

async function singleTarget(
  baseEnv: Record<string, string>,
  redis: Redis,
  log: NodeJS.WritableStream,
): Promise<LeadsTarget> {
  const apiPort = await freePort()
  const env = { ...baseEnv, API_PORT: String(apiPort) }
  const startApi = () => startProcess(path.join(BIN, 'tsx'), ['api/src/main.ts'], env, log)
  const startWorker = () =>
    startProcess(path.join(BIN, 'tsx'), ['api/src/jobs/worker-main.ts'], env, log)
  const apiUp = async () => (await fetch(`http://127.0.0.1:${apiPort}/health`)).ok
  /** Resolves when the worker logs that it consumes the queue (worker-main.ts). */
  const workerReady = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      let seen = ''
      child.stdout?.on('data', (b: Buffer) => {
        seen = (seen + b.toString()).slice(-4000)
        if (seen.includes(WORKER_STARTED)) resolve()
      })
      child.once('exit', () => reject(new Error('the worker stopped while starting')))
    })
  let api = startApi()
  let worker = startWorker()
  const stop = async () => {
    killGroup(api, 'SIGTERM')
    killGroup(worker, 'SIGTERM')
    await sleep(2000)
    killGroup(api)
    killGroup(worker)
    redis.kill()
  }
  try {
    const firstWorker = workerReady(worker)
    await waitFor(apiUp, 'the api', 120_000)
    await firstWorker
  } catch (err) {
    await stop()
    throw err
  }
  return {
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    // WEB_URL is not set: the api's default.
    webOrigin: 'http://localhost:8910',
    async killApi() {
      killGroup(api)
      await sleep(300)
      api = startApi()
      await waitFor(apiUp, 'the api to restart', 120_000)
      return 'api'
    },
    async killWorker() {
      killGroup(worker)
      await sleep(300)
      worker = startWorker()
      await workerReady(worker)
    },
    killRedis: () => redis.restart(),
    stop,
  }
}

async function fleetTarget(
  env: Record<string, string>,
  redis: Redis,
  log: NodeJS.WritableStream,
): Promise<LeadsTarget> {
  /** How many times each process has said it is ready to work (the worker's start line). */
  const workerStarts = new Map<string, number>()
  const fleet = await startBenchFleet({
    counts: { api: 2, web: 0, workers: 1 },
    childEnv: env,
    log: (line) => {
      log.write(`${line}\n`)
      const m = /^\[(jobs-\d+)\] (.*)$/.exec(line)
      if (m?.[2].includes(WORKER_STARTED)) workerStarts.set(m[1], (workerStarts.get(m[1]) ?? 0) + 1)
    },
  })
  /** kill -9 a fleet process and wait until the fleet started another in its place. */
  const killAndRestarted = async (id: string) => {
    const p = fleet.fleet.processes.get(id)!
    const before = p.pid
    p.signal('SIGKILL')
    await waitFor(() => p.pid !== null && p.pid !== before, `the fleet to restart ${id}`, 120_000)
  }
  await waitFor(() => (workerStarts.get('jobs-1') ?? 0) > 0, 'the worker to start', 120_000)
  return {
    apiOrigin: fleet.apiOrigin,
    webOrigin: fleet.webOrigin,
    async killApi(n) {
      const id = fleet.apiIds[n % fleet.apiIds.length]
      await killAndRestarted(id)
      await fleet.backInRotation(id)
      return id
    },
    async killWorker() {
      const starts = workerStarts.get('jobs-1') ?? 0
      await killAndRestarted('jobs-1')
      await waitFor(
        () => (workerStarts.get('jobs-1') ?? 0) > starts,
        'the worker to restart',
        120_000,
      )
    },
    killRedis: () => redis.restart(),
    async stop() {
      await fleet.stop()
      redis.kill()
    },
  }
}
