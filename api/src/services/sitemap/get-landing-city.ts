import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { listings } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { slugify } from '@ironyard/contract'
import { LISTED } from './list-sitemap-entries'

export interface LandingCity {
  state: string
  city: string
  slug: string
  count: number
}

const inputSchema = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'key:validation.search.stateUnknown|Unknown US state code'),
  slug: z.string().trim().toLowerCase().min(1).max(200),
})

/**
 * The city a city landing page (/locations/{state}/{city-slug}) stands for: a city of that state
 * with listings for sale or coming soon whose name slugifies to the slug, or null. It reads the
 * same rows as the sitemap's city list (`listLandingCombinations`), so every city the sitemap
 * lists resolves, however many cities the state has (the search's city facet shows only the top
 * 100). Two spellings with one slug ("St. Paul", "St Paul") resolve to the one with more listings.
 */
export async function getLandingCity(
  deps: Pick<AppDeps, 'database'>,
  input: unknown,
): Promise<LandingCity | null> {
  const { state, slug } = parseOrThrow(inputSchema, input)
  const count = sql<number>`count(*)::int`
  const rows = await deps.database.db
    .select({ city: listings.city, count })
    .from(listings)
    .where(and(eq(listings.state, state), inArray(listings.status, [...LISTED])))
    .groupBy(listings.city)
    .orderBy(desc(count), listings.city)
  const hit = rows.find((r) => slugify(r.city) === slug)
  return hit ? { state, city: hit.city, slug, count: hit.count } : null
}
