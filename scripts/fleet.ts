/**
 * `npm run fleet -- --api N --web M [--workers K]`: the product as several api and web replicas on
 * one PostgreSQL and one Redis, behind HAProxy on API_PORT and PORT (the same two URLs as
 * `npm start`). docs/deploy.md, "Running a fleet". It refuses to start without DATABASE_URL and
 * REDIS_URL or without haproxy, saying why in one line (exit 1).
 */
import { getEnv, loadEnvFiles, ROOT_DIR } from '../api/src/lib/env'
import {
  fleetEnvProblem,
  findHaproxy,
  HAPROXY_MISSING,
  parseFleetArgs,
} from './fleet/fleet-options'
import { FleetStartError, portProblem, startFleet } from './fleet/run-fleet'
import { buildWeb, webBuildIsCurrent } from './web-build-stamp'

function refuse(message: string): never {
  console.error(`[fleet] ${message}`)
  process.exit(1)
}

/** A public origin: as configured, else the balancer's port on localhost (as `npm start`). */
const publicUrl = (configured: string, fromDefaults: boolean, port: number) =>
  fromDefaults ? `http://localhost:${port}` : configured

async function main(): Promise<void> {
  // The replicas get the environment as given and read the env files themselves.
  const childEnv = { ...process.env }
  let env: ReturnType<typeof getEnv>
  try {
    env = getEnv()
  } catch (err) {
    refuse(err instanceof Error ? err.message : String(err))
  }
  const counts = parseFleetArgs(process.argv.slice(2), { jobsInApi: env.JOBS_IN_API })
  if ('error' in counts) refuse(counts.error)
  const problem = fleetEnvProblem(env)
  if (problem) refuse(problem)
  const haproxy = findHaproxy()
  if (!haproxy) refuse(HAPROXY_MISSING)
  for (const [port, name] of [
    [env.API_PORT, 'API_PORT'],
    ...(counts.web ? [[env.PORT, 'PORT'] as const] : []),
  ] as const) {
    const busy = await portProblem(env.HOST, port, name)
    if (busy) refuse(busy)
  }
  // Which public URLs came from .env.defaults (read again into a copy: process.env has them now).
  const { fromCommitted } = loadEnvFiles(ROOT_DIR, { ...childEnv })
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  if (counts.web && !webBuildIsCurrent(ROOT_DIR, distDir)) {
    console.log(
      `[fleet] building the web app for production into web/${distDir} (sources changed)...`,
    )
    buildWeb(ROOT_DIR, { codegen: true, ...(distDir !== '.next' ? { distDir } : {}) })
  }

  const fleet = startFleet({
    counts,
    env,
    childEnv,
    apiUrl: publicUrl(env.API_URL, fromCommitted.has('API_URL'), env.API_PORT),
    webUrl: publicUrl(env.WEB_URL, fromCommitted.has('WEB_URL'), env.PORT),
    haproxy,
    distDir,
    root: ROOT_DIR,
    log: (line) => console.log(line),
  })
  // One Ctrl-C can arrive two or three times (the terminal's, then relayed by npm and tsx): a
  // repeat within 2 s is the same one; a later one kills everything at once.
  let firstSignalAt = 0
  const onSignal = (signal: NodeJS.Signals) => {
    if (!firstSignalAt) {
      firstSignalAt = Date.now()
      console.log(`[fleet] ${signal}: stopping (Ctrl-C again to kill at once)`)
      void fleet.stop(0)
    } else if (Date.now() - firstSignalAt > 2_000) fleet.kill()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  fleet.ready.catch((err: unknown) => {
    if (!(err instanceof FleetStartError)) console.error(err)
  })
  process.exit(await fleet.done)
}

main().catch((err: unknown) => {
  console.error(`[fleet] ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
