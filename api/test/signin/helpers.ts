import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CurrentUser } from '../../src/context'
import type { Env } from '../../src/lib/env'
import type { SigninSettings } from '../../src/signin/config'
import { logger } from '../../src/lib/logger'
import { buildServer } from '../../src/server'
import { createRequestAuthenticator } from '../../src/http/authenticate-request'
import { testEnv } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/db'

export const WEB = 'http://localhost:8910'
export const PUBLIC_TOKEN = 'public-token-test-local'
export const PROJECT_ID = 'project-test-local'
export const SECRET = 'secret-test-local'

/** A clock the test moves by hand (no sleeping). */
export function fakeClock(start = Date.now()) {
  let t = start
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms
    },
  }
}

/** Test assertions read response bodies loosely; the assertions give them their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any

export interface Reply<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Record<string, string | string[] | undefined>
}

export interface SigninTestApp {
  app: FastifyInstance
  database: TestDatabase
  clock: ReturnType<typeof fakeClock>
  /** Base URL when listening (the Node and browser SDKs need a real port). */
  url: string
  settings: SigninSettings
  /** A `/sdk/v1` call as the browser SDK makes it (Basic public_token:session_token). */
  sdk<T = AnyJson>(
    method: string,
    path: string,
    opts?: { body?: unknown; session?: string; headers?: Record<string, string> },
  ): Promise<Reply<T>>
  /** A `/v1` call as the Node SDK makes it (Basic project_id:secret). */
  backend<T = AnyJson>(method: string, path: string, body?: unknown): Promise<Reply<T>>
  /** Messages sent to an address or number, oldest first. */
  outbox(
    to: string,
  ): Promise<Array<{ channel: string; subject: string; text: string; links: string[] }>>
  /** The newest link in the newest message to `to`. */
  lastLink(to: string): Promise<string>
  /** The newest 6-digit code sent to `to`. */
  lastCode(to: string): Promise<string>
  authenticate(req: Pick<FastifyRequest, 'headers' | 'log'>): Promise<CurrentUser | null>
  close(): Promise<void>
}

export async function startSigninApp(
  opts: {
    listen?: boolean
    settings?: Partial<SigninSettings>
    /** More variables (GOOGLE_CLIENT_ID, issuer URLs...). */
    env?: Partial<Record<keyof Env, string>>
    /**
     * Run as NODE_ENV=production. The variables are parsed as a test's, so a local issuer on
     * plain http and the test secrets pass; only what the code does in production is asked.
     */
    production?: boolean
  } = {},
): Promise<SigninTestApp> {
  const database = await createTestDatabase()
  const clock = fakeClock()
  const parsed = testEnv({ WEB_URL: WEB, ...opts.env })
  const env: Env = opts.production ? { ...parsed, NODE_ENV: 'production' } : parsed
  let authenticate: (req: FastifyRequest) => Promise<CurrentUser | null> = () =>
    Promise.resolve(null)
  const app = await buildServer({
    database,
    env,
    logger,
    now: clock.now,
    authenticate: (req) => authenticate(req),
  })
  const signin = app.signin!
  Object.assign(signin.config, opts.settings ?? {})
  let url = ''
  if (opts.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    authenticate = createRequestAuthenticator(
      { database, env, logger, now: clock.now },
      { localBaseUrl: url },
    )
  } else {
    await app.ready()
  }

  const request = async (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => {
    const res = await app.inject({
      method: method as 'GET',
      url: path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    })
    let parsed: unknown = res.body
    try {
      parsed = res.json()
    } catch {
      // HTML or empty
    }
    return {
      status: res.statusCode,
      body: parsed as never,
      headers: res.headers as Reply['headers'],
    }
  }

  const outbox: SigninTestApp['outbox'] = async (to) => {
    const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })
    return res.json<{ messages: Awaited<ReturnType<SigninTestApp['outbox']>> }>().messages
  }

  return {
    app,
    database,
    clock,
    url,
    settings: signin.config,
    sdk: (method, path, o = {}) =>
      request(
        method,
        `/sdk/v1${path}`,
        {
          authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${o.session ?? PUBLIC_TOKEN}`).toString('base64')}`,
          ...o.headers,
        },
        o.body,
      ),
    backend: (method, path, body) =>
      request(
        method,
        `/v1${path}`,
        { authorization: `Basic ${Buffer.from(`${PROJECT_ID}:${SECRET}`).toString('base64')}` },
        body,
      ),
    outbox,
    async lastLink(to) {
      const messages = await outbox(to)
      const last = messages.at(-1)
      if (!last?.links.length) throw new Error(`no link sent to ${to}`)
      return last.links.find((l) => l.includes('stytch_token_type')) ?? last.links[0]
    },
    async lastCode(to) {
      const last = (await outbox(to)).at(-1)
      const code = /\b(\d{6})\b/.exec(last?.text ?? '')?.[1]
      if (!code) throw new Error(`no code sent to ${to}`)
      return code
    },
    authenticate: (req) => authenticate(req as FastifyRequest),
    async close() {
      // Clients keep connections alive; shutting down must not wait for them to idle out.
      if (opts.listen) app.server.closeAllConnections()
      await app.close()
      await database.destroy()
    },
  }
}

/** The Stytch SDKs warn about local URLs and repeated clients; expected here, so kept quiet. */
export function quietExpectedWarnings(): void {
  const warn = console.warn.bind(console)
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ')
    if (
      text.includes("custom 'env' value") ||
      text.includes('multiple copies of the Stytch client')
    )
      return
    warn(...args)
  })
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

/**
 * A password account whose holder proved the address inside the sign-up session (decision 046:
 * until then the password cannot sign in). Answers the session token after the proof.
 */
export async function provenPasswordAccount(
  t: SigninTestApp,
  email: string,
  password: string,
): Promise<{ userId: string; sessionToken: string }> {
  const created = await t.sdk('POST', '/passwords', {
    body: { email, password, session_duration_minutes: 60 },
  })
  if (created.status !== 200) throw new Error(`passwords create: ${created.status}`)
  const session = created.body.data.session_token as string
  await t.sdk('POST', '/magic_links/email/send/secondary', { session, body: { email } })
  const proof = await t.sdk('POST', '/magic_links/authenticate', {
    session,
    body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
  })
  if (proof.status !== 200) throw new Error(`magic_links authenticate: ${proof.status}`)
  return { userId: created.body.data.user_id, sessionToken: proof.body.data.session_token }
}
