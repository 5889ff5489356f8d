import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  inspectionDocuments,
  inspections,
  listingImages,
  listings,
  makes,
  sellers,
} from '../../db/schema'

/** Everything a document file is rendered from. */
export async function loadDocumentData(database: Database, documentId: number) {
  const { db } = database
  const [row] = await db
    .select({
      document: inspectionDocuments,
      inspection: inspections,
      listing: listings,
      makeName: makes.name,
      sellerName: sellers.name,
    })
    .from(inspectionDocuments)
    .innerJoin(inspections, eq(inspections.id, inspectionDocuments.inspectionId))
    .innerJoin(listings, eq(listings.id, inspections.listingId))
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(
      sql`${inspectionDocuments.id} = ${documentId} AND ${listings.status} NOT IN ('removed', 'draft')`,
    )
    .limit(1)
  if (!row) return undefined
  const images = await db
    .select({ path: listingImages.path, altEn: listingImages.altEn, altEs: listingImages.altEs })
    .from(listingImages)
    .where(eq(listingImages.listingId, row.listing.id))
    .orderBy(listingImages.position)
  return { ...row, images }
}

export type DocumentData = NonNullable<Awaited<ReturnType<typeof loadDocumentData>>>

/** A small deterministic generator: a document's sample values are the same on every download. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
