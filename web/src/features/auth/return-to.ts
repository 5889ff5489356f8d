import { splitLocale } from '@/lib/paths'
import { AUTHENTICATE_PATH, SIGNIN_PATH } from './constants'

const BASE = 'http://return-to.invalid'
const MAX_LENGTH = 2048
/** Control characters (URL parsers drop tabs and newlines) and backslashes (read as "/"). */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/
/** An encoded slash or backslash, also encoded twice (`%252F`): a second decoder's `/`. */
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c)/i

/**
 * Whether a path is one this site serves, as a browser would read it: one leading slash, no
 * second slash or backslash after it ("//host" and "/\host" are other origins), no character
 * a parser drops or reads as a separator.
 */
function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  return !UNSAFE_CHARACTERS.test(path)
}

/**
 * The path a browser is sent to when given `raw` as a redirect, if that path is on this site;
 * null otherwise. The check runs on the path as it comes in AND on the path it becomes once the
 * URL parser has resolved dot segments ("/..//evil.example" is "//evil.example"), and refuses
 * encoded slashes and backslashes in the path (a proxy or router that decodes them would see
 * "//evil.example"), control characters, userinfo and anything the parser puts elsewhere.
 */
export function sitePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null
  // Only root-relative paths: "//host", "/\host", "https:", "javascript:" are refused here.
  if (!isSitePath(raw)) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE || url.username || url.password) return null
  if (ENCODED_SEPARATOR.test(url.pathname)) return null
  const normalised = `${url.pathname}${url.search}${url.hash}`
  // After normalisation: what the browser will actually be sent to.
  if (!isSitePath(normalised) || new URL(normalised, BASE).origin !== BASE) return null
  return normalised
}

/**
 * Where to send a visitor after signing in: a path on this site (`sitePath`), never another
 * origin (an open redirect would hand the fresh session's page to anyone who crafts a link).
 * Anything else, and the sign-in pages themselves (a loop), give the fallback.
 */
export function safeReturnTo(raw: unknown, fallback: string): string {
  const path = sitePath(raw)
  if (path === null) return fallback
  const { path: page } = splitLocale(new URL(path, BASE).pathname)
  if (page === SIGNIN_PATH || page === AUTHENTICATE_PATH) return fallback
  return path
}

/**
 * The last check before the browser navigates to a return path: resolved against the current
 * page by the browser's own URL parser, it must stay on this origin and add no user name or
 * password (`https://evil.example@this.site/` is this origin, shown as another; a path keeps
 * the page's own). Gives `fallback` otherwise.
 */
export function sameOriginTarget(target: string, here: string, fallback: string): string {
  try {
    const base = new URL(here)
    const url = new URL(target, base)
    const sameUser = url.username === base.username && url.password === base.password
    return url.origin === base.origin && sameUser ? target : fallback
  } catch {
    return fallback
  }
}

/** The page the visitor is on (path and query), to come back to after signing in. */
export function currentReturnTo(loc: Pick<Location, 'pathname' | 'search'>): string {
  return `${loc.pathname}${loc.search}`
}
