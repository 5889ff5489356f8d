import { createHash } from 'node:crypto'
import {
  cleanAnalyticsParams,
  hashedParamName,
  isEmailParam,
  isSecretProperty,
} from '@ironyard/contract/analytics-params'

/** An email, normalised (trimmed, lower-cased) and hashed: the tags match it, nobody reads it. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

/**
 * URL parameters as stored (the contract's rule, analytics-params.ts): sign-in secrets removed
 * (keys compared case-insensitively; `code` and `state` only on the sign-in route at `path`), and
 * every email kept only as its SHA-256 (`email` → `email_sha256`). `path` is the page the
 * parameters belong to; null when unknown (first-visit parameters, cleaned by the browser for
 * their own page).
 */
export function cleanParams(
  params: Record<string, string>,
  path: string | null = null,
): Record<string, string> {
  return cleanAnalyticsParams(params, { path, hash: hashEmail })
}

/**
 * The caller's extras: sign-in secrets by name dropped (the login modal's `state` is no secret),
 * an `email` kept only hashed; values untouched otherwise.
 */
export function cleanProperties(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (isSecretProperty(key)) continue
    if (key.toLowerCase() === 'email') {
      if (typeof value === 'string' && value.trim() && isEmailParam(key, value))
        out[hashedParamName(key)] = hashEmail(value)
      continue
    }
    out[key] = value
  }
  return out
}
