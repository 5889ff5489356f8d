/**
 * The baseline of `bench:fleet`: what `npm start` runs on PostgreSQL and Redis (scripts/start.ts),
 * one api, one job worker and one production web server (web/server.ts), with the same
 * environment the fleet's replicas get, on free loopback ports.
 */
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { BIN, freePort, killGroup, sleep, startProcess, waitFor } from './lib'

export interface SingleStack {
  apiOrigin: string
  webOrigin: string
  stop(): Promise<void>
}

export async function startSingleStack(opts: {
  env: Record<string, string>
  distDir: string
  log: NodeJS.WritableStream
}): Promise<SingleStack> {
  const [apiPort, webPort] = [await freePort(), await freePort()]
  const apiOrigin = `http://127.0.0.1:${apiPort}`
  const webOrigin = `http://127.0.0.1:${webPort}`
  const env = {
    ...opts.env,
    HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    PORT: String(webPort),
    API_URL: apiOrigin,
    WEB_URL: webOrigin,
  }
  const tsx = path.join(BIN, 'tsx')
  const processes: ChildProcess[] = [
    startProcess(tsx, ['api/src/main.ts'], { ...env, REPLICA_ID: 'single-api' }, opts.log),
    startProcess(tsx, ['api/src/jobs/worker-main.ts'], env, opts.log),
    startProcess(
      tsx,
      ['web/server.ts'],
      {
        ...env,
        REPLICA_ID: 'single-web',
        NEXT_DIST_DIR: opts.distDir,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      opts.log,
    ),
  ]
  const stop = async () => {
    for (const p of processes) killGroup(p, 'SIGTERM')
    await waitFor(
      () => processes.every((p) => p.exitCode !== null || p.signalCode !== null),
      'the single stack to stop',
      35_000,
    ).catch(() => undefined)
    for (const p of processes) killGroup(p)
    await sleep(100)
  }
  try {
    for (const origin of [apiOrigin, webOrigin]) {
      await waitFor(
        async () => {
          const res = await fetch(`${origin}/health/ready`)
          await res.arrayBuffer()
          return res.ok
        },
        `${origin}/health/ready`,
        180_000,
      )
    }
  } catch (err) {
    await stop()
    throw err
  }
  return { apiOrigin, webOrigin, stop }
}
