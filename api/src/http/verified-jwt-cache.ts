import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'

/** What a session JWT's local verification gives the request's authentication. */
export interface VerifiedSession {
  session_id: string
  user_id: string
  roles: string[]
}

interface Entry {
  session: VerifiedSession
  /** The clock (the caller's `now`) when the signature was verified. */
  verifiedAtMs: number
  /** The earlier of the JWT's `exp` and verifiedAtMs + the cache's TTL. */
  validUntilMs: number
}

/** A session JWT lives 5 minutes; a verified one is trusted again for at most a fifth of that. */
export const VERIFIED_JWT_TTL_MS = 60_000
export const VERIFIED_JWT_MAX = 10_000

/**
 * Session JWTs whose signature and claims were verified (issue 34 point 6: the verification was
 * ~8.5% of the api's CPU a bid, repeated on every request of the same token). Keyed by the token's
 * SHA-256, so a token that differs by one byte (tampered) misses and is verified in full; an entry
 * is good until the token's own `exp` or the TTL, whichever is first, checked against the caller's
 * clock, so an expired token is refused as before. It caches the signature check only: revocation
 * is a separate list the caller consults on every request, hit or miss. Bounded (LRU).
 */
export class VerifiedJwtCache {
  private readonly entries: LRUCache<string, Entry>

  constructor(opts: { max?: number; ttlMs?: number } = {}) {
    this.ttlMs = opts.ttlMs ?? VERIFIED_JWT_TTL_MS
    this.entries = new LRUCache<string, Entry>({ max: opts.max ?? VERIFIED_JWT_MAX })
  }

  private readonly ttlMs: number

  get size(): number {
    return this.entries.size
  }

  /** The session a still-valid cached verification of `jwt` gave, or null (verify it). */
  get(jwt: string, now: Date): VerifiedSession | null {
    const k = keyOf(jwt)
    const entry = this.entries.get(k)
    if (!entry) return null
    const t = now.getTime()
    if (t < entry.verifiedAtMs || t >= entry.validUntilMs) {
      this.entries.delete(k)
      return null
    }
    return entry.session
  }

  /** Remember a verification of `jwt` made at `now` (a token without a readable `exp`: not kept). */
  set(jwt: string, session: VerifiedSession, now: Date): void {
    const expMs = expiryMs(jwt)
    if (expMs === null) return
    const t = now.getTime()
    const validUntilMs = Math.min(expMs, t + this.ttlMs)
    if (validUntilMs <= t) return
    const kept = {
      session_id: session.session_id,
      user_id: session.user_id,
      roles: [...session.roles],
    }
    this.entries.set(keyOf(jwt), { session: Object.freeze(kept), verifiedAtMs: t, validUntilMs })
  }
}

const keyOf = (jwt: string) => createHash('sha256').update(jwt).digest('base64url')

/** The JWT's `exp` in ms (its payload was just verified; read again here, no check). */
function expiryMs(jwt: string): number | null {
  const payload = jwt.split('.')[1]
  if (!payload) return null
  try {
    const exp = (
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }
    ).exp
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
  } catch {
    return null
  }
}
