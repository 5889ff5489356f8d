/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- checks of fleet-consistency.test.ts: as in a test, the assertions give the answers (`any`) their shape */
import { type ConsistencyFleet, sdk } from './consistency-fleet'
import { gql, magicLinkToken, mailsTo, passcode, until } from './fleet-harness'

/** fleet-consistency.test.ts's rate-limit checks (issue 33, point 4). */

/**
 * Rate limits and sign-in lockouts count the documented number of tries across replicas, not per
 * replica (`leadListing`: a listing the api's previews can name).
 */
export async function limitsCountAcrossReplicas(
  f: ConsistencyFleet,
  leadListing: string,
): Promise<void> {
  /**
   * The limits count in fixed windows (10 minutes for sign-in): start a sequence that must fall in
   * one window with at least `needMs` of it left (waiting for the next window otherwise).
   */
  const inOneWindow = (windowMs = 600_000, needMs = 30_000) =>
    until(() => windowMs - (Date.now() % windowMs) > needMs, 'a fresh rate-limit window', {
      ms: needMs + 10_000,
      everyMs: 250,
    })
  /** The replicas and the balancer in turn, `n` times. */
  const rotation = (n: number) =>
    Array.from({ length: n }, (_, i) => f.everywhere()[i % f.everywhere().length])

  // The api's own limits (server.ts's counter, not the sign-in service's): 30 Name Your Price
  // previews per address a minute (preview-offer-likelihood.ts), wherever they are asked. The
  // minute is the clock's (rate-limit.ts): a sequence that a busy machine stretched over a
  // minute's end is counted in two windows, so it is asked again, in the next minute, from
  // another address (the counts are decided once the sequence is known to be in one window).
  const preview = (base: string, ip: string) =>
    gql(
      base,
      `{ offerLikelihood(stockNumber: "${leadListing}", offerAmount: "90000") { __typename } }`,
      {},
      { ip },
    )
  const minute = () => Math.floor(Date.now() / 60_000)
  let previews: Array<{ via: string; error?: string }> = []
  let over: Array<{ via: string; error?: string }> = []
  for (let attempt = 1; ; attempt++) {
    await inOneWindow(60_000, 12_000)
    const started = minute()
    const ip = `203.0.113.${80 + attempt}`
    previews = []
    over = []
    for (const { via, base } of rotation(30)) {
      previews.push({ via, error: (await preview(base, ip)).errors?.[0]?.extensions?.code })
    }
    for (const { via, base } of f.everywhere()) {
      over.push({ via, error: (await preview(base, ip)).errors?.[0]?.extensions?.code })
    }
    if (minute() === started) break
    if (attempt === 3) throw new Error('three preview sequences each crossed a minute')
  }
  expect(previews.filter((p) => p.error)).toEqual([])
  expect(over).toEqual(f.everywhere().map(({ via }) => ({ via, error: 'RATE_LIMITED' })))

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
  for (const { via, base } of f.everywhere()) {
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
  const sent = await sdk(f.at('api-1'), '/otps/email/login_or_create', { email: guessed }, { ip })
  await f.wait(() => mailsTo(f.smtp.received, guessed).length > 0, 'the code')
  const code = passcode(mailsTo(f.smtp.received, guessed)[0])!
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
    f.at('api-2'),
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
    f.at('api-1'),
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
    f.at('api-2'),
    '/magic_links/email/send/secondary',
    { email: holder },
    {
      session: signup,
      ip: pip,
    },
  )
  await f.wait(() => mailsTo(f.smtp.received, holder).length > 0, 'the proof link')
  const proof = await sdk(
    f.at('api-3'),
    '/magic_links/authenticate',
    { token: magicLinkToken(mailsTo(f.smtp.received, holder)[0]), session_duration_minutes: 60 },
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
  expect((await attempt(f.balancer, password)).status).toBe(200)
  const failures: Array<{ via: string; error: string }> = []
  for (const [n, { via, base }] of rotation(10).entries()) {
    const r = await attempt(base, `${password}-${n}`)
    failures.push({ via, error: r.body.error_type })
  }
  expect(failures.filter((f) => f.error !== 'unauthorized_credentials')).toEqual([])
  for (const { via, base } of f.everywhere()) {
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
  const eleventh = await attempt(f.at('api-2'), password, 'nobody@fleet.test')
  expect(eleventh.body.error_type).toBe('user_lock_limit_reached')
}
