/**
 * Sign-in settings shared by the server and the browser (spec §3, §6, §9). The SDK keeps the
 * session in two cookies on the web's host: the opaque token and a 5-minute JWT.
 */
export const SESSION_COOKIE = 'stytch_session'
export const SESSION_JWT_COOKIE = 'stytch_session_jwt'

/** 30 days: the longest session the local service grants (hosted Stytch allows more). */
export const SESSION_DURATION_MINUTES = 30 * 24 * 60

/** Spec §6 and §9: the emailed sign-in link expires in 1 hour. */
export const MAGIC_LINK_EXPIRATION_MINUTES = 60

/** The landing route of magic links and OAuth (the local service's default redirect URL). */
export const AUTHENTICATE_PATH = '/authenticate'
export const SIGNIN_PATH = '/signin'
/** Where a visitor goes after signing in when the page they were on is unknown. */
export const DEFAULT_AFTER_SIGNIN = '/account'

export type LoginTab = 'signup' | 'login'
/** Spec §4: the login modal opens on the signup tab. */
export const DEFAULT_TAB: LoginTab = 'signup'

/** Why the modal opened: picks the line under its title. */
export type LoginReason = 'favorite' | 'inspection' | 'account' | 'valueTracker'

/** The providers the modal offers (spec §6); the service supports the other 17 too. */
export const OAUTH_PROVIDERS = ['google', 'apple'] as const
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number]

/**
 * Is the visitor signed in, by a Cookie header (or document.cookie)? Presence only; the api
 * decides validity. The session is the opaque token: the SDK refreshes it and the JWT is its
 * 5-minute copy, so a lone JWT signs nobody in. The header, the account pages and the browser all
 * read this one rule (issue 16, defect 17: with only the JWT, /account said "Signed in as..."
 * while the header, following the SDK, said "Sign in").
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, SESSION_COOKIE) !== null
}

/** Does a Cookie header carry either sign-in cookie? What may make an answer personal. */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return (
    cookieValue(cookieHeader, SESSION_COOKIE) !== null ||
    cookieValue(cookieHeader, SESSION_JWT_COOKIE) !== null
  )
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=')
    if (key === name && value) return value
  }
  return null
}
