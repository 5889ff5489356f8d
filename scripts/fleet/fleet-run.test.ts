import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import IORedis from 'ioredis'
import { markSeeded } from '../../api/src/db/migrate'
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../api/test/helpers/db'
import { webBuildIsCurrent } from '../web-build-stamp'
import { findHaproxy, INSTALL_HAPROXY } from './fleet-options'
import { freePort } from './run-fleet'

/**
 * `npm run fleet` for real (issue 33): two api replicas (and a web replica when web/.next holds a
 * current production build; none is built for this test) behind HAProxy on free ports, on a
 * PostgreSQL database of its own and a Redis database of its own. Requests through the balancer
 * go to both replicas; SIGTERM to one of them loses no request (the balancer takes it out while
 * it drains, and the fleet starts it again); SIGTERM to the fleet stops every process it started.
 *
 * Needs TEST_DATABASE_URL, TEST_REDIS_URL and haproxy. Without haproxy it is skipped, except in CI
 * (CI=true), where it fails with the command that installs it.
 */

const ROOT = path.resolve(__dirname, '../..')
const REDIS = process.env.TEST_REDIS_URL
const HAPROXY = findHaproxy()
const IN_CI = ['true', '1'].includes(process.env.CI ?? '')
const WEB = webBuildIsCurrent(ROOT) ? 1 : 0

const runs = Boolean(testDatabaseUrl() && REDIS && (HAPROXY || IN_CI))
if (!runs) {
  console.warn(
    !HAPROXY
      ? `fleet-run.test.ts skipped: haproxy is not installed (install it with: ${INSTALL_HAPROXY})`
      : 'fleet-run.test.ts skipped: it needs TEST_DATABASE_URL and TEST_REDIS_URL',
  )
}

interface Answer {
  status: number
  servedBy: string | null
}

/** GET through the balancer. */
async function get(url: string): Promise<Answer & { body: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(20_000) })
  return { status: res.status, servedBy: res.headers.get('x-served-by'), body: await res.text() }
}

/** Is there any process in this process group? */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

;(runs ? describe : describe.skip)('npm run fleet', () => {
  jest.setTimeout(300_000)
  let database: TestDatabase
  let fleet: ChildProcess
  let output = ''
  let media: string
  let redis: IORedis
  let apiUrl: string
  let webUrl: string

  /** Wait for a state, failing early (with the fleet's output) if the fleet ended. */
  async function until(check: () => boolean | Promise<boolean>, what: string, ms = 240_000) {
    const deadline = Date.now() + ms
    for (;;) {
      if (await Promise.resolve(check()).catch(() => false)) return
      if (fleet.exitCode !== null || fleet.signalCode !== null)
        throw new Error(`the fleet ended while waiting for ${what}:\n${output.slice(-4000)}`)
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}:\n${output.slice(-4000)}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  const startedPids = () =>
    [...output.matchAll(/\[fleet\] started (\S+) \(pid (\d+)\)/g)].map((m) => ({
      id: m[1],
      pid: Number(m[2]),
    }))

  beforeAll(async () => {
    if (!HAPROXY)
      throw new Error(`haproxy is not installed; CI must install it: ${INSTALL_HAPROXY}`)
    // A migrated database marked seeded (the first start's seed is not what this test is about).
    database = await createTestDatabase()
    await markSeeded(database, { test: 'fleet-run' })
    // A Redis database of its own: the replicas run jobs, and other runs' jobs must not be there.
    const redisUrl = new URL(REDIS!)
    redisUrl.pathname = '/11'
    redis = new IORedis(redisUrl.toString(), { maxRetriesPerRequest: null })
    await redis.flushdb()
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-fleet-media-'))
    const [apiPort, webPort] = [await freePort(), await freePort()]
    apiUrl = `http://127.0.0.1:${apiPort}`
    webUrl = `http://127.0.0.1:${webPort}`
    fleet = spawn(
      'npm',
      ['run', 'fleet', '--', '--api', '2', '--web', String(WEB), '--workers', '0'],
      {
        cwd: ROOT,
        // Production, configured through its environment only (nothing from the test runner's).
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          API_PORT: String(apiPort),
          PORT: String(webPort),
          API_URL: apiUrl,
          WEB_URL: webUrl,
          DATABASE_URL: database.url!,
          REDIS_URL: redisUrl.toString(),
          SMTP_URL: 'smtp://127.0.0.1:9',
          STYTCH_PROJECT_ID: 'project-live-ironyard-fleet-check',
          STYTCH_SECRET: randomBytes(32).toString('hex'),
          STYTCH_PUBLIC_TOKEN: 'public-token-live-ironyard-fleet-check',
          MEDIA_DIR: media,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    )
    fleet.stdout?.on('data', (b: Buffer) => (output += b.toString()))
    fleet.stderr?.on('data', (b: Buffer) => (output += b.toString()))
    await until(() => output.includes('[fleet] ready:'), 'the fleet to be ready')
  })

  afterAll(async () => {
    // Whatever the test did, nothing of the fleet outlives it.
    if (fleet?.pid && groupAlive(fleet.pid)) process.kill(-fleet.pid, 'SIGKILL')
    for (const { pid } of startedPids()) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
    await redis?.quit()
    await database?.destroy()
    if (media) fs.rmSync(media, { recursive: true, force: true })
  })

  it('prepares the database once, then starts the replicas behind the balancer', () => {
    const prepared = output.indexOf('--prepare-only')
    expect(prepared).toBeGreaterThan(output.indexOf('[fleet] started prepare'))
    expect(output.indexOf('[fleet] started api-1')).toBeGreaterThan(prepared)
    expect(output.indexOf('[fleet] started haproxy')).toBeGreaterThan(
      output.indexOf('api-1, api-2'),
    )
    expect(startedPids().filter((p) => p.id === 'prepare')).toHaveLength(1)
  })

  it('spreads requests over both api replicas, each naming itself', async () => {
    const servedBy = new Set<string | null>()
    for (let i = 0; i < 40 && servedBy.size < 2; i++) {
      const answer = await get(`${apiUrl}/health`)
      expect(answer.status).toBe(200)
      servedBy.add(answer.servedBy)
    }
    expect([...servedBy].sort()).toEqual(['api-1', 'api-2'])
    const ready = JSON.parse((await get(`${apiUrl}/health/ready`)).body) as { checks: object }
    expect(ready.checks).toMatchObject({
      database: { ok: true },
      migrations: { ok: true },
      search: { ok: true },
      redis: { ok: true },
    })
  })

  ;(WEB ? it : it.skip)('serves the web through the balancer, naming the web replica', async () => {
    const page = await get(`${webUrl}/robots.txt`)
    expect(page.status).toBe(200)
    expect(page.servedBy).toBe('web-1')
    expect(JSON.parse((await get(`${webUrl}/health/ready`)).body)).toMatchObject({
      replica: 'web-1',
      status: 'ready',
    })
  })

  it('keeps answering while one api replica stops (SIGTERM), and starts it again', async () => {
    const api1 = startedPids().find((p) => p.id === 'api-1')!.pid
    // The pid the fleet printed is the replica's own (what /health/live reports).
    await until(async () => {
      const live = JSON.parse((await get(`${apiUrl}/health/live`)).body) as {
        replica: string
        pid: number
      }
      return live.replica === 'api-1' && live.pid === api1
    }, 'api-1 to report its pid')

    // Each answer with how much of the fleet's output had been printed when it was asked for.
    const answers: Array<Answer & { at: number }> = []
    const failures: string[] = []
    let running = true
    const load = (async () => {
      while (running) {
        try {
          const at = output.length
          const { status, servedBy } = await get(`${apiUrl}/health`)
          answers.push({ status, servedBy, at })
        } catch (err) {
          failures.push(err instanceof Error ? `${err.message} ${String(err.cause)}` : String(err))
        }
      }
    })()
    await until(() => answers.length >= 10, 'answers before the stop')

    process.kill(api1, 'SIGTERM')
    await until(() => output.includes('[fleet] api-1 stopped'), 'api-1 to stop')
    const afterStop = answers.length
    await until(() => answers.length >= afterStop + 20, 'answers after the stop')
    running = false
    await load

    expect(failures).toEqual([])
    expect(answers.filter((a) => a.status !== 200)).toEqual([])
    // It drained (exit 0, not killed) and the balancer had taken it out: what was asked between
    // its exit and the fleet starting it again went to api-2.
    expect(output).toMatch(/\[fleet\] api-1 stopped \(exit 0\); restarting it/)
    const stoppedAt = output.indexOf('[fleet] api-1 stopped')
    const restartedAt = output.indexOf('[fleet] started api-1', stoppedAt)
    const whileDown = answers.filter(
      (a) => a.at > stoppedAt && (restartedAt < 0 || a.at < restartedAt),
    )
    expect(whileDown.filter((a) => a.servedBy !== 'api-2')).toEqual([])
    expect(answers.slice(afterStop).some((a) => a.servedBy === 'api-2')).toBe(true)
    expect(pidAlive(api1)).toBe(false)
  })

  it('stops every process it started on SIGTERM', async () => {
    // As Ctrl-C does: the signal goes to npm, tsx and the fleet (npm does not wait for it).
    process.kill(-fleet.pid!, 'SIGTERM')
    const deadline = Date.now() + 60_000
    while (groupAlive(fleet.pid!) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(groupAlive(fleet.pid!)).toBe(false)
    expect(output).toContain('[fleet] stopped (exit 0)')
    const started = startedPids()
    expect(started.map((p) => p.id)).toEqual(expect.arrayContaining(['api-1', 'api-2', 'haproxy']))
    for (const { id, pid } of started)
      expect({ id, alive: groupAlive(pid) }).toEqual({ id, alive: false })
    // The balancer is gone with them.
    await expect(fetch(`${apiUrl}/health`)).rejects.toThrow()
  })
})
