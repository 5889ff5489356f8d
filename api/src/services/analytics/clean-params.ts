import { createHash } from 'node:crypto'

/**
 * Sign-in secrets a page address can still carry (magic-link and OAuth callbacks, session
 * tokens). They never reach the analytics table, whatever the browser sent.
 */
export const SECRET_PARAM_KEYS: ReadonlySet<string> = new Set([
  'token',
  'code',
  'state',
  'stytch_token_type',
  'session_token',
  'session_jwt',
  'intermediate_session_token',
  'code_verifier',
  'id_token',
  'access_token',
  'refresh_token',
  'password',
])

/** An email, normalised (trimmed, lower-cased) and hashed: the tags match it, nobody reads it. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

/**
 * URL parameters as stored: secrets removed (keys compared case-insensitively), and an `email`
 * parameter (spec §7: the tags read it) kept only as `email_sha256`.
 */
export function cleanParams(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    const k = key.toLowerCase()
    if (SECRET_PARAM_KEYS.has(k)) continue
    if (k === 'email') {
      if (value.trim()) out.email_sha256 = hashEmail(value)
      continue
    }
    out[key] = value
  }
  return out
}

/** The caller's extras: the same rule on the top-level keys, values untouched otherwise. */
export function cleanProperties(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    const k = key.toLowerCase()
    if (SECRET_PARAM_KEYS.has(k)) continue
    if (k === 'email') {
      if (typeof value === 'string' && value.trim()) out.email_sha256 = hashEmail(value)
      continue
    }
    out[key] = value
  }
  return out
}
