/**
 * Sign-in settings shared by the server and the browser (spec §3, §6, §9). The session cookies
 * themselves are plumbing every layer reads: lib/session.ts; the sign-in page's address and its
 * parameters: lib/signin-href.ts (re-exported here).
 */
export { DEFAULT_TAB, SIGNIN_PATH, type LoginReason, type LoginTab } from '@/lib/signin-href'

/** 30 days: the longest session the local service grants (hosted Stytch allows more). */
export const SESSION_DURATION_MINUTES = 30 * 24 * 60

/** Spec §6 and §9: the emailed sign-in link expires in 1 hour. */
export const MAGIC_LINK_EXPIRATION_MINUTES = 60

/** The landing route of magic links and OAuth (the local service's default redirect URL). */
export const AUTHENTICATE_PATH = '/authenticate'
/** Where a visitor goes after signing in when the page they were on is unknown. */
export const DEFAULT_AFTER_SIGNIN = '/account'

/** The providers the modal offers (spec §6); the service supports the other 17 too. */
export const OAUTH_PROVIDERS = ['google', 'apple'] as const
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number]
