import type { FastifyInstance, RouteOptions } from 'fastify'
import { HOSTILE_STRINGS, NUMBER_STRINGS, PROTOTYPE_STRINGS, seededRandom } from './corpus'
import { createFuzzApp, FUZZ_NOW, type FuzzApp } from './fixtures'
import { routeCases, routeKey, type Route, type RouteCaseOptions } from './http-cases'
import { addressOf, runCases } from './run'

/**
 * Every REST and sign-in route Fastify registers, read as they are added (an onRoute hook on
 * every instance the api creates), so a new route is fuzzed the day it exists: path parameters,
 * query strings, whole bodies and each field of a baseline body, with the bad-input corpus, as
 * an anonymous visitor and as a signed-in user. Fails on any 5xx, any INTERNAL error (or the
 * sign-in service's internal_server_error) or a request that never answers.
 */
const mockRoutes: Route[] = []
jest.mock('fastify', () => {
  const actual = jest.requireActual<typeof import('fastify')>('fastify')
  const real = (actual.default ?? actual) as (...args: unknown[]) => FastifyInstance
  const recording = (...args: unknown[]) => {
    const app = real(...args)
    app.addHook('onRoute', (r: RouteOptions) => {
      for (const method of [r.method].flat()) mockRoutes.push({ method, url: r.url })
    })
    return app
  }
  return Object.assign(recording, actual, { default: recording, fastify: recording })
})

const PUBLIC_TOKEN = 'public-token-test-local'
const basic = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`

/** A session of the local sign-in service, made the way the browser SDK makes one (email code). */
async function signIn(app: FastifyInstance, email: string, from: string): Promise<string> {
  const headers = {
    authorization: basic(PUBLIC_TOKEN, PUBLIC_TOKEN),
    'content-type': 'application/json',
  }
  const start = await app.inject({
    method: 'POST',
    url: '/sdk/v1/otps/email/login_or_create',
    remoteAddress: from,
    headers,
    payload: { email },
  })
  const methodId = start.json<{ data: { method_id: string } }>().data.method_id
  const outbox = await app.inject({ url: `/dev/outbox?to=${encodeURIComponent(email)}` })
  const text = outbox.json<{ messages: Array<{ text: string }> }>().messages.at(-1)?.text ?? ''
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  const done = await app.inject({
    method: 'POST',
    url: '/sdk/v1/otps/authenticate',
    remoteAddress: from,
    headers,
    payload: { token: code, method_id: methodId, session_duration_minutes: 60 },
  })
  return done.json<{ data: { session_token: string } }>().data.session_token
}

async function sessionIsLive(app: FastifyInstance, token: string): Promise<boolean> {
  const res = await app.inject({
    method: 'POST',
    url: '/sdk/v1/sessions/authenticate',
    headers: { authorization: basic(PUBLIC_TOKEN, token), 'content-type': 'application/json' },
    payload: '{}',
  })
  return res.statusCode === 200
}

/** Every field the api's REST and sign-in routes read, with a value each would accept. */
function baselineBody(n: number) {
  const email = `fuzz${n}@example.com`
  const uuid = `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
  const url = 'http://localhost:8910/authenticate'
  return {
    email,
    email_address: email,
    password: 'Quartz-Lantern-Harbor-1987',
    existing_password: 'Quartz-Lantern-Harbor-1987',
    new_password: 'Copper-Meadow-Falcon-2043',
    token: 'x'.repeat(44),
    method_id: `email-test-${uuid}`,
    code_verifier: 'v'.repeat(43),
    code_challenge: 'c'.repeat(43),
    session_duration_minutes: 60,
    session_token: 'x'.repeat(44),
    session_jwt: 'e30.e30.x',
    session_id: `session-test-${uuid}`,
    login_magic_link_url: url,
    signup_magic_link_url: url,
    reset_password_redirect_url: url,
    login_expiration_minutes: 60,
    signup_expiration_minutes: 60,
    expiration_minutes: 10,
    locale: 'en',
    // Per-number and per-wallet limits would refuse a fixed one after a few cases.
    phone_number: `+1512${String(5_550_000 + (n % 10_000)).padStart(7, '0')}`,
    totp_code: '123456',
    recovery_code: 'abcd-efgh-ijkl',
    public_key_credential: '{}',
    domain: 'localhost',
    name: { first_name: 'Ana', middle_name: '', last_name: 'García' },
    untrusted_metadata: { theme: 'dark' },
    organization_slug: 'acme',
    organization_id: 'organization-test-1',
    crypto_wallet_address: `0x${n.toString(16).padStart(40, '0')}`,
    crypto_wallet_type: 'ethereum',
    signature: '0x00',
    return_passkey_credential_options: false,
    // The sign-in SDK's event log (a JSON array of these).
    telemetry: {
      event_id: `event-id-${uuid}`,
      app_session_id: `app-session-id-${uuid}`,
      persistent_id: `persistent-id-${uuid}`,
      client_sent_at: FUZZ_NOW.toISOString(),
      timezone: 'UTC',
      sdk: { identifier: 'Stytch.js Javascript SDK', version: '6.3.0' },
    },
    event: {
      public_token: PUBLIC_TOKEN,
      event_name: 'sdk_instance_instantiated',
      details: { step: 1 },
      error_code: 'none',
      error_description: 'none',
      http_status_code: 200,
    },
    // The analytics collector.
    batch: [
      {
        type: 'track',
        messageId: uuid,
        anonymousId: 'anon-fuzz-0001',
        timestamp: FUZZ_NOW.toISOString(),
        description: 'Button Clicked',
        properties: { button: 'buy' },
        urlParams: { utm_source: 'google' },
        page: { category: 'Landing Page', name: 'Home', path: '/' },
        marketing: { utm: { utm_source: 'google' }, firstVisitParams: { gclid: 'abc' } },
        traits: { email, firstName: 'Ana', zip: '78701' },
      },
    ],
    sentAt: FUZZ_NOW.toISOString(),
  }
}

describe('REST and sign-in fuzz: hostile input is a client error, never a 500', () => {
  let f: FuzzApp
  let sessionToken: string
  const routes: Route[] = []
  const arrayBodies = new Set<string>()

  beforeAll(async () => {
    f = await createFuzzApp()
    // Traffic reaches an api once it is ready (a balancer waits for GET /health/ready): so does
    // the fuzz. Before its search index has loaded, /health/ready answers 503 "not ready", which
    // is that route's answer, not a fault of the input.
    while ((await f.app.inject({ url: '/health/ready' })).statusCode !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const seen = new Set<string>()
    for (const r of mockRoutes) {
      const key = routeKey(r)
      // HEAD and OPTIONS answer what GET and CORS answer; /graphql has its own suite.
      if (r.method === 'HEAD' || r.method === 'OPTIONS' || r.url === '/graphql' || seen.has(key))
        continue
      seen.add(key)
      routes.push(r)
    }
    sessionToken = await signIn(f.app, 'fuzz.signin@example.com', addressOf(900_000))
    // A route whose baseline object is refused but whose baseline in a list is taken reads lists.
    for (const r of routes.filter((x) => x.method === 'POST')) {
      const url = r.url.replace(/:\w+/g, 'x')
      const as = async (payload: unknown) =>
        (
          await f.app.inject({
            method: 'POST',
            url,
            headers: {
              'content-type': 'application/json',
              authorization: basic(PUBLIC_TOKEN, PUBLIC_TOKEN),
            },
            payload: JSON.stringify(payload),
          })
        ).statusCode
      if ((await as(baselineBody(0))) === 400 && (await as([baselineBody(0)])) < 400)
        arrayBodies.add(routeKey(r))
    }
  })
  afterAll(() => f.close())

  it('records the routes it fuzzes (REST and both sign-in APIs)', () => {
    const urls = routes.map((r) => r.url)
    expect(urls).toEqual(
      expect.arrayContaining([
        '/analytics/v1/batch',
        '/unsubscribe',
        '/documents/:file',
        '/media/*',
        '/sdk/v1/otps/authenticate',
        '/sdk/v1/users/me',
        '/sdk/v1/events',
        '/v1/sessions/authenticate',
        // The console's downloads (their roles: admin-downloads-access.test.ts).
        '/admin/leads.csv',
        '/admin/listings.csv',
        '/admin/sweepstakes.csv',
        '/admin/auctions/results.csv',
      ]),
    )
    expect(arrayBodies).toEqual(new Set(['POST /sdk/v1/events']))
  })

  /**
   * The console's downloads read the tables' filters (status, sort, q, stock, console, type):
   * the walk above reaches them only refused (403). Here a partner member and an admin, who get
   * past the role check, send each filter every hostile value.
   */
  it('the console downloads, as a partner member and as an admin: every filter, hostile values', async () => {
    const values = [...HOSTILE_STRINGS, ...NUMBER_STRINGS, ...PROTOTYPE_STRINGS, 'distance_asc']
    const names = ['status', 'sort', 'q', 'stock', 'console', 'type', 'work', 'page']
    let n = 0
    const sent = (url: string) =>
      names.flatMap((name) =>
        values.map((v) => ({
          label: `${url} ${name}=${JSON.stringify(v).slice(0, 40)}`,
          request: {
            method: 'GET' as const,
            // Every other case repeats the name (a list where a value is read).
            url: `${url}?${name}=${encodeURIComponent(v)}${++n % 2 ? `&${name}=x` : ''}`,
            remoteAddress: addressOf(1_200_000 + n),
          },
        })),
      )
    let run = 0
    for (const caller of [f.partner, { ...f.user, roles: [...f.user.roles, 'admin'] }]) {
      f.as(caller)
      const report = await runCases(f.app, [
        ...sent('/admin/listings.csv'),
        ...sent('/admin/leads.csv'),
      ])
      expect(report.failures).toEqual([])
      expect(report.byStatus['2xx'] ?? 0).toBeGreaterThan(0)
      run += report.run
    }
    f.as(null)
    expect(run).toBeGreaterThan(200)
  }, 120_000)

  const modes = ['anonymous', 'signed in'] as const
  it.each(modes)(
    '%s: every route, its parameters, query strings and body fields',
    async (mode) => {
      const signedIn = mode === 'signed in'
      f.as(signedIn ? f.user : null)
      let n = signedIn ? 1_000_000 : 0
      let address = signedIn ? 100_000 : 0
      let signIns = 0
      const options: RouteCaseOptions = {
        params: {
          file: '1.pdf',
          '*': 'listings/none.jpg',
          publicToken: PUBLIC_TOKEN,
          provider: 'google',
          id: '1',
          userId: 'user-test-00000000-0000-4000-8000-000000000001',
          projectId: 'project-test-local',
        },
        body: () => baselineBody(++n),
        // The OAuth start reads the project's public token from the query string.
        query: `public_token=${PUBLIC_TOKEN}`,
        fieldSection: (url, leaves) => {
          // The analytics batch and the SDK's event log have fields of their own; other routes
          // pick among the rest.
          const own = url.startsWith('/analytics/')
            ? ['batch', 'sentAt']
            : url === '/sdk/v1/events'
              ? ['telemetry', 'event']
              : null
          const families = ['batch', 'sentAt', 'telemetry', 'event']
          return leaves.filter((p) =>
            own ? own.includes(String(p[0])) : !families.includes(String(p[0])),
          )
        },
        arrayBodies,
        headers: (route): Record<string, string> => {
          if (route.url.startsWith('/sdk/v1'))
            return { authorization: basic(PUBLIC_TOKEN, signedIn ? sessionToken : PUBLIC_TOKEN) }
          if (route.url.startsWith('/v1'))
            return signedIn
              ? { authorization: basic('project-test-local', 'secret-test-local') }
              : {}
          return {}
        },
        address: () => addressOf(++address),
        pathCases: 5,
        queryCases: 5,
        bodyShapeCases: 5,
        fieldCases: 10,
      }
      const rng = seededRandom(signedIn ? 22 : 21)
      const total = { run: 0, byStatus: {} as Record<string, number>, failures: [] as string[] }
      for (const route of routes) {
        // A case may end the session (sessions/revoke, a password reset): sign in again.
        if (signedIn && !(await sessionIsLive(f.app, sessionToken)))
          sessionToken = await signIn(
            f.app,
            `fuzz.signin${++signIns}@example.com`,
            addressOf(900_000 + signIns),
          )
        const report = await runCases(f.app, routeCases(route, rng, options))
        total.run += report.run
        total.failures.push(...report.failures)
        for (const [k, v] of Object.entries(report.byStatus))
          total.byStatus[k] = (total.byStatus[k] ?? 0) + v
      }
      console.log(
        `REST and sign-in fuzz (${mode}): ${routes.length} routes, ${total.run} cases, ${JSON.stringify(total.byStatus)}, ${total.failures.length} failures`,
      )
      expect(total.failures).toEqual([])
      // Prototype keys in bodies and query strings (`__proto__[polluted]=1`) polluted nothing.
      expect(Object.prototype).not.toHaveProperty('polluted')
      expect(total.run).toBeGreaterThan(1000)
    },
    600_000,
  )
})
