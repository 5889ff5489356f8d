import { screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '@/../test/render'
import { loadSigninClient } from '@/features/auth/client'
import { ANALYTICS_EVENT, type AnalyticsEvent } from '@/features/auth/events'
import { AuthenticateLanding, resetAuthenticateAttempt } from './AuthenticateLanding'

jest.mock('@/features/auth/client', () => ({ loadSigninClient: jest.fn() }))

const config = {
  publicToken: 'public-token-test',
  apiBaseUrl: 'http://api.test',
  webUrl: 'http://web.test',
  oauthProviders: ['google' as const, 'apple' as const],
}
const authenticateByUrl = jest.fn()
const getSync = jest.fn()
;(loadSigninClient as jest.Mock).mockResolvedValue({ authenticateByUrl, session: { getSync } })

let events: AnalyticsEvent[] = []
const onEvent = (e: Event) => events.push((e as CustomEvent<AnalyticsEvent>).detail)

beforeEach(() => {
  jest.clearAllMocks()
  resetAuthenticateAttempt()
  events = []
  window.addEventListener(ANALYTICS_EVENT, onEvent)
})
afterEach(() => window.removeEventListener(ANALYTICS_EVENT, onEvent))

function land(query: string, locale: 'en' | 'es' = 'en') {
  window.history.replaceState(null, '', `/authenticate?${query}`)
  const navigate = jest.fn()
  renderWithI18n(<AuthenticateLanding locale={locale} config={config} navigate={navigate} />, {
    locale,
  })
  return navigate
}

describe('sign-in landing route', () => {
  it('authenticates the emailed link, reports login complete and goes back to the page', async () => {
    authenticateByUrl.mockResolvedValue({ handled: true, tokenType: 'magic_links', data: {} })
    const navigate = land(
      'returnTo=%2Fexcavators%3Fsort%3Dyear_desc&stytch_token_type=magic_links&token=t1',
    )
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/excavators?sort=year_desc'))
    expect(authenticateByUrl).toHaveBeenCalledWith({ session_duration_minutes: 43200 })
    expect(screen.getByRole('status')).toHaveTextContent("You're signed in. Taking you back…")
    expect(events).toEqual([
      expect.objectContaining({
        description: 'Login Completed',
        extras: { method: 'email_magic_link' },
      }),
    ])
    expect(events[0].urlParams).not.toHaveProperty('token')
  })

  it('never follows a return path to another site', async () => {
    authenticateByUrl.mockResolvedValue({
      handled: true,
      tokenType: 'oauth',
      data: { provider_type: 'Google' },
    })
    const navigate = land(
      'returnTo=https%3A%2F%2Fevil.example%2F&stytch_token_type=oauth&token=t2',
      'es',
    )
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/es/account'))
    expect(events[0].extras).toEqual({ method: 'google' })
  })

  it.each([
    ['a dot segment that normalises to "//"', '%2F..%2F%2Fevil.example'],
    ['encoded slashes', '%2F%252F%252Fevil.example'],
    ['a backslash', '%2F%5Cevil.example'],
    ['a tab URL parsers drop', '%2F%09%2Fevil.example'],
    ['a protocol-relative URL', '%2F%2Fevil.example'],
    ['a javascript: URL', 'javascript%3Aalert(1)'],
  ])('stays on the site when the stored return path hides %s', async (_shape, returnTo) => {
    authenticateByUrl.mockResolvedValue({ handled: true, tokenType: 'magic_links', data: {} })
    const navigate = land(`returnTo=${returnTo}&stytch_token_type=magic_links&token=t9`)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'))
  })

  it('says the link expired or was used, and offers to sign in again', async () => {
    authenticateByUrl.mockRejectedValue(
      Object.assign(new Error('used'), {
        name: 'StytchAPIError',
        error_type: 'unable_to_auth_magic_link',
      }),
    )
    const navigate = land('returnTo=%2Fcranes&stytch_token_type=magic_links&token=t3')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or was already used. Ask for a new one.',
    )
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/signin?returnTo=%2Fcranes',
    )
    expect(navigate).not.toHaveBeenCalled()
    expect(events).toEqual([])
  })

  it('shows the spec §8 fallback "Failed to authenticate token." for other failures', async () => {
    authenticateByUrl.mockRejectedValue(new Error('boom'))
    land('stytch_token_type=magic_links&token=t4')
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to authenticate token.')
  })

  it('explains a visit without a token', async () => {
    authenticateByUrl.mockResolvedValue(null)
    getSync.mockReturnValue(null)
    land('returnTo=%2F')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /finishes signing in from an emailed link/,
    )
  })

  it('reports a refused consent as cancelled', async () => {
    land('error=access_denied&returnTo=%2F')
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in was cancelled.')
    expect(authenticateByUrl).not.toHaveBeenCalled()
  })

  it('explains a provider email that is not verified, in Spanish too', async () => {
    land('error=email_not_verified&returnTo=%2F', 'es')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /no ha confirmado este correo electrónico/,
    )
    expect(authenticateByUrl).not.toHaveBeenCalled()
  })

  it('reports any other provider failure without authenticating', async () => {
    land('error=oauth_failed&returnTo=%2F')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't sign you in with that provider.",
    )
    expect(authenticateByUrl).not.toHaveBeenCalled()
  })
})
