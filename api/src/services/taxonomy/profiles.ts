import { CATEGORIES } from '../../reference-data/categories'
import { CATEGORY_PROFILES, type CategoryProfile } from '../../reference-data/taxonomy-profiles'

export type { CategoryProfile } from '../../reference-data/taxonomy-profiles'

export const PROFILES: ReadonlyMap<string, CategoryProfile> = new Map(
  CATEGORY_PROFILES.map((p) => [p.slug, p]),
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
