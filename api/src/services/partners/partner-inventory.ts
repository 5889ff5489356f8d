import { and, eq } from 'drizzle-orm'
import { sellers, type listings } from '../../db/schema'
import type { Tx } from '../listing-admin/listing-lifecycle'

/**
 * What makes a listing partner inventory (issue 15), whoever writes it (the feed, or a member's
 * form): the PartnerSeller flair, the partner's name as the listing company, the partner flag,
 * and never the marketplace's buyer guarantee (Powerhouse Protection).
 */
export function partnerInventoryValues(sellerName: string) {
  return {
    flair: 'PartnerSeller',
    isPartnerSeller: true,
    hasWarranty: false,
    listingCompany: sellerName,
  } as const satisfies Partial<typeof listings.$inferInsert>
}

/** A partner seller's name (null: no such seller, or not a partner). */
export async function partnerSellerName(
  tx: Pick<Tx, 'select'>,
  sellerId: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ name: sellers.name })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.kind, 'partner')))
  return row?.name ?? null
}
