import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { AppDeps, ServerServices } from '../../context'
import { partnerApiKeys, sellers } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { enforceRateLimit } from '../../lib/rate-limit'
import { hashPartnerKey, KEY_PREFIX } from './partner-api-keys'

/** Feed requests per key and minute. */
export const FEED_RATE_LIMIT_PER_MINUTE = 60

/** Who a feed request acts for: the key and its partner seller. */
export interface FeedCaller {
  keyId: string
  keyPrefix: string
  sellerId: number
  sellerName: string
  /** Who created the key (the audit log names them with the key). */
  createdBy: string
}

/**
 * The partner behind `Authorization: Bearer <key>` (issue 15): the key is looked up by its
 * SHA-256 (so no timing comparison of secrets happens here). No key, an unknown one or a revoked
 * one is UNAUTHENTICATED (401); past FEED_RATE_LIMIT_PER_MINUTE requests a minute, RATE_LIMITED
 * (429). Marks the key used, at most once a minute.
 */
export async function authenticatePartnerKey(
  deps: Pick<AppDeps, 'database' | 'now'> & Pick<ServerServices, 'rateLimiter'>,
  authorization: string | undefined,
): Promise<FeedCaller> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  if (!m) throw new AppError('UNAUTHENTICATED', { messageKey: 'partner-feed:feed.keyMissing' })
  const key = m[1]
  const invalid = () =>
    new AppError('UNAUTHENTICATED', { messageKey: 'partner-feed:feed.keyInvalid' })
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) throw invalid()
  const [found] = await deps.database.db
    .select({
      id: partnerApiKeys.id,
      prefix: partnerApiKeys.prefix,
      createdBy: partnerApiKeys.createdBy,
      sellerId: partnerApiKeys.sellerId,
      sellerName: sellers.name,
      sellerKind: sellers.kind,
      revokedAt: partnerApiKeys.revokedAt,
    })
    .from(partnerApiKeys)
    .innerJoin(sellers, eq(sellers.id, partnerApiKeys.sellerId))
    .where(eq(partnerApiKeys.keyHash, hashPartnerKey(key)))
  if (!found || found.revokedAt || found.sellerKind !== 'partner') throw invalid()
  await enforceRateLimit(
    deps.rateLimiter,
    `partner-feed:${found.id}`,
    FEED_RATE_LIMIT_PER_MINUTE,
    60,
    { messageKey: 'partner-feed:feed.rateLimited' },
  )
  const now = deps.now()
  await deps.database.db
    .update(partnerApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(partnerApiKeys.id, found.id),
        or(
          isNull(partnerApiKeys.lastUsedAt),
          lt(partnerApiKeys.lastUsedAt, new Date(now.getTime() - 60_000)),
        ),
      ),
    )
  return {
    keyId: found.id,
    keyPrefix: found.prefix,
    sellerId: found.sellerId,
    sellerName: found.sellerName,
    createdBy: found.createdBy,
  }
}
