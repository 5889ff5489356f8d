import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { partnerMembers, sellers } from '../../db/schema'

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
