import type { AppDeps, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { getSearchRuntime } from '../search/search-runtime'
import { categoriesInputSchema } from './catalog.schema'
import { catalogCounts } from './catalog-counts'
import { categoryView, type CategoryView } from './catalog-views'

/** Categories in catalogue order (hidden ones left out, issue 36), optionally those of one broad category or navigation group. */
export async function listCategories(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  rawFilter: { broadCategory?: string | null; group?: string | null },
  locale: Locale,
): Promise<CategoryView[]> {
  const filter = parseOrThrow(categoriesInputSchema, rawFilter)
  const { index } = getSearchRuntime(deps)
  await index.ensureFresh()
  const catalog = index.snapshot
  const counts = catalogCounts(index)
  const broad = filter.broadCategory ? catalog.broadBySlug.get(filter.broadCategory) : null
  if (filter.broadCategory && !broad) return []
  return catalog.categories
    .filter((c) => !c.hidden)
    .filter((c) => !broad || broad.categoryIds.includes(c.id))
    .filter((c) => !filter.group || c.groupSlug === filter.group)
    .map((c) => categoryView(c, catalog, counts, locale))
}
