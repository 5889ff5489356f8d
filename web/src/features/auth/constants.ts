/**
 * Sign-in settings shared by the server and the browser (spec §3, §6, §9). The session cookies
 * themselves are plumbing every layer reads: lib/session.ts.
 */

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
