import type { AppDeps, Locale } from '../../context'
import { getSearchRuntime } from '../search/search-runtime'
import { CATEGORY_GROUPS } from '../../reference-data/categories'
import { catalogCounts } from './catalog-counts'
import { categoryView } from './catalog-views'

/** Navigation groups (earthmoving, lifting, ...) in menu order, each with its categories. */
export async function listCategoryGroups(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  locale: Locale,
) {
  const { index } = getSearchRuntime(deps)
  await index.ensureFresh()
  const counts = catalogCounts(index)
  const es = locale === 'es'
  return CATEGORY_GROUPS.map((g) => {
    const categories = index.snapshot.categories
      .filter((c) => c.groupSlug === g.slug && !c.hidden)
      .map((c) => categoryView(c, index.snapshot, counts, locale))
    return {
      slug: g.slug,
      name: es ? g.es : g.en,
      nameEn: g.en,
      nameEs: g.es,
      categories,
      listingCount: categories.reduce((sum, c) => sum + c.listingCount, 0),
    }
  }).filter((g) => g.categories.length > 0)
}
