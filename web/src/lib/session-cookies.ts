import { cookies } from 'next/headers'
import { SESSION_COOKIE, SESSION_JWT_COOKIE } from './session'

/**
 * The visitor's sign-in cookies as a Cookie header for the api (server side). The api verifies
 * the JWT locally and falls back to the opaque token when the JWT is stale, so both travel.
 * Empty for anonymous visitors.
 */
export async function sessionHeaders(): Promise<Record<string, string>> {
  const jar = await cookies()
  // A lone JWT is no session on the web (hasSessionCookie): it is not sent either.
  if (!jar.get(SESSION_COOKIE)?.value) return {}
  const parts: string[] = []
  for (const name of [SESSION_COOKIE, SESSION_JWT_COOKIE]) {
    const value = jar.get(name)?.value
    if (value) parts.push(`${name}=${encodeURIComponent(value)}`)
  }
  return parts.length ? { cookie: parts.join('; ') } : {}
}

/**
 * Does the request carry a sign-in session? (Presence only; the api decides validity.) The same
 * rule as hasSessionCookie, which the browser applies to document.cookie.
 */
export async function hasSession(): Promise<boolean> {
  const jar = await cookies()
  return Boolean(jar.get(SESSION_COOKIE)?.value)
}
