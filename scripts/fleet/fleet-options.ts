/**
 * What `npm run fleet` is asked to run, and what it refuses before starting anything: the
 * command line (`--api N --web M --workers K`), the configuration (PostgreSQL and Redis are
 * shared by the replicas, so both are required) and the balancer (HAProxy, a Debian package).
 */
import fs from 'node:fs'
import path from 'node:path'

export interface FleetCounts {
  api: number
  web: number
  /** BullMQ worker processes (`npm run jobs`); 0 when the api replicas run the jobs (JOBS_IN_API). */
  workers: number
}

const LIMITS: Record<keyof FleetCounts, { min: number; max: number }> = {
  api: { min: 1, max: 16 },
  web: { min: 0, max: 16 },
  workers: { min: 0, max: 8 },
}

export const USAGE = 'usage: npm run fleet -- [--api N] [--web M] [--workers K]'

/** The counts from the command line; defaults 2 api, 2 web, 1 worker (none with JOBS_IN_API). */
export function parseFleetArgs(
  argv: string[],
  opts: { jobsInApi: boolean },
): FleetCounts | { error: string } {
  const counts: FleetCounts = { api: 2, web: 2, workers: opts.jobsInApi ? 0 : 1 }
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(api|web|workers)(?:=(.*))?$/.exec(argv[i])
    if (!m) return { error: `unknown argument ${argv[i]}; ${USAGE}` }
    const key = m[1] as keyof FleetCounts
    const raw = m[2] ?? argv[++i]
    const n = Number(raw)
    const { min, max } = LIMITS[key]
    if (raw === undefined || !/^\d+$/.test(raw) || n < min || n > max)
      return {
        error: `--${key} takes a whole number from ${min} to ${max} (got ${raw ?? 'nothing'})`,
      }
    counts[key] = n
  }
  return counts
}

/**
 * Why this configuration cannot run a fleet (one line), or null. Replicas are separate processes:
 * they share the record (PostgreSQL) and everything that counts across them (Redis).
 */
export function fleetEnvProblem(env: { DATABASE_URL?: string; REDIS_URL?: string }): string | null {
  const why = {
    db: 'PGlite, the embedded database used without it, admits one process, so replicas cannot share it',
    redis:
      'rate limits, sign-in lockouts and revocations, jobs and live auction updates must count across replicas',
  }
  if (!env.DATABASE_URL && !env.REDIS_URL)
    return `a fleet needs DATABASE_URL (PostgreSQL: ${why.db}) and REDIS_URL (${why.redis}); e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/ironyard REDIS_URL=redis://127.0.0.1:6379`
  if (!env.DATABASE_URL) return `a fleet needs DATABASE_URL (PostgreSQL): ${why.db}`
  if (!env.REDIS_URL) return `a fleet needs REDIS_URL (Redis): ${why.redis}`
  return null
}

/** The command that installs the balancer, printed when it is missing. */
export const INSTALL_HAPROXY = 'apt-get install -y haproxy'

/** Debian installs haproxy in /usr/sbin, which is not on every user's PATH. */
const SBIN_DIRS = ['/usr/local/sbin', '/usr/sbin', '/sbin']

/** The haproxy executable on PATH (or in the sbin directories), or null. */
export function findHaproxy(
  pathVar = process.env.PATH ?? '',
  sbinDirs: readonly string[] = SBIN_DIRS,
): string | null {
  const dirs = [...pathVar.split(path.delimiter).filter(Boolean), ...sbinDirs]
  for (const dir of dirs) {
    const file = path.join(dir, 'haproxy')
    try {
      fs.accessSync(file, fs.constants.X_OK)
      if (fs.statSync(file).isFile()) return file
    } catch {
      // not here
    }
  }
  return null
}

export const HAPROXY_MISSING = `haproxy is not installed: the fleet's load balancer is HAProxy from Debian's packages; install it with: ${INSTALL_HAPROXY}`
