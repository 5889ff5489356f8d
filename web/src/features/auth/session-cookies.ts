import { cookies } from 'next/headers'
import { SESSION_COOKIE, SESSION_JWT_COOKIE } from './constants'

/**
 * The visitor's sign-in cookies as a Cookie header for the api (server side). The api verifies
 * the JWT locally and falls back to the opaque token when the JWT is stale, so both travel.
 * Empty for anonymous visitors.
 */
export async function sessionHeaders(): Promise<Record<string, string>> {
  const jar = await cookies()
  const parts: string[] = []
  for (const name of [SESSION_COOKIE, SESSION_JWT_COOKIE]) {
    const value = jar.get(name)?.value
    if (value) parts.push(`${name}=${encodeURIComponent(value)}`)
  }
  return parts.length ? { cookie: parts.join('; ') } : {}
}

/** Does the request carry a sign-in session cookie? (Presence only; the api decides validity.) */
export async function hasSession(): Promise<boolean> {
  const jar = await cookies()
  return Boolean(jar.get(SESSION_COOKIE)?.value || jar.get(SESSION_JWT_COOKIE)?.value)
}
