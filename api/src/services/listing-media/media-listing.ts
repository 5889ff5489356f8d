import { MEDIA_FIELD_NAMES, type MediaFieldName } from '@ironyard/contract/media-error-keys'
import type { AuditAction } from '@ironyard/contract/audit'
import { and, count, eq } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { listingImages, listings, makes, type Listing } from '../../db/schema'
import { t } from '../../i18n'
import { AppError, parseOrThrow, safeParseInput, type FieldError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { storageFor, type Storage } from '../../lib/storage'
import { recordAudit } from '../audit/record-audit'
import { stockNumberSchema, type Tx } from '../listing-admin/listing-lifecycle'
import {
  listingScopeCondition,
  type ListingActor,
  type ListingScope,
} from '../listing-admin/listing-scope'

/** What the media services need: the database, the clock and the configured storage. */
export type MediaDeps = Pick<AppDeps, 'database' | 'env' | 'now'>

export const mediaStorage = (deps: MediaDeps): Storage => storageFor(deps.env)

export const parseStockNumber = (raw: unknown, locale: Locale): string =>
  parseOrThrow(stockNumberSchema, raw, locale)

/**
 * The listing (any state: staff add photos to drafts) with its make's name, locked for the
 * transaction when `lock` is set, so concurrent uploads count and number photos one at a time.
 * Only in the caller's scope (decision 032): another seller's listing is NOT_FOUND.
 */
export async function loadMediaListing(
  tx: Tx,
  stockNumber: string,
  scope: ListingScope,
  opts: { lock?: boolean } = {},
): Promise<Listing & { makeName: string }> {
  const q = tx
    .select({ l: listings, makeName: makes.name })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .where(and(eq(listings.stockNumber, stockNumber), listingScopeCondition(scope)))
  const [row] = opts.lock ? await q.for('update', { of: listings }) : await q
  if (!row)
    throw new AppError('NOT_FOUND', { messageKey: 'admin:listing.notFound', vars: { stockNumber } })
  return { ...row.l, makeName: row.makeName }
}

/** "2019 Caterpillar 320": how a photo's default alt text and a document's title name it. */
/**
 * Where a photo is, as the audit log says it ("photo 3 of 7", issue 36): its number from 1 and
 * the listing's photo count, read in the change's transaction (`extra`: a photo deleted there).
 */
export async function photoPlace(
  tx: Tx,
  listingId: number,
  position: number,
  extra = 0,
): Promise<{ photoNumber: number; photoCount: number }> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
  return { photoNumber: position + 1, photoCount: n + extra }
}

export const machineTitle = (l: { year: number; makeName: string; model: string }) =>
  `${l.year} ${l.makeName} ${l.model}`

/**
 * Parse with a contract schema whose messages are `key:media.<key>`; refused fields answer
 * VALIDATION with the text of `media:field.<key>` in the caller's language.
 */
export function parseMediaInput<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } }
  },
  value: unknown,
  locale: Locale,
): T {
  const result = safeParseInput(schema, value)
  if (result.success) return result.data
  const fields: FieldError[] = result.error.issues.map((issue) => {
    const keyed = /^key:media\.(\w+)$/.exec(issue.message)
    const name = keyed?.[1] ?? 'invalid'
    // One of the contract's media field names (the console knows the same list), else invalid.
    const key: MediaFieldName | 'invalid' = (MEDIA_FIELD_NAMES as readonly string[]).includes(name)
      ? (name as MediaFieldName)
      : 'invalid'
    return {
      path: issue.path.map(String).join('.') || '(root)',
      key: `media.${key}`,
      message: t(locale, `media:field.${key}`),
    }
  })
  throw new AppError('VALIDATION', { messageKey: 'media:field.invalid' }, { fields })
}

/** A numeric id from GraphQL's ID; anything else is the given NOT_FOUND. */
export function idOf(raw: unknown, notFound: () => AppError): number {
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound()
  return n
}

/**
 * One staff change to a listing's media, in one transaction with its audit entry: the listing is
 * locked, `change` writes and says what to record (null: nothing changed, nothing recorded).
 */
export async function runMediaChange<T>(
  deps: MediaDeps,
  input: { stockNumber: string; actor: ListingActor; action: AuditAction },
  change: (
    tx: Tx,
    listing: Listing & { makeName: string },
  ) => Promise<{
    result: T
    audit: { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null
  }>,
): Promise<T> {
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    const listing = await loadMediaListing(tx, input.stockNumber, input.actor.scope, {
      lock: true,
    })
    const done = await change(tx, listing)
    if (done.audit)
      await recordAudit(tx, {
        actor: { id: input.actor.id, email: input.actor.email },
        action: input.action,
        entityType: 'listing',
        entityKey: input.stockNumber,
        before: done.audit.before,
        after: done.audit.after,
        at: now,
      })
    return done.result
  })
}
