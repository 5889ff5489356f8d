/**
 * The fleet fleet-consistency.test.ts runs its checks on: three api replicas and two job workers
 * (and two web replicas when a web build is current) behind HAProxy, started with `npm run fleet`
 * in development mode on a PostgreSQL database and a Redis database of their own, mail going to a
 * fake SMTP server. With the calls the checks make to one replica or to the balancer: signing in,
 * who a session is, a search by price, an admin mutation, a new listing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import IORedis from 'ioredis'
import { markSeeded } from '../../api/src/db/migrate'
import { createTestDatabase, type TestDatabase } from '../../api/test/helpers/db'
import { startFakeSmtp, type FakeSmtp } from '../../api/test/helpers/fake-smtp'
import { gql, magicLinkToken, mailsTo, replicaPorts, sdk as sdkWith, until } from './fleet-harness'
import { freePort } from './run-fleet'

const ROOT = path.resolve(__dirname, '../..')
/** The sign-in project of the fleet (development accepts these local values). */
export const PUBLIC_TOKEN = 'public-token-test-fleet'
export const PROJECT_ID = 'project-test-fleet'
export const SECRET = 'secret-test-fleet-consistency-local-only'
/** The demo admin (DEMO_ADMIN_EMAIL) and the sales team's address. */
export const ADMIN = 'staff@fleet.test'
export const SALES = 'sales@fleet.test'
/** A Redis database of its own (11, 12 and 13 are other tests'). */
const REDIS_DB = 14
export const REPLICAS = ['api-1', 'api-2', 'api-3'] as const
export type Replica = (typeof REPLICAS)[number]
export const sdk = sdkWith(PUBLIC_TOKEN)
/** The fields the admin mutations answer with. */
export const STATE = '{ stockNumber status advertisedPriceCents }'

export interface Session {
  /** The magic link's token that made it. */
  token: string
  jwt: string
  opaque: string
  id: string
}

export class ConsistencyFleet {
  database!: TestDatabase
  smtp!: FakeSmtp
  redisUrl = ''
  /** The balancer's api and web origins. */
  balancer = ''
  webBalancer = ''
  /** Each api replica's own origin. */
  readonly direct = new Map<Replica, string>()
  /** Each web replica's own origin. */
  readonly webDirect = new Map<string, string>()
  private fleet?: ChildProcess
  private output = ''
  private media?: string
  /** The fleet's temp dir (its HAProxy configuration), which a killed fleet leaves behind. */
  private fleetTmp?: string
  private adminSession?: Promise<Session>

  /** `webDist`: a current web build folder (two web replicas), or none. */
  constructor(private readonly webDist: string | undefined) {}

  /** Start it on a new database that `prepare` fills first; stop() cleans up after any failure. */
  async start(prepare: (database: TestDatabase) => Promise<void>): Promise<void> {
    // A migrated database marked seeded: the demo inventory is not what the checks are about.
    this.database = await createTestDatabase()
    await markSeeded(this.database, { test: 'fleet-consistency' })
    await prepare(this.database)
    const url = new URL(process.env.TEST_REDIS_URL!)
    url.pathname = `/${REDIS_DB}`
    this.redisUrl = url.toString()
    const redis = new IORedis(this.redisUrl, { maxRetriesPerRequest: null })
    await redis.flushdb()
    await redis.quit()
    this.smtp = await startFakeSmtp()
    this.smtp.release()
    this.media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-fleet-media-'))
    const [apiPort, webPort] = [await freePort(), await freePort()]
    this.balancer = `http://127.0.0.1:${apiPort}`
    this.webBalancer = `http://127.0.0.1:${webPort}`
    const web = this.webDist ? '2' : '0'
    this.fleet = spawn(
      'npm',
      ['run', 'fleet', '--', '--api', '3', '--web', web, '--workers', '2'],
      {
        cwd: ROOT,
        // Development (the /dev routes, the demo admin), configured through its environment only.
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          API_PORT: String(apiPort),
          PORT: String(webPort),
          API_URL: this.balancer,
          WEB_URL: this.webBalancer,
          ...(this.webDist ? { NEXT_DIST_DIR: this.webDist } : {}),
          DATABASE_URL: this.database.url!,
          REDIS_URL: this.redisUrl,
          SMTP_URL: this.smtp.url,
          SALES_TEAM_EMAIL: SALES,
          DEMO_ADMIN_EMAIL: ADMIN,
          DEMO_PARTNER_EMAIL: '',
          STYTCH_PROJECT_ID: PROJECT_ID,
          STYTCH_SECRET: SECRET,
          STYTCH_PUBLIC_TOKEN: PUBLIC_TOKEN,
          MEDIA_DIR: this.media,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    )
    this.fleet.stdout?.on('data', (b: Buffer) => (this.output += b.toString()))
    this.fleet.stderr?.on('data', (b: Buffer) => (this.output += b.toString()))
    await this.wait(() => this.output.includes('[fleet] ready:'), 'the fleet to be ready', 240_000)
    const config = /haproxy config (\S+);/.exec(this.output)![1]
    if (path.basename(path.dirname(config)).startsWith('ironyard-fleet-'))
      this.fleetTmp = path.dirname(config)
    for (const [id, port] of replicaPorts(config, 'api'))
      this.direct.set(id as Replica, `http://127.0.0.1:${port}`)
    for (const [id, port] of replicaPorts(config, 'web'))
      this.webDirect.set(id, `http://127.0.0.1:${port}`)
  }

  /** Whatever happened, nothing of the fleet outlives it. */
  async stop(): Promise<void> {
    const groupAlive = (pgid: number) => {
      try {
        process.kill(-pgid, 0)
        return true
      } catch {
        return false
      }
    }
    if (this.fleet?.pid && groupAlive(this.fleet.pid)) process.kill(-this.fleet.pid, 'SIGKILL')
    const started = [...this.output.matchAll(/\[fleet\] started \S+ \(pid (\d+)\)/g)]
    for (const m of started) if (groupAlive(Number(m[1]))) process.kill(-Number(m[1]), 'SIGKILL')
    await this.smtp?.close()
    await this.database?.destroy()
    for (const dir of [this.media, this.fleetTmp])
      if (dir) fs.rmSync(dir, { recursive: true, force: true })
  }

  /** Why waiting is pointless: the fleet ended (with its last output), else ''. */
  readonly ended = (): string =>
    this.fleet && (this.fleet.exitCode !== null || this.fleet.signalCode !== null)
      ? `the fleet ended:\n${this.output.slice(-4000)}`
      : ''

  wait(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
    return until(check, what, { ms, why: this.ended })
  }

  at(replica: Replica): string {
    return this.direct.get(replica)!
  }

  /** Every api replica on its own port, then the balancer. */
  everywhere(): Array<{ via: string; base: string }> {
    return [
      ...REPLICAS.map((r) => ({ via: r, base: this.at(r) })),
      { via: 'balancer', base: this.balancer },
    ]
  }

  /** Sign `email` in with a magic link sent by one replica and redeemed on another. */
  async signIn(email: string, sendOn: string, redeemOn: string, ip: string): Promise<Session> {
    const mails = () => mailsTo(this.smtp.received, email)
    const before = mails().length
    const sent = await sdk(sendOn, '/magic_links/email/login_or_create', { email }, { ip })
    if (sent.status !== 200) throw new Error(`magic link send: ${sent.status}`)
    await this.wait(() => mails().length > before, `the magic link to ${email}`)
    const token = magicLinkToken(mails().at(-1)!)
    if (!token) throw new Error(`no magic link in the mail to ${email}`)
    const auth = await sdk(
      redeemOn,
      '/magic_links/authenticate',
      { token, session_duration_minutes: 60 },
      { ip },
    )
    if (auth.status !== 200) throw new Error(`magic link authenticate: ${auth.status}`)
    const d = (auth.body as { data: unknown }).data as {
      session_jwt: string
      session_token: string
      session: { session_id: string }
    }
    return { token, jwt: d.session_jwt, opaque: d.session_token, id: d.session.session_id }
  }

  /** The demo admin's session (signed in once: the link sent by api-1, redeemed on api-2). */
  admin(): Promise<Session> {
    return (this.adminSession ??= this.signIn(
      ADMIN,
      this.at('api-1'),
      this.at('api-2'),
      '198.51.100.1',
    ))
  }

  /** The email of the user a session is on `base`, null when anonymous. */
  async whoIs(base: string, session: string): Promise<string | null> {
    const me = await gql<{ currentUser: { email: string } | null }>(
      base,
      '{ currentUser { email } }',
      {},
      { session },
    )
    return me.data?.currentUser?.email ?? null
  }

  /** The stock numbers a search for exactly this price finds on `base`. */
  async foundAt(base: string, cents: number): Promise<string[]> {
    const res = await gql<{ searchListings: { results: Array<{ stockNumber: string }> } }>(
      base,
      `{ searchListings(input: { priceMinCents: ${cents}, priceMaxCents: ${cents} }) { results { stockNumber } } }`,
    )
    if (res.errors) throw new Error(JSON.stringify(res.errors))
    return res.data!.searchListings.results.map((r) => r.stockNumber)
  }

  /** An admin mutation on `base`: its one field's answer; an error answer throws. */
  async mutate<T>(base: string, query: string, variables: Record<string, unknown> = {}) {
    const res = await gql<Record<string, T>>(base, query, variables, {
      session: (await this.admin()).jwt,
    })
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`)
    return Object.values(res.data!)[0]
  }

  /** A new listing at `cents`, created and published on `base`; its stock number. */
  async createListing(base: string, cents: number): Promise<string> {
    const made = await this.mutate<{ stockNumber: string }>(
      base,
      'mutation ($input: CreateListingInput!) { createListing(input: $input) { stockNumber } }',
      {
        input: {
          categorySlug: 'excavators',
          make: 'caterpillar',
          model: '320',
          year: 2019,
          hours: 4200,
          advertisedPriceCents: cents,
          zip: '78701',
          condition: 'Good',
          description: 'Clean machine, one owner.',
          idempotencyKey: `fleet-${randomUUID()}`,
        },
      },
    )
    const published = await this.mutate<{ status: string }>(
      base,
      `mutation { publishListing(stockNumber: "${made.stockNumber}") ${STATE} }`,
    )
    if (published.status !== 'available') throw new Error(`published: ${published.status}`)
    return made.stockNumber
  }
}
