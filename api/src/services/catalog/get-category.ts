import type { AppDeps, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { getSearchRuntime } from '../search/search-runtime'
import { slugInputSchema } from './catalog.schema'
import { catalogCounts } from './catalog-counts'
import { categoryView, type CategoryView } from './catalog-views'

/**
 * One category by slug (null for an unknown slug: landing pages answer 404; and for a hidden one,
 * issue 36: its page then answers 301 to /equipment through catalogRedirect).
 */
export async function getCategory(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  rawSlug: string,
  locale: Locale,
): Promise<CategoryView | null> {
  const { slug } = parseOrThrow(slugInputSchema, { slug: rawSlug })
  const { index } = getSearchRuntime(deps)
  await index.ensureFresh()
  const c = index.snapshot.categoryBySlug.get(slug)
  return c && !c.hidden ? categoryView(c, index.snapshot, catalogCounts(index), locale) : null
}
