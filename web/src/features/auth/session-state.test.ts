import { carriesSessionCookie, hasSessionCookie } from '@/lib/session'
import { hasSession, sessionHeaders } from '../../lib/session-cookies'

const cookieJar = new Map<string, string>()
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
  }),
}))

beforeEach(() => cookieJar.clear())

describe('one signed-in state for the header, the account pages and the browser (issue 16, defect 17)', () => {
  it('a lone session JWT signs nobody in, on the server or in the browser', async () => {
    cookieJar.set('stytch_session_jwt', 'a.b.c')
    expect(await hasSession()).toBe(false)
    expect(await sessionHeaders()).toEqual({})
    expect(hasSessionCookie('stytch_session_jwt=a.b.c')).toBe(false)
    // Still never replayed from the page cache to another visitor.
    expect(carriesSessionCookie('stytch_session_jwt=a.b.c')).toBe(true)
  })

  it('the session token signs in, everywhere alike', async () => {
    cookieJar.set('stytch_session', 'opaque')
    cookieJar.set('stytch_session_jwt', 'a.b.c')
    expect(await hasSession()).toBe(true)
    expect(await sessionHeaders()).toEqual({
      cookie: 'stytch_session=opaque; stytch_session_jwt=a.b.c',
    })
    expect(hasSessionCookie('x=1; stytch_session=opaque')).toBe(true)
    expect(hasSessionCookie('stytch_session=; stytch_session_jwt=a.b.c')).toBe(false)
    expect(hasSessionCookie(undefined)).toBe(false)
  })
})
