/**
 * What to tell the visitor when a sign-in call fails: a key of the `auth` namespace. Known
 * Stytch error types get a specific text; anything else gets the spec §8 fallback of the call
 * ("Failed to send magic link", ...). Duck-typed so the SDK is not bundled to recognise errors.
 */
export type SigninCall = 'sendMagicLink' | 'authenticateToken' | 'authenticate' | 'revoke'

const FALLBACK: Record<SigninCall, string> = {
  sendMagicLink: 'fallback.sendMagicLink',
  authenticateToken: 'fallback.authenticateToken',
  authenticate: 'fallback.authenticate',
  revoke: 'fallback.revoke',
}

const LINK_ERRORS = new Set([
  'unable_to_auth_magic_link',
  'magic_link_not_found',
  'oauth_token_not_found',
  'unable_to_authorize_oauth_provider',
  'pkce_mismatch',
  'pkce_expected_code_verifier',
])

export function signinErrorType(error: unknown): string | null {
  const type = (error as { error_type?: unknown } | null)?.error_type
  return typeof type === 'string' ? type : null
}

/** Every key signinErrorKey answers for a sign-out (the account menu's, on every page). */
export const SIGN_OUT_ERROR_KEYS = [
  'errors.tooManyRequests',
  'errors.emailInvalid',
  'errors.linkInvalid',
  'errors.unreachable',
  'fallback.revoke',
] as const

export function signinErrorKey(error: unknown, call: SigninCall): string {
  const type = signinErrorType(error)
  if (type === 'too_many_requests') return 'errors.tooManyRequests'
  if (type === 'invalid_email') return 'errors.emailInvalid'
  if (type && LINK_ERRORS.has(type) && call !== 'sendMagicLink') return 'errors.linkInvalid'
  const name = (error as { name?: unknown } | null)?.name
  // The SDK's "unreachable" errors, and fetch failures that escape it.
  if (
    name === 'StytchAPIUnreachableError' ||
    name === 'SDKAPIUnreachableError' ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  ) {
    return 'errors.unreachable'
  }
  return FALLBACK[call]
}

/**
 * What the landing page says when the api sends the visitor back with `?error=<code>` from
 * Google or Apple (api/src/signin/factors/oauth.ts OAuthErrorCode): a key of the `auth`
 * namespace. Unknown codes get the general "could not sign in with that provider".
 */
export function oauthErrorKey(code: string): string {
  switch (code) {
    case 'access_denied':
      return 'errors.cancelled'
    case 'email_not_verified':
      return 'errors.oauthEmailNotVerified'
    case 'invalid_state':
      return 'errors.oauthExpired'
    case 'too_many_requests':
      return 'errors.tooManyRequests'
    default:
      return 'errors.oauthFailed'
  }
}
