import { FOR_SALE_STATUSES, slugify } from '@ironyard/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { listings, sellers } from '../../db/schema'

/**
 * A partner seller as the public dealer directory shows it (spec §2 "dealer directory"): where
 * they are and how many machines they have for sale. Never their e-mail, members or internal ids
 * beyond the seller id the search filter needs.
 */
export interface DealerView {
  id: number
  slug: string
  name: string
  street: string
  suite: string | null
  city: string
  state: string
  zip: string
  phone: string | null
  /** Listings for sale or coming soon (what a search of their machines finds). */
  listingCount: number
}

type SellerRow = Omit<DealerView, 'slug' | 'listingCount'>

/**
 * Slugs from names (contract slugify), deterministic: when two partners' names slug alike, each
 * of them gets its id as a suffix, so no slug depends on which of them came first.
 */
export function dealerSlugs(rows: Array<{ id: number; name: string }>): Map<number, string> {
  const base = new Map(rows.map((r) => [r.id, slugify(r.name) || 'dealer']))
  const seen = new Map<string, number>()
  for (const s of base.values()) seen.set(s, (seen.get(s) ?? 0) + 1)
  return new Map(
    [...base].map(([id, s]) => [id, (seen.get(s) ?? 0) > 1 ? `${s}-${id}` : s] as const),
  )
}

/** Partner sellers' ids, names and slugs only (the sellers table alone: no inventory counts). */
async function partnerRefs(
  deps: Pick<AppDeps, 'database'>,
): Promise<Array<{ id: number; name: string; slug: string }>> {
  const partners = await deps.database.db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(eq(sellers.kind, 'partner'))
  const slugs = dealerSlugs(partners)
  return partners.map((p) => ({ ...p, slug: slugs.get(p.id)! }))
}

/** The directory slug of a partner seller (null for a standard seller or an unknown id). */
export async function dealerSlugOf(
  deps: Pick<AppDeps, 'database'>,
  sellerId: number,
): Promise<string | null> {
  return (await partnerRefs(deps)).find((p) => p.id === sellerId)?.slug ?? null
}

/** The partner seller a search's `seller` slug names (id for the index, name for the facet). */
export async function dealerRefBySlug(
  deps: Pick<AppDeps, 'database'>,
  slug: string,
): Promise<{ id: number; name: string; slug: string } | null> {
  return (await partnerRefs(deps)).find((p) => p.slug === slug) ?? null
}

/** Every partner seller with its slug and for-sale count, by name. */
export async function listDealers(deps: Pick<AppDeps, 'database'>): Promise<DealerView[]> {
  const { db } = deps.database
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: sellers.id,
        name: sellers.name,
        street: sellers.street,
        suite: sellers.suite,
        city: sellers.city,
        state: sellers.state,
        zip: sellers.zip,
        phone: sellers.phone,
      })
      .from(sellers)
      .where(eq(sellers.kind, 'partner'))
      .orderBy(asc(sellers.name), asc(sellers.id)),
    db
      .select({ sellerId: listings.sellerId, n: sql<number>`count(*)::int` })
      .from(listings)
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(and(eq(sellers.kind, 'partner'), inArray(listings.status, [...FOR_SALE_STATUSES])))
      .groupBy(listings.sellerId),
  ])
  const bySeller = new Map(counts.map((c) => [c.sellerId, c.n]))
  const slugs = dealerSlugs(rows)
  return rows.map((r: SellerRow) => ({
    ...r,
    slug: slugs.get(r.id)!,
    listingCount: bySeller.get(r.id) ?? 0,
  }))
}

/** One partner seller by its directory slug; null for an unknown slug or a standard seller. */
export async function getDealer(
  deps: Pick<AppDeps, 'database'>,
  slug: string,
): Promise<DealerView | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  return (await listDealers(deps)).find((d) => d.slug === slug) ?? null
}
