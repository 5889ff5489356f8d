import type { JobDeps } from '../../src/jobs/define'
import { createInlineRunner, processAvailableJobs } from '../../src/jobs/runner'
import { logger } from '../../src/lib/logger'
import { listDeadJobs, retryDeadJob } from '../../src/services/outbox/outbox'
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp'
import { startSigninApp, tokenOf, WEB, type SigninTestApp } from './helpers'
import { freePort, mailText, outboxRows, sentRecord, until } from './mail-outbox-helpers'

/**
 * Sign-in mail with SMTP configured goes through the transactional outbox (issue 12: an
 * unreachable SMTP server delays mail, it never fails the call). The message is sealed in its
 * outbox row, sent and retried by the job runner, blanked once sent and given up at the expiry of
 * the link or code it carries.
 */
describe('sign-in mail while SMTP is unreachable (inline jobs, no Redis)', () => {
  let t: SigninTestApp
  let port: number
  let smtp: FakeSmtp | undefined
  const deps = (): JobDeps => ({
    database: t.database,
    env: t.app.signin!.env,
    logger,
    now: t.clock.now,
  })
  /** Run every job available now, as the inline runner does on each poll. */
  const drain = () => processAvailableJobs(deps(), { staleMs: 60_000 })
  const smtpUp = async (hold = false) => {
    smtp = await startFakeSmtp({ port })
    if (!hold) smtp.release()
    return smtp
  }
  const smtpDown = async () => {
    await smtp?.close()
    smtp = undefined
  }
  const receivedBy = (to: string) => smtp?.received.filter((m) => m.to.includes(to)) ?? []

  beforeAll(async () => {
    port = await freePort()
    t = await startSigninApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    // Outbox rows are available from the database's clock; the test clock starts behind it.
    t.clock.advance(60_000)
  })
  afterAll(async () => {
    await smtpDown()
    await t.close()
  })

  it('accepts a magic link while SMTP is down and mails it once SMTP is back', async () => {
    const email = 'smtp-down@example.com'
    const send = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email, login_magic_link_url: `${WEB}/authenticate` },
    })
    expect(send.status).toBe(200)
    expect(send.body.data).toEqual({
      request_id: expect.stringMatching(/^request-id-test-/),
      status_code: 200,
    })
    const backend = await t.backend('POST', '/magic_links/email/login_or_create', {
      email: 'smtp-down-backend@example.com',
    })
    expect(backend.status).toBe(200)
    const queued = await outboxRows(t, 'signin:magic-link:%')
    expect(queued).toHaveLength(2)

    // The first attempt fails (connection refused): recorded, retried later, not dead.
    await drain()
    const [failed] = await outboxRows(t, queued[0].dedupe_key)
    expect(failed).toMatchObject({ attempts: 1, completed_at: null, dead_at: null })
    expect(failed.last_error).toMatch(/could not be sent/i)
    expect(await sentRecord(t, failed.dedupe_key)).toBeUndefined()

    await smtpUp()
    await drain()
    expect(receivedBy(email)).toHaveLength(0) // not before its backoff (2 s)
    t.clock.advance(2_000)
    await drain()
    expect(receivedBy(email)).toHaveLength(1)
    expect(receivedBy('smtp-down-backend@example.com')).toHaveLength(1)
    const link = /https?:\/\/\S+stytch_token_type=magic_links&token=[\w-]+/.exec(
      mailText(receivedBy(email)[0].data),
    )?.[0]
    expect(link?.startsWith(`${WEB}/authenticate?`)).toBe(true)
    const token = tokenOf(link!)
    expect(token.length).toBeGreaterThanOrEqual(43)

    // Queued and failed rows never held the link or the address in clear, only its sealed form.
    for (const row of [...queued, failed]) {
      expect(row.raw).not.toContain(token)
      expect(row.raw).not.toContain(email)
      expect(Object.keys(row.payload).sort()).toEqual(
        ['dedupeKey', 'expiresAt', 'sealed', 'template'].sort(),
      )
      expect(row.payload.sealed).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/))
    }
    // Sent: the row is completed and its sealed message gone; the dedupe record keeps no link.
    const [done] = await outboxRows(t, queued[0].dedupe_key)
    expect(done.completed_at).not.toBeNull()
    expect(done.payload.sealed).toBeNull()
    const record = await sentRecord(t, done.dedupe_key)
    expect(record).toMatchObject({ transport: 'smtp', text: '', html: '', subject: '' })
    expect(record.raw).not.toContain(token)

    // The link works, and running the jobs again sends nothing twice.
    const auth = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token, session_duration_minutes: 60 },
    })
    expect(auth.status).toBe(200)
    await drain()
    expect(receivedBy(email)).toHaveLength(1)
    await smtpDown()
  })

  it('email codes and password resets take the same path', async () => {
    const email = 'codes-down@example.com'
    await t.sdk('POST', '/passwords', {
      body: { email, password: 'Skid-Steer-Tracks-Rubber-5', session_duration_minutes: 60 },
    })
    const otp = await t.sdk('POST', '/otps/email/login_or_create', { body: { email } })
    expect(otp.status).toBe(200)
    const reset = await t.sdk('POST', '/passwords/email/reset/start', {
      body: { email, reset_password_redirect_url: `${WEB}/reset` },
    })
    expect(reset.status).toBe(200)
    await drain()
    await smtpUp()
    t.clock.advance(2_000)
    await drain()
    const mails = receivedBy(email).map((m) => mailText(m.data))
    expect(mails).toHaveLength(2)
    const code = /\b(\d{6})\b/.exec(mails.find((m) => !m.includes('reset_password'))!)?.[1]
    const resetToken = /stytch_token_type=reset_password&token=([\w-]+)/.exec(mails.join('\n'))?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(resetToken?.length).toBeGreaterThanOrEqual(43)
    for (const row of await outboxRows(t, 'signin:%')) {
      expect(row.raw).not.toContain(resetToken)
      expect(row.raw).not.toContain(email)
      expect(JSON.stringify(row.payload)).not.toContain(code)
      expect(row.payload.sealed).toBeNull()
    }
    const auth = await t.sdk('POST', '/otps/authenticate', {
      body: { token: code, method_id: otp.body.data.method_id, session_duration_minutes: 60 },
    })
    expect(auth.status).toBe(200)
    await smtpDown()
  })

  it('gives a message up, without its secret, when its code expires before SMTP is back', async () => {
    const email = 'too-late@example.com'
    const send = await t.sdk('POST', '/otps/email/login_or_create', {
      body: { email, expiration_minutes: 1 },
    })
    expect(send.status).toBe(200)
    const row = (await outboxRows(t, 'signin:otp:%')).at(-1)!
    await drain()
    t.clock.advance(61_000)
    await drain()
    const [dead] = await outboxRows(t, row.dedupe_key)
    expect(dead.dead_at).not.toBeNull()
    expect(dead.completed_at).toBeNull()
    expect(dead.attempts).toBe(2)
    expect(dead.last_error).toMatch(/expired/)
    expect(dead.payload).toEqual({ ...row.payload, sealed: null })
    const listed = (await listDeadJobs(t.database)).find((j) => j.id === dead.id)
    expect(listed?.payload).toMatchObject({ template: 'signin-otp', sealed: null })

    // SMTP back, even a retry from the dead-letter view: a late code is never mailed.
    await smtpUp()
    expect(await retryDeadJob(t.database, dead.id, t.clock.now())).toBe(true)
    await drain()
    expect(receivedBy(email)).toHaveLength(0)
    expect((await outboxRows(t, row.dedupe_key))[0].dead_at).not.toBeNull()
    await smtpDown()
  })

  it('answers a known and an unknown address alike without waiting for the mail server', async () => {
    const known = 'known-slow@example.com'
    await smtpUp()
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: known } })
    await drain()
    expect(receivedBy(known)).toHaveLength(1)
    await smtpDown()

    // A server that takes the next message and does not answer until released.
    const held = await smtpUp(true)
    const runner = createInlineRunner(deps(), { relay: true, work: true, pollMs: 20 })
    await runner.start()
    try {
      const send = (email: string) =>
        t.sdk('POST', '/magic_links/email/send/primary', { body: { email } })
      const [a, b] = [await send(known), await send('unknown-slow@example.com')]
      expect(a.status).toBe(200)
      expect(b.status).toBe(200)
      expect({ ...a.body.data, request_id: 0 }).toEqual({ ...b.body.data, request_id: 0 })
      // The known address's mail is still in flight: the answer above did not wait for it.
      await held.firstInFlight
      expect(held.received).toHaveLength(0)
      held.release()
      await until(() => held.received.length === 1, 'the held mail to be delivered')
      expect(held.received[0].to).toEqual([known])
      expect(receivedBy('unknown-slow@example.com')).toHaveLength(0)
    } finally {
      await runner.stop()
      await smtpDown()
    }
  })
})

describe('sign-in mail without SMTP (local outbox)', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  it('is in /dev/outbox when the call answers, and nothing is queued', async () => {
    const send = await t.sdk('POST', '/magic_links/email/login_or_create', {
      body: { email: 'local@example.com' },
    })
    expect(send.status).toBe(200)
    expect(await t.lastLink('local@example.com')).toContain('stytch_token_type=magic_links')
    expect(await outboxRows(t, 'signin:%')).toEqual([])
  })
})
