import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { Queue } from 'bullmq'
import { inArray, sql } from 'drizzle-orm'
import IORedis from 'ioredis'
import { openDatabase } from '../../api/src/db/client'
import { markSeeded } from '../../api/src/db/migrate'
import { inventoryAlerts, mailingListSubscriptions, outbox } from '../../api/src/db/schema'
import { QUEUE_NAME } from '../../api/src/jobs/bullmq-runner'
import { enqueueDuePeriodicJobs } from '../../api/src/services/alert-jobs/schedule-periodic-jobs'
import { insertListing } from '../../api/test/factories'
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../api/test/helpers/db'
import { startFakeSmtp, type FakeSmtp } from '../../api/test/helpers/fake-smtp'
import { findHaproxy, INSTALL_HAPROXY } from './fleet-options'
import {
  apiReplicaPorts,
  call,
  gql,
  magicLinkToken,
  mailsTo,
  passcode,
  percentile,
  sdk as sdkWith,
  until,
} from './fleet-harness'
import { freePort } from './run-fleet'

/**
 * Consistency across replicas (issue 33, point 4), on one real fleet for the whole file: three api
 * replicas and two job workers behind HAProxy, in development mode (the outbox's /dev routes, the
 * demo admin), on a PostgreSQL database and a Redis database of their own, mail going to a fake
 * SMTP server so every delivery is counted. Each test talks to the replicas on their own ports and
 * through the balancer:
 *
 * - a listing created, repriced, sold or removed through one replica is found (or no longer
 *   found) by search on every replica; the time it took is printed (bench:fleet judges the 1 s
 *   p95 target; here a generous deadline only);
 * - sessions, magic links and one-time codes issued by one replica work on another; sign-out and
 *   revocation hold on every replica at the next request;
 * - rate limits and sign-in lockouts count the documented number of tries across replicas;
 * - a period's jobs (digest, value-tracker refresh, newsletter, price-drop scan), enqueued by
 *   several processes at once, exist and run once with three relays and two workers; a lead is
 *   mailed once.
 *
 * Needs TEST_DATABASE_URL, TEST_REDIS_URL and haproxy; without haproxy it is skipped, except in CI
 * (CI=true), where it fails with the command that installs it. Web replicas are not part of it.
 */

const ROOT = path.resolve(__dirname, '../..')
const REDIS = process.env.TEST_REDIS_URL
const HAPROXY = findHaproxy()
const IN_CI = ['true', '1'].includes(process.env.CI ?? '')

const runs = Boolean(testDatabaseUrl() && REDIS && (HAPROXY || IN_CI))
if (!runs) {
  console.warn(
    !HAPROXY
      ? `fleet-consistency.test.ts skipped: haproxy is not installed (install it with: ${INSTALL_HAPROXY})`
      : 'fleet-consistency.test.ts skipped: it needs TEST_DATABASE_URL and TEST_REDIS_URL',
  )
}

/** The sign-in project of the fleet (development accepts these local values). */
const PUBLIC_TOKEN = 'public-token-test-fleet'
const PROJECT_ID = 'project-test-fleet'
const SECRET = 'secret-test-fleet-consistency-local-only'
const ADMIN = 'staff@fleet.test'
const SALES = 'sales@fleet.test'
/** A Redis database of its own (fleet-run.test.ts uses 11). */
const REDIS_DB = 12
const sdk = sdkWith(PUBLIC_TOKEN)
const REPLICAS = ['api-1', 'api-2', 'api-3'] as const
type Replica = (typeof REPLICAS)[number]

const CURRENT_USER = '{ currentUser { email roles } }'

;(runs ? describe : describe.skip)('a fleet of 3 api replicas and 2 workers', () => {
  jest.setTimeout(300_000)
  let database: TestDatabase
  let fleet: ChildProcess
  let output = ''
  let media: string
  let redisUrl: string
  let smtp: FakeSmtp
  let balancer: string
  /** Each replica's own origin. */
  const direct = new Map<Replica, string>()
  let leadListing: string

  const fleetEnded = () =>
    fleet.exitCode !== null || fleet.signalCode !== null
      ? `the fleet ended:\n${output.slice(-4000)}`
      : ''
  const wait = (check: () => boolean | Promise<boolean>, what: string, ms = 30_000) =>
    until(check, what, { ms, why: fleetEnded })
  const startedPids = () =>
    [...output.matchAll(/\[fleet\] started (\S+) \(pid (\d+)\)/g)].map((m) => Number(m[2]))
  const at = (r: Replica) => direct.get(r)!
  /** Every replica on its own port, then the balancer. */
  const everywhere = () => [
    ...REPLICAS.map((r) => ({ via: r, base: at(r) })),
    { via: 'balancer', base: balancer },
  ]

  beforeAll(async () => {
    if (!HAPROXY)
      throw new Error(`haproxy is not installed; CI must install it: ${INSTALL_HAPROXY}`)
    // A migrated database marked seeded (the demo inventory is not what this is about), with the
    // catalogue and one listing a lead can be about.
    database = await createTestDatabase()
    await markSeeded(database, { test: 'fleet-consistency' })
    leadListing = (await insertListing(database, { status: 'available' })).stockNumber
    const url = new URL(REDIS!)
    url.pathname = `/${REDIS_DB}`
    redisUrl = url.toString()
    const redis = new IORedis(redisUrl, { maxRetriesPerRequest: null })
    await redis.flushdb()
    await redis.quit()
    smtp = await startFakeSmtp()
    smtp.release()
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-fleet-media-'))
    const [apiPort, webPort] = [await freePort(), await freePort()]
    balancer = `http://127.0.0.1:${apiPort}`
    fleet = spawn('npm', ['run', 'fleet', '--', '--api', '3', '--web', '0', '--workers', '2'], {
      cwd: ROOT,
      // Development (the /dev routes, the demo admin), configured through its environment only.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        PORT: String(webPort),
        API_URL: balancer,
        WEB_URL: `http://127.0.0.1:${webPort}`,
        DATABASE_URL: database.url!,
        REDIS_URL: redisUrl,
        SMTP_URL: smtp.url,
        SALES_TEAM_EMAIL: SALES,
        DEMO_ADMIN_EMAIL: ADMIN,
        DEMO_PARTNER_EMAIL: '',
        STYTCH_PROJECT_ID: PROJECT_ID,
        STYTCH_SECRET: SECRET,
        STYTCH_PUBLIC_TOKEN: PUBLIC_TOKEN,
        MEDIA_DIR: media,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    fleet.stdout?.on('data', (b: Buffer) => (output += b.toString()))
    fleet.stderr?.on('data', (b: Buffer) => (output += b.toString()))
    await wait(() => output.includes('[fleet] ready:'), 'the fleet to be ready', 240_000)
    const config = /haproxy config (\S+);/.exec(output)![1]
    for (const [id, port] of apiReplicaPorts(config))
      direct.set(id as Replica, `http://127.0.0.1:${port}`)
    expect([...direct.keys()].sort()).toEqual([...REPLICAS])
  })

  afterAll(async () => {
    // Whatever happened, nothing of the fleet outlives the file.
    const groupAlive = (pgid: number) => {
      try {
        process.kill(-pgid, 0)
        return true
      } catch {
        return false
      }
    }
    if (fleet?.pid && groupAlive(fleet.pid)) process.kill(-fleet.pid, 'SIGKILL')
    for (const pid of startedPids()) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
    await smtp?.close()
    await database?.destroy()
    if (media) fs.rmSync(media, { recursive: true, force: true })
  })

  /** Sign `email` in with a magic link sent by one replica and redeemed on another. */
  async function signIn(email: string, sendOn: string, redeemOn: string, ip: string) {
    const before = mailsTo(smtp.received, email).length
    const sent = await sdk(sendOn, '/magic_links/email/login_or_create', { email }, { ip })
    expect(sent.status).toBe(200)
    await wait(() => mailsTo(smtp.received, email).length > before, `the magic link to ${email}`)
    const token = magicLinkToken(mailsTo(smtp.received, email).at(-1)!)
    expect(token).toBeTruthy()
    const auth = await sdk(
      redeemOn,
      '/magic_links/authenticate',
      { token, session_duration_minutes: 60 },
      { ip },
    )
    expect(auth.status).toBe(200)
    const d = auth.body.data as {
      session_jwt: string
      session_token: string
      session: { session_id: string }
    }
    return {
      token: token!,
      jwt: d.session_jwt,
      opaque: d.session_token,
      id: d.session.session_id,
    }
  }
  let adminSession: Promise<Awaited<ReturnType<typeof signIn>>> | undefined
  const admin = () => (adminSession ??= signIn(ADMIN, at('api-1'), at('api-2'), '198.51.100.1'))

  const whoIs = async (base: string, session: string) =>
    (await gql<{ currentUser: { email: string } | null }>(base, CURRENT_USER, {}, { session })).data
      ?.currentUser?.email ?? null

  it('sessions, magic links and one-time codes issued by one replica work on every other; sign-out and revocation hold everywhere at the next request', async () => {
    const s = await admin()
    // The link was sent by api-1 and redeemed on api-2; it cannot be used again anywhere.
    for (const { base } of everywhere()) {
      const replay = await sdk(base, '/magic_links/authenticate', {
        token: s.token,
        session_duration_minutes: 60,
      })
      expect(replay.body.error_type).toBe('unable_to_auth_magic_link')
    }
    // The session (its JWT and its opaque token) is the admin's on every replica.
    for (const { via, base } of everywhere()) {
      const me = await gql<{ currentUser: { email: string; roles: string[] } }>(
        base,
        CURRENT_USER,
        {},
        { session: s.jwt },
      )
      expect({ via, user: me.data?.currentUser }).toEqual({
        via,
        user: { email: ADMIN, roles: expect.arrayContaining(['admin']) },
      })
      expect({ via, email: await whoIs(base, s.opaque) }).toEqual({ via, email: ADMIN })
    }

    // A one-time code sent by api-3, entered on api-1.
    const buyer = 'otp-buyer@fleet.test'
    const ip = '198.51.100.2'
    const sent = await sdk(at('api-3'), '/otps/email/login_or_create', { email: buyer }, { ip })
    expect(sent.status).toBe(200)
    await wait(() => mailsTo(smtp.received, buyer).length > 0, 'the code')
    const code = passcode(mailsTo(smtp.received, buyer)[0])
    expect(code).toMatch(/^\d{6}$/)
    const otp = await sdk(
      at('api-1'),
      '/otps/authenticate',
      { token: code, method_id: sent.body.data.method_id, session_duration_minutes: 60 },
      { ip },
    )
    expect(otp.status).toBe(200)
    const buyerJwt = otp.body.data.session_jwt as string
    const buyerToken = otp.body.data.session_token as string
    for (const { base } of everywhere()) expect(await whoIs(base, buyerJwt)).toBe(buyer)

    // Sign-out on api-2: the very next request on every replica is anonymous, JWT included
    // (a JWT stays verifiable for 5 minutes: the replicas share the revocations in Redis).
    const out = await sdk(at('api-2'), '/sessions/revoke', {}, { session: buyerToken, ip })
    expect(out.status).toBe(200)
    for (const { via, base } of everywhere()) {
      expect({ via, jwt: await whoIs(base, buyerJwt) }).toEqual({ via, jwt: null })
      expect({ via, token: await whoIs(base, buyerToken) }).toEqual({ via, token: null })
    }

    // Revocation by the backend (staff ending a session) on api-3, seen by every replica.
    const second = await signIn(ADMIN, at('api-3'), at('api-1'), '198.51.100.3')
    expect(await whoIs(at('api-2'), second.jwt)).toBe(ADMIN)
    const revoked = await call(at('api-3'), 'POST', '/v1/sessions/revoke', {
      body: { session_id: second.id },
      headers: {
        authorization: `Basic ${Buffer.from(`${PROJECT_ID}:${SECRET}`).toString('base64')}`,
      },
    })
    expect(revoked.status).toBe(200)
    for (const { via, base } of everywhere()) {
      expect({ via, jwt: await whoIs(base, second.jwt) }).toEqual({ via, jwt: null })
      // The first admin session is another session: it still works.
      expect({ via, first: await whoIs(base, s.jwt) }).toEqual({ via, first: ADMIN })
    }
  })

  /** Propagation times (ms from the write's answer until a replica's search agreed), printed. */
  const propagation: Array<{ step: string; via: string; ms: number }> = []

  /** The stock numbers a search for exactly this price finds on `base`. */
  const foundAt = async (base: string, cents: number) => {
    const res = await gql<{ searchListings: { results: Array<{ stockNumber: string }> } }>(
      base,
      `{ searchListings(input: { priceMinCents: ${cents}, priceMaxCents: ${cents} }) { results { stockNumber } } }`,
    )
    if (res.errors) throw new Error(JSON.stringify(res.errors))
    return res.data!.searchListings.results.map((r) => r.stockNumber)
  }

  /**
   * A write through `on`, then every replica and the balancer polled side by side until their
   * search agrees with `expected`: each one's delay is recorded. Generous deadline, no time bound.
   */
  async function writeThenSearch(
    step: string,
    on: Replica,
    write: (base: string, session: string) => Promise<string>,
    expected: (
      found: (cents: number) => Promise<string[]>,
      stockNumber: string,
    ) => Promise<boolean>,
  ): Promise<string> {
    const { jwt } = await admin()
    const stockNumber = await write(at(on), jwt)
    const answered = Date.now()
    await Promise.all(
      everywhere().map(async ({ via, base }) => {
        await until(
          () => expected((cents) => foundAt(base, cents), stockNumber),
          `${via} to see "${step}" of ${stockNumber}`,
          { ms: 30_000, everyMs: 20, why: fleetEnded },
        )
        propagation.push({ step, via, ms: Date.now() - answered })
      }),
    )
    return stockNumber
  }

  const mutate = async <T>(
    base: string,
    session: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) => {
    const res = await gql<Record<string, T>>(base, query, variables, { session })
    expect(res.errors).toBeUndefined()
    return Object.values(res.data!)[0]
  }
  const STATE = '{ stockNumber status advertisedPriceCents }'
  const create = (price: number) => async (base: string, session: string) => {
    const made = await mutate<{ stockNumber: string }>(
      base,
      session,
      'mutation ($input: CreateListingInput!) { createListing(input: $input) { stockNumber } }',
      {
        input: {
          categorySlug: 'excavators',
          make: 'caterpillar',
          model: '320',
          year: 2019,
          hours: 4200,
          advertisedPriceCents: price,
          zip: '78701',
          condition: 'Good',
          description: 'Clean machine, one owner.',
          idempotencyKey: `fleet-${randomUUID()}`,
        },
      },
    )
    const published = await mutate<{ status: string }>(
      base,
      session,
      `mutation { publishListing(stockNumber: "${made.stockNumber}") ${STATE} }`,
    )
    expect(published.status).toBe('available')
    return made.stockNumber
  }

  it('a listing created, repriced, sold or removed through one replica is found (or no longer found) by search on every replica', async () => {
    // Prices nobody else has: a search for exactly that price finds only this machine.
    const [first, cut, other] = [12_345_601, 11_987_602, 13_579_603]
    const sn = await writeThenSearch('created', 'api-1', create(first), async (found, s) =>
      (await found(first)).includes(s),
    )
    await writeThenSearch(
      'repriced',
      'api-2',
      async (base, session) => {
        const r = await mutate<{ advertisedPriceCents: number }>(
          base,
          session,
          `mutation { changeListingPrice(stockNumber: "${sn}", advertisedPriceCents: ${cut}) ${STATE} }`,
        )
        expect(r.advertisedPriceCents).toBe(cut)
        return sn
      },
      async (found, s) => (await found(cut)).includes(s) && !(await found(first)).includes(s),
    )
    await writeThenSearch(
      'sold',
      'api-3',
      async (base, session) => {
        const r = await mutate<{ status: string }>(
          base,
          session,
          `mutation { markListingSold(stockNumber: "${sn}", soldPriceCents: ${cut}, soldOn: "${new Date().toISOString().slice(0, 10)}") ${STATE} }`,
        )
        expect(r.status).toBe('sold')
        return sn
      },
      async (found, s) => !(await found(cut)).includes(s),
    )
    const second = await writeThenSearch('created', 'api-3', create(other), async (found, s) =>
      (await found(other)).includes(s),
    )
    await writeThenSearch(
      'removed',
      'api-1',
      async (base, session) => {
        const r = await mutate<{ status: string }>(
          base,
          session,
          `mutation { removeListing(stockNumber: "${second}", reason: "Sold privately") ${STATE} }`,
        )
        expect(r.status).toBe('no_longer_available')
        return second
      },
      async (found, s) => !(await found(other)).includes(s),
    )

    const ms = propagation.map((p) => p.ms)
    expect(ms).toHaveLength(5 * everywhere().length)
    console.log(
      `[fleet-consistency] search propagation over ${ms.length} replica-writes: ` +
        `p50 ${percentile(ms, 50)} ms, p95 ${percentile(ms, 95)} ms, max ${Math.max(...ms)} ms\n` +
        propagation.map((p) => `  ${p.step.padEnd(8)} ${p.via.padEnd(8)} ${p.ms} ms`).join('\n'),
    )
  })

  /**
   * The limits count in fixed 10-minute windows: start a sequence that must fall in one window
   * with at least 30 s of it left (waiting for the next window otherwise).
   */
  const inOneWindow = () =>
    until(() => 600_000 - (Date.now() % 600_000) > 30_000, 'a fresh rate-limit window', {
      ms: 40_000,
      everyMs: 500,
    })
  /** The replicas and the balancer in turn, `n` times. */
  const rotation = (n: number) =>
    Array.from({ length: n }, (_, i) => everywhere()[i % everywhere().length])

  it('rate limits and sign-in lockouts count the documented number of tries across replicas, not per replica', async () => {
    await inOneWindow()
    // Magic links: 10 per recipient in 10 minutes (signin/context.ts RATE.sendPerRecipient),
    // from addresses of their own so the per-IP limit is not the one that answers.
    const limited = 'limited@fleet.test'
    const sends: Array<{ via: string; status: number }> = []
    for (const [i, { via, base }] of rotation(10).entries()) {
      const r = await sdk(
        base,
        '/magic_links/email/login_or_create',
        { email: limited },
        {
          ip: `203.0.113.${i + 1}`,
        },
      )
      sends.push({ via, status: r.status })
    }
    expect(sends.filter((r) => r.status !== 200)).toEqual([])
    for (const { via, base } of everywhere()) {
      const r = await sdk(
        base,
        '/magic_links/email/login_or_create',
        { email: limited },
        {
          ip: '203.0.113.50',
        },
      )
      expect({ via, status: r.status, error: r.body.error_type }).toEqual({
        via,
        status: 429,
        error: 'too_many_requests',
      })
    }

    // One-time codes: the fifth wrong guess retires the code (config.ts otpMaxAttempts), wherever
    // the guesses were made; then even the right code is refused.
    const guessed = 'guessed@fleet.test'
    const ip = '203.0.113.60'
    const sent = await sdk(at('api-1'), '/otps/email/login_or_create', { email: guessed }, { ip })
    await wait(() => mailsTo(smtp.received, guessed).length > 0, 'the code')
    const code = passcode(mailsTo(smtp.received, guessed)[0])!
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0')
    const guesses: Array<{ via: string; error: string }> = []
    for (const [n, { via, base }] of rotation(5).entries()) {
      const r = await sdk(
        base,
        '/otps/authenticate',
        { token: wrong(n), method_id: sent.body.data.method_id, session_duration_minutes: 60 },
        { ip },
      )
      guesses.push({ via, error: r.body.error_type })
    }
    expect(guesses.map((g) => g.error)).toEqual([
      ...Array<string>(4).fill('otp_code_not_found'),
      'unable_to_auth_otp_code',
    ])
    const right = await sdk(
      at('api-2'),
      '/otps/authenticate',
      { token: code, method_id: sent.body.data.method_id, session_duration_minutes: 60 },
      { ip },
    )
    expect(right.body.error_type).toBe('unable_to_auth_otp_code')

    // Passwords: ten failures in an hour lock the account (config.ts passwordLock), counted over
    // every replica; the right password is then refused on any of them.
    const holder = 'holder@fleet.test'
    const password = 'Quartz-Backhoe-7193-Lantern!'
    const pip = '203.0.113.70'
    const created = await sdk(
      at('api-1'),
      '/passwords',
      {
        email: holder,
        password,
        session_duration_minutes: 60,
      },
      { ip: pip },
    )
    expect(created.status).toBe(200)
    // The address is proven inside the sign-up session (decision 046), then the password signs in.
    const signup = created.body.data.session_token as string
    await sdk(
      at('api-2'),
      '/magic_links/email/send/secondary',
      { email: holder },
      {
        session: signup,
        ip: pip,
      },
    )
    await wait(() => mailsTo(smtp.received, holder).length > 0, 'the proof link')
    const proof = await sdk(
      at('api-3'),
      '/magic_links/authenticate',
      { token: magicLinkToken(mailsTo(smtp.received, holder)[0]), session_duration_minutes: 60 },
      { session: signup, ip: pip },
    )
    expect(proof.status).toBe(200)
    const attempt = (base: string, pw: string, email = holder) =>
      sdk(
        base,
        '/passwords/authenticate',
        { email, password: pw, session_duration_minutes: 60 },
        {
          ip: pip,
        },
      )
    expect((await attempt(balancer, password)).status).toBe(200)
    const failures: Array<{ via: string; error: string }> = []
    for (const [n, { via, base }] of rotation(10).entries()) {
      const r = await attempt(base, `${password}-${n}`)
      failures.push({ via, error: r.body.error_type })
    }
    expect(failures.filter((f) => f.error !== 'unauthorized_credentials')).toEqual([])
    for (const { via, base } of everywhere()) {
      const r = await attempt(base, password)
      expect({ via, status: r.status, error: r.body.error_type }).toEqual({
        via,
        status: 429,
        error: 'user_lock_limit_reached',
      })
    }

    // An unknown address is locked after the same ten tries (counted in Redis, not in a row).
    const unknown: Array<{ via: string; error: string }> = []
    for (const { via, base } of rotation(10)) {
      const r = await attempt(base, password, 'nobody@fleet.test')
      unknown.push({ via, error: r.body.error_type })
    }
    expect(unknown.filter((f) => f.error !== 'unauthorized_credentials')).toEqual([])
    const eleventh = await attempt(at('api-2'), password, 'nobody@fleet.test')
    expect(eleventh.body.error_type).toBe('user_lock_limit_reached')
  })
  it("a period's jobs, enqueued by several processes at once, exist and run once with three relays and two workers; a lead is mailed once", async () => {
    // What the periodic jobs act on: a confirmed newsletter reader and an active daily alert.
    const reader = 'reader@fleet.test'
    const [sub] = await database.db
      .insert(mailingListSubscriptions)
      .values({
        id: randomUUID(),
        email: reader,
        list: 'newsletter',
        locale: 'en',
        status: 'active',
      })
      .returning()
    const [alert] = await database.db
      .insert(inventoryAlerts)
      .values({
        id: randomUUID(),
        email: 'watcher@fleet.test',
        locale: 'en',
        filters: { category: 'excavators' },
        filtersHash: randomUUID(),
        unsubscribeTokenHash: randomUUID(),
        status: 'active',
      })
      .returning()

    // The 1st of a month after 15:00 UTC, when every periodic job is due
    // (schedule-periodic-jobs.ts), asked for by five processes' connections at the same moment,
    // as the replicas' and workers' schedulers do every minute.
    const period = new Date('2026-11-01T16:00:00Z')
    const processes = await Promise.all(
      Array.from({ length: 5 }, () => openDatabase({ databaseUrl: database.url!, max: 1 })),
    )
    let due: Array<Array<{ dedupeKey: string }>>
    try {
      due = await Promise.all(
        processes.map((p) => enqueueDuePeriodicJobs({ database: p, now: () => period })),
      )
    } finally {
      await Promise.all(processes.map((p) => p.close()))
    }
    const keys = due[0].map((j) => j.dedupeKey).sort()
    expect(keys).toEqual([
      'inventory-digest:2026-11-01',
      'newsletter-issue:2026-11',
      'price-drop-scan:2026-11-01T16:00:00.000Z',
      'value-tracker-refresh:2026-11-01',
    ])

    // A lead through the balancer, at the same time.
    const buyer = 'lead-buyer@fleet.test'
    const lead = await gql<{ submitLead: { leadId: string } }>(
      balancer,
      'mutation ($input: SubmitLeadInput!) { submitLead(input: $input) { leadId } }',
      {
        input: {
          type: 'buy_now',
          idempotencyKey: `fleet-lead-${randomUUID()}`,
          stockNumber: leadListing,
          firstName: 'Ana',
          lastName: 'García',
          email: buyer,
          phone: '+1 512 555 0100',
        },
      },
      { ip: '192.0.2.9' },
    )
    expect(lead.errors).toBeUndefined()

    // Until nothing is left to do: every outbox row finished and the queue idle.
    const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null })
    const queue = new Queue(QUEUE_NAME, { connection, prefix: 'ironyard' })
    try {
      await wait(
        async () => {
          const [{ n }] = await database.rows<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM outbox WHERE completed_at IS NULL AND dead_at IS NULL`,
          )
          const counts = await queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized')
          return n === 0 && Object.values(counts).every((c) => c === 0)
        },
        'every job to finish',
        90_000,
      )
    } finally {
      await queue.close()
      connection.disconnect()
    }

    // Each period's job exists once and ran to completion once; so did what they fanned out.
    const expected = [
      ...keys,
      `newsletter:${sub.id}:2026-11`,
      `inventory-alert-digest:${alert.id}:2026-11-01`,
    ].sort()
    const rows = await database.db.select().from(outbox).where(inArray(outbox.dedupeKey, expected))
    expect(
      rows
        .map((r) => ({
          key: r.dedupeKey,
          done: !!r.completedAt,
          dead: !!r.deadAt,
          failures: r.attempts,
        }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual(expected.map((key) => ({ key, done: true, dead: false, failures: 0 })))
    // Mail is counted where it arrives: one newsletter to the reader, one confirmation to the
    // buyer and one notice to the sales team.
    expect(mailsTo(smtp.received, reader)).toHaveLength(1)
    expect(mailsTo(smtp.received, buyer)).toHaveLength(1)
    expect(mailsTo(smtp.received, SALES)).toHaveLength(1)
  })
})
