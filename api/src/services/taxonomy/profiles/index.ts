import { CATEGORIES } from '../../catalog/categories-data'
import { EARTHMOVING_PROFILES } from './earthmoving'
import { PAVING_LIFTING_PROFILES } from './paving-lifting'
import { POWER_AG_FORESTRY_PROFILES } from './power-ag-forestry'
import type { CategoryProfile } from './profile'
import { TRUCK_TRAILER_PROFILES } from './trucks-trailers'

export type { CategoryProfile } from './profile'

export const PROFILES: ReadonlyMap<string, CategoryProfile> = new Map(
  [
    ...EARTHMOVING_PROFILES,
    ...PAVING_LIFTING_PROFILES,
    ...TRUCK_TRAILER_PROFILES,
    ...POWER_AG_FORESTRY_PROFILES,
  ].map((p) => [p.slug, p]),
)

export function profileOf(categorySlug: string): CategoryProfile {
  const p = PROFILES.get(categorySlug)
  if (!p) throw new Error(`No taxonomy profile for category ${categorySlug}`)
  return p
}

/** Every catalogue category has a profile; checked once when the taxonomy is built. */
export function checkProfiles(): void {
  for (const c of CATEGORIES) profileOf(c.slug)
  if (PROFILES.size !== CATEGORIES.length) {
    throw new Error(
      `Taxonomy profiles (${PROFILES.size}) and categories (${CATEGORIES.length}) differ`,
    )
  }
}
