import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  fleetEnvProblem,
  findHaproxy,
  HAPROXY_MISSING,
  INSTALL_HAPROXY,
  parseFleetArgs,
} from './fleet-options'
import { restartDelayMs } from './supervisor'

/**
 * What `npm run fleet` accepts and what it refuses before starting anything (issue 33): the
 * counts on its command line, a configuration without PostgreSQL or Redis (PGlite admits one
 * process), a machine without haproxy; each refusal one line, exit code 1.
 */
const ROOT = path.resolve(__dirname, '../..')

describe('npm run fleet -- --api N --web M --workers K', () => {
  it('takes the counts, with defaults of 2 api, 2 web and 1 worker (none with JOBS_IN_API)', () => {
    expect(parseFleetArgs([], { jobsInApi: false })).toEqual({ api: 2, web: 2, workers: 1 })
    expect(parseFleetArgs([], { jobsInApi: true })).toEqual({ api: 2, web: 2, workers: 0 })
    expect(
      parseFleetArgs(['--api', '3', '--web=0', '--workers', '2'], { jobsInApi: false }),
    ).toEqual({ api: 3, web: 0, workers: 2 })
  })

  it('refuses what it cannot run, saying what it takes', () => {
    const refused = (args: string[]) => parseFleetArgs(args, { jobsInApi: false })
    expect(refused(['--api', '0'])).toEqual({
      error: expect.stringMatching(/--api takes a whole number from 1/),
    })
    expect(refused(['--web', 'two'])).toEqual({
      error: expect.stringMatching(/--web takes a whole number/),
    })
    expect(refused(['--api'])).toEqual({ error: expect.stringMatching(/got nothing/) })
    expect(refused(['--replicas', '2'])).toEqual({
      error: expect.stringMatching(/unknown argument --replicas; usage/),
    })
  })

  it('needs PostgreSQL and Redis, and says why in one line', () => {
    const none = fleetEnvProblem({})
    const noDb = fleetEnvProblem({ REDIS_URL: 'redis://127.0.0.1:6379' })
    const noRedis = fleetEnvProblem({ DATABASE_URL: 'postgres://127.0.0.1/x' })
    expect(none).toMatch(/needs DATABASE_URL .*PGlite.* and REDIS_URL/)
    expect(noDb).toMatch(/needs DATABASE_URL \(PostgreSQL\): PGlite, .* admits one process/)
    expect(noRedis).toMatch(/needs REDIS_URL \(Redis\): rate limits/)
    for (const line of [none, noDb, noRedis]) expect(line).not.toContain('\n')
    expect(
      fleetEnvProblem({ DATABASE_URL: 'postgres://127.0.0.1/x', REDIS_URL: 'redis://127.0.0.1' }),
    ).toBeNull()
  })

  it('finds haproxy on PATH (or in /usr/sbin, where Debian puts it), and names the install command', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-path-'))
    try {
      expect(findHaproxy(dir, [])).toBeNull()
      fs.writeFileSync(path.join(dir, 'haproxy'), '#!/bin/sh\n', { mode: 0o755 })
      expect(findHaproxy(`/nonexistent${path.delimiter}${dir}`, [])).toBe(path.join(dir, 'haproxy'))
      expect(findHaproxy('', [dir])).toBe(path.join(dir, 'haproxy'))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    expect(HAPROXY_MISSING).toContain('apt-get install -y haproxy')
    expect(INSTALL_HAPROXY).toBe('apt-get install -y haproxy')
  })

  it('restarts a replica that ends after 1 s, longer while it keeps failing, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
  })
})

/** Run the fleet command with only this environment (no developer .env values but these). */
function runFleet(cmd: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (b: Buffer) => (out += b.toString()))
    child.stderr.on('data', (b: Buffer) => (out += b.toString()))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, out }))
  })
}

describe('the fleet command refuses a configuration a fleet cannot run on', () => {
  it('refuses PGlite (no DATABASE_URL) and a missing REDIS_URL before starting anything', async () => {
    const [pglite, noRedis] = await Promise.all([
      runFleet('npm', ['run', '--silent', 'fleet', '--', '--api', '2', '--web', '0'], {
        DATABASE_URL: '',
        REDIS_URL: 'redis://127.0.0.1:6379',
      }),
      runFleet(process.execPath, ['--import', 'tsx', 'scripts/fleet.ts'], {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ironyard_fleet_never_opened',
        REDIS_URL: '',
      }),
    ])
    expect(pglite.code).toBe(1)
    expect(pglite.out.trim()).toMatch(
      /^\[fleet\] a fleet needs DATABASE_URL \(PostgreSQL\): PGlite, the embedded database used without it, admits one process, so replicas cannot share it$/,
    )
    expect(noRedis.code).toBe(1)
    expect(noRedis.out.trim()).toMatch(/^\[fleet\] a fleet needs REDIS_URL \(Redis\): [^\n]+$/)
    for (const run of [pglite, noRedis]) expect(run.out).not.toMatch(/started|prepare/)
  })
})
