import { isIP } from 'node:net'
import { z } from 'zod'

/* The kinds of value the api's environment variables hold, as zod parsers (./env-schema). */

export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)
export const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional())
export const port = z.coerce.number().int().min(1).max(65535)

/** "10.0.0.7", "::1", "10.0.0.0/8" or "fd00::/8". */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...extra] = entry.split('/')
  const family = isIP(address)
  if (!family || extra.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Comma-separated proxy addresses and CIDR ranges whose X-Forwarded-For is believed; empty
 * believes none. See docs/decisions/007.
 */
export const proxyList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw, ctx) => {
      const entries = raw
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)
      const bad = entries.find((e) => !isAddressOrRange(e))
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `"${bad}" is not an IP address or CIDR range` })
        return z.NEVER
      }
      return entries
    })

/** "https://a.example.com, http://localhost:3000": origins (scheme, host, port; no path). */
export const originList = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const origins: string[] = []
    for (const entry of raw
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      let url: URL | undefined
      try {
        url = new URL(entry)
      } catch {
        url = undefined
      }
      // An origin is what a browser sends in `Origin`: no path, query, credentials or wildcard.
      const isOrigin =
        url &&
        /^https?:$/.test(url.protocol) &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password &&
        !entry.includes('*') &&
        /^https?:\/\/[^/]+\/?$/i.test(entry)
      if (!url || !isOrigin) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin like https://www.example.com (scheme, host and port only)`,
        })
        return z.NEVER
      }
      origins.push(url.origin)
    }
    return origins
  })

export const optionalText = z.preprocess(emptyToUndefined, z.string().optional())

/**
 * An ISO date (`2023-03-12`) or date-time (`2023-03-12T09:00:00-05:00`). A bare date reads as the
 * start of that day (UTC) or, with `endOfDay`, as the end of it: the sweepstakes' last day is
 * included. Unset or empty: `fallback`.
 */
export const isoMoment = (fallback: string, endOfDay = false) =>
  z.preprocess(emptyToUndefined, z.string().trim().default(fallback)).transform((raw, ctx) => {
    const bare = /^\d{4}-\d{2}-\d{2}$/.test(raw)
    const at = new Date(bare ? `${raw}T00:00:00Z` : raw)
    if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: `"${raw}" is not an ISO date like 2023-03-12` })
      return z.NEVER
    }
    return bare && endOfDay ? new Date(at.getTime() + 24 * 3600 * 1000) : at
  })
/** An issuer override for tests; empty or unset: the provider's real issuer. */
export const issuerUrl = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.string().url().optional()).transform((v) => v ?? fallback)
