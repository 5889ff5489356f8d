/**
 * Errors in Stytch's shape: `{status_code, request_id, error_type, error_message, error_url}`,
 * flat on both protocols. Types are Stytch's own names (the SDK's StytchAPIErrorType list), so
 * the browser SDK reacts to them as it does against Stytch: `session_not_found` and
 * `unauthorized_credentials` sign the visitor out, anything else is retried or shown.
 */

const CATALOGUE = {
  bad_request: [400, 'The request could not be understood.'],
  invalid_argument: [400, 'One or more arguments are invalid.'],
  invalid_email: [400, 'Email format is invalid.'],
  invalid_phone_number: [
    400,
    'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  ],
  invalid_session_duration_minutes: [
    400,
    'session_duration_minutes must be between 5 and 43200 minutes.',
  ],
  invalid_expiration: [400, 'The expiration is out of the allowed range.'],
  invalid_locale: [400, 'The locale is not supported.'],
  no_match_for_provided_magic_link_url: [
    400,
    'The magic link URL does not match a redirect URL allowed for this project.',
  ],
  no_match_for_provided_oauth_url: [
    400,
    'The OAuth redirect URL does not match a redirect URL allowed for this project.',
  ],
  invalid_password_reset_redirect_url: [
    400,
    'The password reset URL does not match a redirect URL allowed for this project.',
  ],
  pkce_mismatch: [
    400,
    'The code_verifier (pkce) does not match the code_challenge sent with the original request.',
  ],
  pkce_expected_code_verifier: [
    400,
    'A code_verifier (pkce) is required because a code_challenge was sent with the original request.',
  ],
  duplicate_email: [400, 'A user with the specified email already exists for this project.'],
  weak_password: [400, 'The password is too weak. Choose a longer or less common password.'],
  active_totp_exists: [
    400,
    'Cannot create a new TOTP for the specified user since the user already has an active TOTP. Users may only have one active TOTP at a time.',
  ],
  totp_code_already_authenticated: [400, 'This TOTP code has already been used.'],
  invalid_totp_code: [400, 'The TOTP code format is invalid.'],
  invalid_recovery_code: [400, 'The recovery code format is invalid.'],
  invalid_crypto_wallet_address: [400, 'The crypto wallet address is invalid.'],
  invalid_wallet_type: [400, 'Crypto wallet type must be ethereum or solana.'],
  invalid_signature: [400, 'The signature is malformed.'],
  invalid_oauth_provider: [400, 'The OAuth provider is not supported.'],
  invalid_public_key_credential: [400, 'The public key credential is malformed.'],
  invalid_webauthn_registration_domain: [
    400,
    'The WebAuthn domain is not an allowed domain for this project.',
  ],
  empty_webauthn_registration_name: [400, 'The WebAuthn registration name cannot be empty.'],
  cannot_delete_last_primary_factor: [
    400,
    'The user cannot delete their last primary authentication factor.',
  ],
  session_too_old_to_reset_password: [
    400,
    'The session must have authenticated a factor in the last 5 minutes to reset the password.',
  ],
  metadata_too_large: [400, 'Metadata may not exceed 4096 bytes.'],
  invalid_b2b_endpoint: [400, 'This project is not a B2B project.'],
  unauthorized_credentials: [401, 'Unauthorized credentials.'],
  email_verification_required: [
    401,
    'This email address is not verified yet. Sign in with a link or code sent to it; the password works once the address is verified.',
  ],
  invalid_secret_authentication: [
    401,
    'Basic auth on request is invalid. Check that the project ID and secret are correct.',
  ],
  public_token_not_found: [401, 'The public token could not be found.'],
  cannot_update_trusted_metadata: [
    401,
    'Stytch SDKs cannot update trusted metadata with user-provided values.',
  ],
  unable_to_auth_magic_link: [
    401,
    'Magic link could not be authenticated because it was either already used or expired. Send another magic link to this user.',
  ],
  unable_to_auth_otp_code: [
    401,
    'OTP code could not be authenticated because it was either already used, expired or guessed too many times. Send another OTP to this user.',
  ],
  unable_to_auth_password_reset_token: [
    401,
    'The password reset link was already used or has expired. Start the password reset again.',
  ],
  unable_to_authenticate_totp: [401, 'The TOTP code is not valid for this user.'],
  unable_to_authenticate_recovery_code: [
    401,
    'The recovery code is not valid or was already used.',
  ],
  unable_to_authenticate_crypto_wallet: [
    401,
    'The signature does not match an outstanding challenge for this wallet. Start again.',
  ],
  unable_to_register_webauthn_registration: [
    401,
    'The WebAuthn registration could not be verified.',
  ],
  unable_to_auth_webauthn_registration: [
    401,
    'The WebAuthn credential could not be authenticated.',
  ],
  unable_to_authorize_oauth_provider: [401, 'The OAuth provider did not authorize the request.'],
  session_not_found: [404, 'Session could not be found.'],
  user_not_found: [404, 'User could not be found.'],
  email_not_found: [404, 'Email could not be found.'],
  phone_number_not_found: [404, 'Phone number could not be found.'],
  otp_code_not_found: [404, 'The OTP code could not be found for this method.'],
  magic_link_not_found: [404, 'Magic link could not be found.'],
  oauth_token_not_found: [404, 'The OAuth token could not be found.'],
  oauth_user_registration_not_found: [404, 'The OAuth registration could not be found.'],
  totp_not_found: [404, 'The TOTP could not be found.'],
  totps_not_found_for_user: [404, 'The user has no TOTP.'],
  webauthn_registration_not_found: [404, 'WebAuthn registration could not be found.'],
  no_pending_webauthn_registration: [404, 'No WebAuthn registration was started for this user.'],
  biometric_registration_not_found: [404, 'Biometric registration could not be found.'],
  crypto_wallet_not_found: [404, 'Crypto wallet could not be found.'],
  route_not_found: [404, 'The route could not be found.'],
  method_not_allowed: [405, 'The HTTP method is not allowed on this route.'],
  too_many_requests: [429, 'Too many requests have been made.'],
  user_lock_limit_reached: [
    429,
    'The user has been locked out due to too many failed authentication attempts. Please try again later.',
  ],
  internal_server_error: [500, 'Oops, something seems to have gone wrong. Please try again.'],
} as const satisfies Record<string, readonly [number, string]>

export type SigninErrorType = keyof typeof CATALOGUE

export class SigninError extends Error {
  readonly errorType: SigninErrorType
  readonly status: number
  readonly details?: unknown
  readonly retryAfterSeconds?: number

  constructor(
    errorType: SigninErrorType,
    opts: { message?: string; details?: unknown; retryAfterSeconds?: number } = {},
  ) {
    const [status, message] = CATALOGUE[errorType]
    super(opts.message ?? message)
    this.name = 'SigninError'
    this.errorType = errorType
    this.status = status
    this.details = opts.details
    this.retryAfterSeconds = opts.retryAfterSeconds
  }
}

export const signinError = (
  type: SigninErrorType,
  opts?: ConstructorParameters<typeof SigninError>[1],
) => new SigninError(type, opts)

export interface StytchErrorBody {
  status_code: number
  request_id: string
  error_type: string
  error_message: string
  error_url: string
  error_details?: unknown
}

export function errorBody(err: SigninError, requestId: string): StytchErrorBody {
  return {
    status_code: err.status,
    request_id: requestId,
    error_type: err.errorType,
    error_message: err.message,
    error_url: `https://stytch.com/docs/api/errors/${err.status}#${err.errorType}`,
    ...(err.details !== undefined ? { error_details: err.details } : {}),
  }
}

/**
 * Spec §8: the message each call reports when it fails for a reason it cannot name (the
 * catalogue above covers the named ones).
 */
export const FALLBACK_MESSAGES = {
  usersGet: 'Failed to retrieve user info.',
  usersUpdate: 'Failed to update user.',
  deleteEmail: 'Failed to delete email.',
  deletePhoneNumber: 'Failed to delete phone number.',
  deleteTotp: 'Failed to delete TOTP.',
  deleteOAuth: 'Failed to delete OAuth registration.',
  deleteWebauthn: 'Failed to delete WebAuthn registration.',
  deleteBiometric: 'Failed to delete Biometric registration.',
  deleteCryptoWallet: 'Failed to delete crypto wallet.',
  sessionRevoke: 'Error revoking session',
  sessionAuthenticate: 'Error authenticating session',
  magicLinkSend: 'Failed to send magic link',
  tokenAuthenticate: 'Failed to authenticate token.',
  otpSend: 'Failed to send one time passcode',
  walletStart: 'Failed to start wallet authentication.',
  authenticate: 'Failed to authenticate.',
  totpCreate: 'Failed to create TOTP',
  totpAuthenticate: 'Failed to authenticate TOTP',
  recoveryCodes: 'Failed to retrieve recovery codes',
  totpRecover: 'Failed to recover TOTP',
  webauthnRegisterStart: 'Failed to start WebAuthn registration',
  webauthnRegister: 'Failed to register WebAuthn device',
  webauthnAuthenticateStart: 'Failed to start WebAuthn authentication',
  webauthnAuthenticate: 'Failed to authenticate WebAuthn device',
  webauthnUpdate: 'Failed to update WebAuthn Registration',
  passwordCreate: 'Failed to create password.',
  passwordAuthenticate: 'Failed to authenticate password.',
  passwordResetStart: 'Failed to start password reset flow.',
  passwordReset: 'Failed to reset password.',
  passwordSessionReset: 'Failed to reset by session.',
  passwordStrength: 'Failed to check password strength.',
  userSearch: 'Error searching for user',
  orgSearch: 'Error searching slug',
  memberSearch: 'Error searching for member',
  bootstrap: 'Failed to load project configuration.',
  events: 'Failed to record events.',
  jwks: 'Failed to load signing keys.',
  oauthStart: 'Failed to start OAuth.',
} as const
export type FallbackKey = keyof typeof FALLBACK_MESSAGES
