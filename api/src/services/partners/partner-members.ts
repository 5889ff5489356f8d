import { emailSchema } from '@ironyard/contract/forms/fields'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps, CurrentUser } from '../../context'
import type { Database } from '../../db/client'
import { partnerMembers, sellers } from '../../db/schema'
import { AppError, parseOrThrow, type FieldError } from '../../lib/errors'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { countListingsByStatus } from '../admin/get-admin-dashboard'
import { recordAudit, type Actor } from '../audit/record-audit'
import type { Tx } from '../listing-admin/listing-lifecycle'
import { revokeKeysCreatedBy } from './partner-api-keys'
import { partnerSellerName } from './partner-inventory'

/**
 * Make `email` (lower-cased) a member of a partner seller (issue 15): they get the partner's
 * pages and feed once they sign in with that address verified. An address belongs to one partner;
 * adding it to another moves it. Answers whether anything changed.
 */
export async function addPartnerMember(
  database: Database,
  input: { email: string; sellerId: number; addedBy: string; now: Date },
): Promise<{ email: string; unchanged: boolean }> {
  const email = input.email.trim().toLowerCase()
  const rows = await database.db
    .insert(partnerMembers)
    .values({ email, sellerId: input.sellerId, addedBy: input.addedBy, addedAt: input.now })
    .onConflictDoUpdate({
      target: partnerMembers.email,
      set: { sellerId: input.sellerId, addedBy: input.addedBy, addedAt: input.now },
      setWhere: sql`${partnerMembers.sellerId} <> excluded.seller_id`,
    })
    .returning({ email: partnerMembers.email })
  return { email, unchanged: rows.length === 0 }
}

/** The partner seller the demo partner works for: the first partner seller of the seed. */
export async function demoPartnerSellerId(database: Database): Promise<number | null> {
  const [row] = await database.db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.kind, 'partner'))
    .orderBy(asc(sellers.id))
    .limit(1)
  return row?.id ?? null
}

/** A partner seller as staff manage it: its listings and members. */
export interface PartnerSellerAdmin {
  id: string
  name: string
  listingCount: number
  members: Array<{ email: string; addedAt: Date; addedBy: string | null }>
}

/** Every partner seller (or one) with its listing count and members by address, by name. */
export async function listPartnerSellers(
  deps: Pick<AppDeps, 'database'>,
  onlySellerId?: number,
): Promise<PartnerSellerAdmin[]> {
  const { db } = deps.database
  const partners = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      // Qualified by hand: drizzle writes a one-table select's columns without their table.
      listingCount: sql<number>`(SELECT count(*) FROM listings l WHERE l.seller_id = "sellers"."id")`,
    })
    .from(sellers)
    .where(
      and(
        eq(sellers.kind, 'partner'),
        onlySellerId === undefined ? undefined : eq(sellers.id, onlySellerId),
      ),
    )
    .orderBy(asc(sellers.name), asc(sellers.id))
  if (!partners.length) return []
  const members = await db
    .select()
    .from(partnerMembers)
    .where(
      inArray(
        partnerMembers.sellerId,
        partners.map((p) => p.id),
      ),
    )
    .orderBy(asc(partnerMembers.email))
  return partners.map((p) => ({
    id: String(p.id),
    name: p.name,
    listingCount: Number(p.listingCount),
    members: members
      .filter((m) => m.sellerId === p.id)
      .map((m) => ({ email: m.email, addedAt: m.addedAt, addedBy: m.addedBy })),
  }))
}

const memberInput = z.object({ email: emailSchema })
const sellerIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

/** The partner seller `rawId` names, or NOT_FOUND (unknown, malformed, or not a partner). */
async function partnerOrNotFound(
  tx: Pick<Tx, 'select'>,
  rawId: unknown,
): Promise<{ id: number; name: string }> {
  const parsed = sellerIdSchema.safeParse(rawId)
  const name = parsed.success ? await partnerSellerName(tx, parsed.data) : null
  if (!parsed.success || name === null) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'admin:partner.sellerNotFound',
      vars: { id: String(rawId).slice(0, 40) },
    })
  }
  return { id: parsed.data, name }
}

/**
 * Staff make an address a member of a partner seller (issue 15 point 1): idempotent (the same
 * member again changes nothing and writes no audit entry). An address belongs to one partner:
 * one that is another partner's member is refused (CONFLICT, a field error on `email` naming that
 * partner, and one on `move` saying what a move does) unless `move` is true (issue 36, defect 6:
 * it used to move silently); a move revokes the API keys it created for the partner it leaves.
 * Audited as partner.member.add on the seller. The membership counts
 * from the member's next request (the sign-in reads partner_members on every request).
 */
export async function addPartnerMemberByStaff(
  deps: Pick<AppDeps, 'database' | 'now'>,
  actor: Actor,
  input: { sellerId: unknown; email: unknown; move?: unknown },
  locale: Locale,
): Promise<PartnerSellerAdmin> {
  const { email } = parseOrThrow(memberInput, { email: input.email }, locale)
  const now = deps.now()
  const sellerId = await deps.database.db.transaction(async (tx) => {
    const seller = await partnerOrNotFound(tx, input.sellerId)
    const [before] = await tx
      .select({ sellerId: partnerMembers.sellerId })
      .from(partnerMembers)
      .where(eq(partnerMembers.email, email))
      .for('update')
    if (before?.sellerId === seller.id) return seller.id
    if (before && input.move !== true) {
      const other = (await partnerSellerName(tx, before.sellerId)) ?? String(before.sellerId)
      throw memberElsewhere(locale, { email, other, to: seller.name })
    }
    await tx
      .insert(partnerMembers)
      .values({ email, sellerId: seller.id, addedBy: actor.email, addedAt: now })
      .onConflictDoUpdate({
        target: partnerMembers.email,
        set: { sellerId: seller.id, addedBy: actor.email, addedAt: now },
      })
    if (before) {
      await revokeKeysCreatedBy(tx, {
        sellerId: before.sellerId,
        email,
        actor,
        now,
        reason: 'member moved to another partner',
      })
    }
    await recordAudit(tx, {
      actor,
      action: 'partner.member.add',
      entityType: 'seller',
      entityKey: String(seller.id),
      before: before ? { email, sellerId: before.sellerId } : null,
      after: { email, sellerId: seller.id },
      at: now,
    })
    return seller.id
  })
  const [view] = await listPartnerSellers(deps, sellerId)
  return view
}

/** The refusal of an address another partner has: what to show on the field and on the move. */
function memberElsewhere(locale: Locale, vars: { email: string; other: string; to: string }) {
  const field = (path: string, key: 'memberElsewhere' | 'moveEffect'): FieldError => ({
    path,
    key: `admin.partner.${key}`,
    message: t(locale, `admin:partner.${key}`, vars),
    params: vars,
  })
  return new AppError(
    'CONFLICT',
    { messageKey: 'admin:partner.memberElsewhere', vars },
    { fields: [field('email', 'memberElsewhere'), field('move', 'moveEffect')] },
  )
}

/**
 * Staff remove a member from a partner seller: idempotent (not a member: nothing changes, no
 * audit entry); the API keys the member created for the partner are revoked with it (a key would
 * otherwise keep the feed access the member lost); audited as partner.member.remove. Their next request no longer has the partner
 * role (membership is read on every request).
 */
export async function removePartnerMemberByStaff(
  deps: Pick<AppDeps, 'database' | 'now'>,
  actor: Actor,
  input: { sellerId: unknown; email: unknown },
  locale: Locale,
): Promise<PartnerSellerAdmin> {
  const { email } = parseOrThrow(memberInput, { email: input.email }, locale)
  const now = deps.now()
  const sellerId = await deps.database.db.transaction(async (tx) => {
    const seller = await partnerOrNotFound(tx, input.sellerId)
    const removed = await tx
      .delete(partnerMembers)
      .where(and(eq(partnerMembers.email, email), eq(partnerMembers.sellerId, seller.id)))
      .returning({ email: partnerMembers.email })
    if (removed.length) {
      await revokeKeysCreatedBy(tx, {
        sellerId: seller.id,
        email,
        actor,
        now,
        reason: 'member removed',
      })
      await recordAudit(tx, {
        actor,
        action: 'partner.member.remove',
        entityType: 'seller',
        entityKey: String(seller.id),
        before: { email, sellerId: seller.id },
        after: null,
        at: now,
      })
    }
    return seller.id
  })
  const [view] = await listPartnerSellers(deps, sellerId)
  return view
}

/** The signed-in member's partner seller and its listings by state (the /partner header). */
export async function getMyPartnerSeller(
  deps: Pick<AppDeps, 'database'>,
  user: CurrentUser | null,
) {
  const sellerId = user?.partnerSellerId
  const name = sellerId == null ? null : await partnerSellerName(deps.database.db, sellerId)
  if (sellerId == null || name === null) {
    throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.forbidden' })
  }
  return {
    id: String(sellerId),
    name,
    listingsByStatus: await countListingsByStatus(deps, sellerId),
  }
}
