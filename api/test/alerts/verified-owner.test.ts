import { eq } from 'drizzle-orm'
import { inventoryAlerts, users } from '../../src/db/schema'
import { startSigninApp, tokenOf, type SigninTestApp } from '../signin/helpers'
import { SUBSCRIBE } from './helpers'

/**
 * The "signed-in user's own verified address" of consent for mail, through the real session
 * check: the official Node client against the local sign-in service (listening), which says
 * whether the user's email is verified.
 */
/** The session part of a sign-in answer (the emulator's bodies are untyped). */
interface Session {
  session_token: string
  session_jwt: string
}

describe('alert sign-up by a signed-in user (sign-in service says whether the email is verified)', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp({ listen: true })
  })
  afterAll(() => t.close())

  const subscribe = async (email: string, session: Session) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        cookie: `stytch_session=${session.session_token}; stytch_session_jwt=${session.session_jwt}`,
      },
      payload: JSON.stringify({ query: SUBSCRIBE, variables: { input: { email } } }),
    })
    return res.json<{ data?: { subscribeInventoryAlert: { status: string } } }>().data
      ?.subscribeInventoryAlert.status
  }
  const statusOf = async (email: string) =>
    (
      await t.database.db
        .select({ status: inventoryAlerts.status })
        .from(inventoryAlerts)
        .where(eq(inventoryAlerts.email, email))
    ).map((r) => r.status)

  it('asks an unverified address to confirm, and activates it at once once verified', async () => {
    const email = 'owner-pw@example.com'
    const created = await t.sdk('POST', '/passwords', {
      body: { email, password: 'Quarry-hauler-91-bucket!', session_duration_minutes: 60 },
    })
    expect(created.status).toBe(200)
    // A password sign-up has not proved it receives mail at this address.
    expect(await subscribe(email, created.body.data as Session)).toBe('CHECK_EMAIL')
    expect(await statusOf(email)).toEqual(['pending'])

    // A magic link proves it; the marketplace's copy follows at the next remote session check
    // (at the latest when the 5-minute session JWT is stale).
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
    const auth = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
    })
    expect(auth.status).toBe(200)
    t.clock.advance(6 * 60_000)
    expect(await subscribe(email, auth.body.data as Session)).toBe('ACTIVE')
    expect(await statusOf(email)).toEqual(['active'])
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(user.emailVerified).toBe(true)

    // Someone else's address, even signed in and verified: confirmation needed.
    expect(await subscribe('someone-else@example.com', auth.body.data as Session)).toBe(
      'CHECK_EMAIL',
    )
    expect(await statusOf('someone-else@example.com')).toEqual(['pending'])
  })
})
