import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { listings, listingViews } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'

const inputSchema = z.object({
  stockNumber: z.string().trim().min(1).max(20),
  /** From the page URL: anything that is not a queryID is ignored, not an error. */
  queryId: z
    .string()
    .nullish()
    .transform((v) => (v && z.uuid().safeParse(v).success ? v : null)),
})

/** Record an equipment-page view and the search it came from. False for unknown machines. */
export async function recordListingView(
  deps: Pick<AppDeps, 'database'>,
  raw: unknown,
): Promise<boolean> {
  const { stockNumber, queryId } = parseOrThrow(inputSchema, raw)
  const [listing] = await deps.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(sql`upper(${listings.stockNumber}) = ${stockNumber.toUpperCase()}`)
    .limit(1)
  if (!listing) return false
  await deps.database.db.insert(listingViews).values({ listingId: listing.id, queryId })
  return true
}
