import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { listings, makes } from '../../db/schema'

/** What the lead pipeline needs of a listing, including the (internal) price floor. */
export async function getLeadListing(database: Database, stockNumber: string) {
  const [row] = await database.db
    .select({
      id: listings.id,
      stockNumber: listings.stockNumber,
      year: listings.year,
      makeId: listings.makeId,
      makeName: makes.name,
      modelId: listings.modelId,
      model: listings.model,
      categoryId: listings.categoryId,
      hours: listings.hours,
      miles: listings.miles,
      advertisedPriceCents: listings.advertisedPriceCents,
      floorPriceCents: listings.floorPriceCents,
      status: listings.status,
      isPartnerSeller: listings.isPartnerSeller,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .where(eq(sql`upper(${listings.stockNumber})`, stockNumber.trim().toUpperCase()))
    .limit(1)
  return row
}

export type LeadListing = NonNullable<Awaited<ReturnType<typeof getLeadListing>>>
