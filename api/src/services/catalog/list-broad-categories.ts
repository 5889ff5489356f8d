import type { AppDeps, Locale } from '../../context'
import { getSearchRuntime } from '../search/search-runtime'
import { catalogCounts } from './catalog-counts'
import { broadCategoryView } from './catalog-views'

/** The 6 broad categories of spec §2, in order, with their categories and counts. */
export async function listBroadCategories(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  locale: Locale,
) {
  const { index } = getSearchRuntime(deps)
  await index.ensureFresh()
  const counts = catalogCounts(index)
  return index.snapshot.broadCategories.map((b) =>
    broadCategoryView(b, index.snapshot, counts, locale),
  )
}
