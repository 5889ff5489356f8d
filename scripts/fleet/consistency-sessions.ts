/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- checks of fleet-consistency.test.ts: as in a test, the assertions give the answers (`any`) their shape */
import { ADMIN, type ConsistencyFleet, PROJECT_ID, sdk, SECRET } from './consistency-fleet'
import { call, gql, mailsTo, passcode } from './fleet-harness'

/** fleet-consistency.test.ts's sign-in checks (issue 33, point 4): sessions across replicas. */

/**
 * Sessions, magic links and one-time codes issued by one replica work on every other; sign-out and
 * revocation hold everywhere at the next request.
 */
export async function sessionsHoldOnEveryReplica(f: ConsistencyFleet): Promise<void> {
  const s = await f.admin()
  // The link was sent by api-1 and redeemed on api-2; it cannot be used again anywhere.
  for (const { base } of f.everywhere()) {
    const replay = await sdk(base, '/magic_links/authenticate', {
      token: s.token,
      session_duration_minutes: 60,
    })
    expect(replay.body.error_type).toBe('unable_to_auth_magic_link')
  }
  // The session (its JWT and its opaque token) is the admin's on every replica.
  for (const { via, base } of f.everywhere()) {
    const me = await gql<{ currentUser: { email: string; roles: string[] } }>(
      base,
      '{ currentUser { email roles } }',
      {},
      { session: s.jwt },
    )
    expect({ via, user: me.data?.currentUser }).toEqual({
      via,
      user: { email: ADMIN, roles: expect.arrayContaining(['admin']) },
    })
    expect({ via, email: await f.whoIs(base, s.opaque) }).toEqual({ via, email: ADMIN })
  }

  // A one-time code sent by api-3, entered on api-1.
  const buyer = 'otp-buyer@fleet.test'
  const ip = '198.51.100.2'
  const sent = await sdk(f.at('api-3'), '/otps/email/login_or_create', { email: buyer }, { ip })
  expect(sent.status).toBe(200)
  await f.wait(() => mailsTo(f.smtp.received, buyer).length > 0, 'the code')
  const code = passcode(mailsTo(f.smtp.received, buyer)[0])
  expect(code).toMatch(/^\d{6}$/)
  const otp = await sdk(
    f.at('api-1'),
    '/otps/authenticate',
    { token: code, method_id: sent.body.data.method_id, session_duration_minutes: 60 },
    { ip },
  )
  expect(otp.status).toBe(200)
  const buyerJwt = otp.body.data.session_jwt as string
  const buyerToken = otp.body.data.session_token as string
  for (const { base } of f.everywhere()) expect(await f.whoIs(base, buyerJwt)).toBe(buyer)

  // Sign-out on api-2: the very next request on every replica is anonymous, JWT included
  // (a JWT stays verifiable for 5 minutes: the replicas share the revocations in Redis).
  const out = await sdk(f.at('api-2'), '/sessions/revoke', {}, { session: buyerToken, ip })
  expect(out.status).toBe(200)
  for (const { via, base } of f.everywhere()) {
    expect({ via, jwt: await f.whoIs(base, buyerJwt) }).toEqual({ via, jwt: null })
    expect({ via, token: await f.whoIs(base, buyerToken) }).toEqual({ via, token: null })
  }

  // Revocation by the backend (staff ending a session) on api-3, seen by every replica.
  const second = await f.signIn(ADMIN, f.at('api-3'), f.at('api-1'), '198.51.100.3')
  expect(await f.whoIs(f.at('api-2'), second.jwt)).toBe(ADMIN)
  const revoked = await call(f.at('api-3'), 'POST', '/v1/sessions/revoke', {
    body: { session_id: second.id },
    headers: {
      authorization: `Basic ${Buffer.from(`${PROJECT_ID}:${SECRET}`).toString('base64')}`,
    },
  })
  expect(revoked.status).toBe(200)
  for (const { via, base } of f.everywhere()) {
    expect({ via, jwt: await f.whoIs(base, second.jwt) }).toEqual({ via, jwt: null })
    // The first admin session is another session: it still works.
    expect({ via, first: await f.whoIs(base, s.jwt) }).toEqual({ via, first: ADMIN })
  }
}
