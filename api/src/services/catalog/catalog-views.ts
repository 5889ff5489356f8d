import type { Locale } from '../../context'
import type {
  BroadCategoryInfo,
  CatalogSnapshot,
  CategoryInfo,
  MakeInfo,
} from '../search/engine/catalog-snapshot'
import { CATEGORY_GROUPS } from '../../reference-data/categories'
import type { CatalogCounts } from './catalog-counts'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'

/** Catalogue rows as the public API shows them: names in the request's language, with counts. */
export function categoryView(
  c: CategoryInfo,
  catalog: CatalogSnapshot,
  counts: CatalogCounts,
  locale: Locale,
) {
  const es = locale === 'es'
  const group = CATEGORY_GROUPS.find((g) => g.slug === c.groupSlug)
  return {
    id: c.id,
    slug: c.slug,
    name: es ? c.nameEs : c.nameEn,
    nameEn: c.nameEn,
    nameEs: c.nameEs,
    singularName: es ? c.singularEs : c.singularEn,
    intro: es ? c.introEs : c.introEn,
    icon: c.icon,
    primarySizeMetric: c.primarySizeMetric,
    group: { slug: c.groupSlug, name: (es ? group?.es : group?.en) ?? c.groupSlug },
    broadCategories: (catalog.broadByCategoryId.get(c.id) ?? []).map((b) => ({
      slug: b.slug,
      name: es ? b.nameEs : b.nameEn,
    })),
    // Hidden ones (issue 36) are off the public catalogue: their pages answer 301.
    subcategories: (catalog.subcategoriesByCategoryId.get(c.id) ?? [])
      .filter((s) => !s.hidden)
      .map((s) => ({
        id: s.id,
        slug: s.slug,
        name: es ? s.nameEs : s.nameEn,
        nameEn: s.nameEn,
        nameEs: s.nameEs,
        listingCount: counts.bySubcategory.get(s.id) ?? 0,
      })),
    specFields: c.specFields.flatMap((key) => {
      const def = SPEC_FIELDS[key]
      return def
        ? [
            {
              key,
              label: es ? def.es : def.en,
              labelEn: def.en,
              labelEs: def.es,
              unit: def.unit,
              buckets: def.buckets,
            },
          ]
        : []
    }),
    listingCount: counts.byCategory.get(c.id) ?? 0,
  }
}
export type CategoryView = ReturnType<typeof categoryView>

export function broadCategoryView(
  b: BroadCategoryInfo,
  catalog: CatalogSnapshot,
  counts: CatalogCounts,
  locale: Locale,
) {
  const es = locale === 'es'
  const categories = b.categoryIds
    .map((id) => catalog.categoryById.get(id))
    .filter((c): c is CategoryInfo => !!c && !c.hidden)
    .sort((x, y) => x.sortOrder - y.sortOrder)
    .map((c) => categoryView(c, catalog, counts, locale))
  return {
    id: b.id,
    slug: b.slug,
    name: es ? b.nameEs : b.nameEn,
    nameEn: b.nameEn,
    nameEs: b.nameEs,
    intro: es ? b.introEs : b.introEn,
    categories,
    listingCount: categories.reduce((sum, c) => sum + c.listingCount, 0),
  }
}

export function makeView(
  m: MakeInfo,
  catalog: CatalogSnapshot,
  counts: CatalogCounts,
  locale: Locale,
) {
  const es = locale === 'es'
  const byCategory = counts.byMakeCategory.get(m.id) ?? new Map<number, number>()
  return {
    id: m.id,
    slug: m.slug,
    name: m.name,
    aliases: m.aliases,
    parentCompany: m.parentCompany,
    firstLetter: m.firstLetter,
    topRank: m.topRank,
    featured: m.featured,
    listingCount: counts.byMake.get(m.id) ?? 0,
    categories: [...byCategory]
      .flatMap(([id, count]) => {
        const c = catalog.categoryById.get(id)
        return c && !c.hidden
          ? [{ category: { slug: c.slug, name: es ? c.nameEs : c.nameEn }, count }]
          : []
      })
      .sort((a, b) => b.count - a.count || a.category.slug.localeCompare(b.category.slug)),
  }
}
export type MakeView = ReturnType<typeof makeView>
