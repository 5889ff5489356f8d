import type { AppDeps, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { getSearchRuntime } from '../search/search-runtime'
import { slugInputSchema } from './catalog.schema'
import { catalogCounts } from './catalog-counts'
import { makeView, type MakeView } from './catalog-views'

/** One make by slug (null for an unknown slug: landing pages answer 404). */
export async function getMake(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  rawSlug: string,
  locale: Locale,
): Promise<MakeView | null> {
  const { slug } = parseOrThrow(slugInputSchema, { slug: rawSlug })
  const { index } = getSearchRuntime(deps)
  await index.ensureFresh()
  const m = index.snapshot.makeBySlug.get(slug)
  return m ? makeView(m, index.snapshot, catalogCounts(index), locale) : null
}
