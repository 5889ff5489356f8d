import { createHash } from 'node:crypto'
import type { Provenance } from '../../db/schema/enums'
import type { TaxonomyCategory } from './types'

/**
 * The public form of a taxonomy version: what GET /taxonomyservice/taxonomy/current serves and
 * `npm run taxonomy:build` writes. The builder and the database reader both produce it, so a
 * loaded database and the build that filled it have the same version id.
 */
export interface TaxonomyContent {
  categories: TaxonomyCategory[]
  makes: Array<{ slug: string; name: string; featured: boolean; firstLetter: string }>
  models: Array<{
    make: string
    category: string | null
    subcategory: string | null
    name: string
    slug: string
    yearFrom: number | null
    yearTo: number | null
    sizeClass: string | null
    provenance: Provenance
    source: string
  }>
}

/** Code-unit order, the same on every engine and locale. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function sortContent(content: TaxonomyContent): TaxonomyContent {
  return {
    categories: content.categories,
    makes: [...content.makes].sort((a, b) => cmp(a.slug, b.slug)),
    models: [...content.models].sort(
      (a, b) =>
        cmp(a.make, b.make) || cmp(a.category ?? '', b.category ?? '') || cmp(a.slug, b.slug),
    ),
  }
}

/** Version id: SHA-256 of the canonical JSON of the (sorted) content. */
export function taxonomyVersion(content: TaxonomyContent): string {
  const canonical = {
    categories: content.categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      group: c.group,
      subcategories: c.subcategories.map((s) => ({ slug: s.slug, name: s.name })),
    })),
    makes: content.makes.map((m) => [m.slug, m.name, m.featured, m.firstLetter]),
    models: content.models.map((m) => [
      m.make,
      m.category,
      m.subcategory,
      m.name,
      m.slug,
      m.yearFrom,
      m.yearTo,
      m.sizeClass,
      m.provenance,
      m.source,
    ]),
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

export function countByProvenance(
  models: ReadonlyArray<{ provenance: Provenance }>,
): Record<Provenance, number> {
  const counts: Record<Provenance, number> = { vpic: 0, curated: 0, generated: 0 }
  for (const m of models) counts[m.provenance]++
  return counts
}
