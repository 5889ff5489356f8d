import { splitLocale } from '@/lib/paths'
import { AUTHENTICATE_PATH, SIGNIN_PATH } from './constants'

const BASE = 'http://return-to.invalid'
const MAX_LENGTH = 2048

/**
 * Where to send a visitor after signing in: a path on this site, never another origin (an open
 * redirect would hand the fresh session's page to anyone who crafts a link). Anything else, and
 * the sign-in pages themselves (a loop), give the fallback.
 */
export function safeReturnTo(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback
  // Only root-relative paths: "//host", "/\host" and schemes are other origins to a browser.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback
  // Control characters and backslashes are read differently by browsers and URL parsers.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const { path } = splitLocale(url.pathname)
  if (path === SIGNIN_PATH || path === AUTHENTICATE_PATH) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** The page the visitor is on (path and query), to come back to after signing in. */
export function currentReturnTo(loc: Pick<Location, 'pathname' | 'search'>): string {
  return `${loc.pathname}${loc.search}`
}
