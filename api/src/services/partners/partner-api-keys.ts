import { createHash, randomBytes } from 'node:crypto'
import { idempotencyKeySchema } from '@ironyard/contract/admin-listing'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps, CurrentUser } from '../../context'
import { partnerApiKeys, sellers, type PartnerApiKey } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { t, type MessageKey } from '../../i18n'
import { recordAudit, type Actor } from '../audit/record-audit'
import type { Tx } from '../listing-admin/listing-lifecycle'

/** Every key starts with this; 32 random bytes (256 bits) follow, base64url. */
export const KEY_PREFIX = 'iy_live_'
/** How much of a key a list shows. */
const SHOWN_CHARS = 8
/**
 * Live (not revoked) keys a partner may hold. Each key has its own feed rate limit, so without a
 * cap a partner multiplies the uploads a minute the api takes by creating keys.
 */
export const MAX_LIVE_KEYS = 10

export const hashPartnerKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** The partner seller the signed-in member works for; FORBIDDEN for anyone else. */
export function partnerSellerOf(
  user: CurrentUser | null | undefined,
  messageKey: MessageKey = 'partner-feed:keys.notMember',
): number {
  const id = user?.partnerSellerId
  if (!user || !user.roles.includes('partner') || typeof id !== 'number') {
    throw new AppError('FORBIDDEN', { messageKey })
  }
  return id
}

const nameSchema = z
  .string({ error: 'key:validation.required' })
  .trim()
  .min(1, 'key:validation.required')
  .max(80, 'key:validation.tooLong')

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Deps = Pick<AppDeps, 'database' | 'now'>

/**
 * A new API key for the member's partner seller (issue 15). The answer carries the key, the only
 * time it is ever shown: only its SHA-256 is stored. The same idempotency key twice (a double
 * submit) creates one key; the repeat answers it without the key (`key` null). A partner holds at
 * most MAX_LIVE_KEYS live keys: the next is a VALIDATION error on `name`, decided under a lock of
 * the partner's row so concurrent creations cannot pass the cap together.
 */
export async function createPartnerApiKey(
  deps: Deps,
  user: CurrentUser | null,
  input: { name: unknown; idempotencyKey?: unknown },
  locale: Locale,
): Promise<PartnerApiKey & { key: string | null }> {
  const sellerId = partnerSellerOf(user)
  const { name, idempotencyKey } = parseOrThrow(
    z.object({ name: nameSchema, idempotencyKey: idempotencyKeySchema }),
    { name: input.name, idempotencyKey: input.idempotencyKey ?? null },
    locale,
  )
  const earlier = async (db: Pick<Tx, 'select'> = deps.database.db) => {
    if (!idempotencyKey) return undefined
    const [row] = await db
      .select()
      .from(partnerApiKeys)
      .where(
        and(eq(partnerApiKeys.sellerId, sellerId), eq(partnerApiKeys.creationKey, idempotencyKey)),
      )
    return row
  }
  const found = await earlier()
  if (found) return { ...found, key: null }
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  const now = deps.now()
  const row = await deps.database.db.transaction(async (tx) => {
    // One creation at a time per partner (the seller row's lock), so two concurrent ones cannot
    // both see room under the cap. NO KEY UPDATE leaves the seller's other writers alone (a
    // listing's foreign key only takes KEY SHARE).
    const [seller] = await tx
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.id, sellerId))
      .for('no key update')
    if (!seller) throw new AppError('FORBIDDEN', { messageKey: 'partner-feed:keys.notMember' })
    // A concurrent double submit won the race: answer its key (without the secret).
    const won = await earlier(tx)
    if (won) return won
    const [{ live }] = await tx
      .select({ live: count() })
      .from(partnerApiKeys)
      .where(and(eq(partnerApiKeys.sellerId, sellerId), isNull(partnerApiKeys.revokedAt)))
    if (live >= MAX_LIVE_KEYS) {
      throw new AppError(
        'VALIDATION',
        { messageKey: 'errors:input.invalid' },
        {
          fields: [
            {
              path: 'name',
              key: 'partner-feed.keys.limitReached',
              params: { max: MAX_LIVE_KEYS },
              message: t(locale, 'partner-feed:keys.limitReached', { max: MAX_LIVE_KEYS }),
            },
          ],
        },
      )
    }
    const [created] = await tx
      .insert(partnerApiKeys)
      .values({
        sellerId,
        name,
        prefix: key.slice(0, KEY_PREFIX.length + SHOWN_CHARS),
        keyHash: hashPartnerKey(key),
        createdBy: user!.email,
        creationKey: idempotencyKey ?? null,
        createdAt: now,
      })
      .returning()
    await recordAudit(tx, {
      actor: { id: user!.id, email: user!.email },
      action: 'partner.apiKey.create',
      entityType: 'partner_api_key',
      entityKey: created.id,
      before: null,
      after: { sellerId, name, prefix: created.prefix },
      at: now,
    })
    return { ...created, key }
  })
  return { ...row, key: 'key' in row ? row.key : null }
}

/** The member's partner's keys, newest first, revoked ones included. */
export async function listPartnerApiKeys(
  deps: Deps,
  user: CurrentUser | null,
): Promise<PartnerApiKey[]> {
  const sellerId = partnerSellerOf(user)
  return deps.database.db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.sellerId, sellerId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id))
}

/**
 * Revoke one of the partner's keys: it stops working at once. Another partner's key, or no key,
 * is NOT_FOUND; revoking a revoked key again changes nothing.
 */
export async function revokePartnerApiKey(
  deps: Deps,
  user: CurrentUser | null,
  input: { id: unknown },
  locale: Locale,
): Promise<PartnerApiKey> {
  const sellerId = partnerSellerOf(user)
  const notFound = () => new AppError('NOT_FOUND', { messageKey: 'partner-feed:keys.notFound' })
  if (typeof input.id !== 'string' || !uuidPattern.test(input.id)) {
    parseOrThrow(z.string().min(1, 'key:validation.required'), input.id, locale)
    throw notFound()
  }
  const id = input.id.toLowerCase()
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    const [key] = await tx
      .select()
      .from(partnerApiKeys)
      .where(and(eq(partnerApiKeys.id, id), eq(partnerApiKeys.sellerId, sellerId)))
      .for('update')
    if (!key) throw notFound()
    if (key.revokedAt) return key
    const [revoked] = await tx
      .update(partnerApiKeys)
      .set({ revokedAt: now })
      .where(eq(partnerApiKeys.id, id))
      .returning()
    await recordAudit(tx, {
      actor: { id: user!.id, email: user!.email },
      action: 'partner.apiKey.revoke',
      entityType: 'partner_api_key',
      entityKey: id,
      before: { revokedAt: null },
      after: { sellerId, name: key.name, prefix: key.prefix, revokedAt: now.toISOString() },
      at: now,
    })
    return revoked
  })
}

/**
 * Revoke the live keys `email` created for partner `sellerId`, when that member leaves the partner
 * (removed, or moved to another): a key must not keep the access its creator lost. Each is audited
 * as partner.apiKey.revoke with the reason. Answers how many were revoked.
 */
export async function revokeKeysCreatedBy(
  tx: Pick<Tx, 'update' | 'insert'>,
  input: { sellerId: number; email: string; actor: Actor; now: Date; reason: string },
): Promise<number> {
  const revoked = await tx
    .update(partnerApiKeys)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(partnerApiKeys.sellerId, input.sellerId),
        sql`lower(${partnerApiKeys.createdBy}) = ${input.email.toLowerCase()}`,
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning({ id: partnerApiKeys.id, name: partnerApiKeys.name, prefix: partnerApiKeys.prefix })
  for (const key of revoked) {
    await recordAudit(tx, {
      actor: input.actor,
      action: 'partner.apiKey.revoke',
      entityType: 'partner_api_key',
      entityKey: key.id,
      before: { revokedAt: null },
      after: {
        sellerId: input.sellerId,
        name: key.name,
        prefix: key.prefix,
        revokedAt: input.now.toISOString(),
        reason: input.reason,
      },
      at: input.now,
    })
  }
  return revoked.length
}
