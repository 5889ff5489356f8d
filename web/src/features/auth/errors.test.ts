import { oauthErrorKey, signinErrorKey } from './errors'

const apiError = (error_type: string) =>
  Object.assign(new Error(error_type), { name: 'StytchAPIError', error_type })

describe('sign-in error texts', () => {
  it('uses the spec §8 fallback message of the call for unexpected errors', () => {
    expect(signinErrorKey(apiError('internal_server_error'), 'sendMagicLink')).toBe(
      'fallback.sendMagicLink',
    )
    expect(signinErrorKey(new Error('boom'), 'authenticateToken')).toBe(
      'fallback.authenticateToken',
    )
    expect(signinErrorKey(undefined, 'revoke')).toBe('fallback.revoke')
  })

  it('names rate limits, bad addresses, used links and an unreachable service', () => {
    expect(signinErrorKey(apiError('too_many_requests'), 'sendMagicLink')).toBe(
      'errors.tooManyRequests',
    )
    expect(signinErrorKey(apiError('invalid_email'), 'sendMagicLink')).toBe('errors.emailInvalid')
    expect(signinErrorKey(apiError('unable_to_auth_magic_link'), 'authenticateToken')).toBe(
      'errors.linkInvalid',
    )
    const unreachable = Object.assign(new Error('x'), { name: 'StytchAPIUnreachableError' })
    expect(signinErrorKey(unreachable, 'authenticate')).toBe('errors.unreachable')
    expect(signinErrorKey(new TypeError('Failed to fetch'), 'sendMagicLink')).toBe(
      'errors.unreachable',
    )
  })
})

describe('provider errors on the landing page', () => {
  it('names each code the api sends back, and falls back for the rest', () => {
    expect(oauthErrorKey('access_denied')).toBe('errors.cancelled')
    expect(oauthErrorKey('email_not_verified')).toBe('errors.oauthEmailNotVerified')
    expect(oauthErrorKey('invalid_state')).toBe('errors.oauthExpired')
    expect(oauthErrorKey('too_many_requests')).toBe('errors.tooManyRequests')
    expect(oauthErrorKey('<script>')).toBe('errors.oauthFailed')
  })
})
