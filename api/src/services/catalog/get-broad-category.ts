import type { AppDeps, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { getSearchRuntime } from '../search/search-runtime'
import { slugInputSchema } from './catalog.schema'
import { catalogCounts } from './catalog-counts'
import { broadCategoryView } from './catalog-views'

/** One broad category by slug, or null. */
export async function getBroadCategory(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  rawSlug: string,
  locale: Locale,
) {
  const { slug } = parseOrThrow(slugInputSchema, { slug: rawSlug })
  const { index } = getSearchRuntime(deps)
  await index.ensureFresh()
  const b = index.snapshot.broadBySlug.get(slug)
  return b ? broadCategoryView(b, index.snapshot, catalogCounts(index), locale) : null
}
