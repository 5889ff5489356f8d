import type { AppDeps, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { getSearchRuntime } from '../search/search-runtime'
import { makesInputSchema } from './catalog.schema'
import { catalogCounts } from './catalog-counts'
import { makeView, type MakeView } from './catalog-views'

export interface MakeDirectory {
  makes: MakeView[]
  top: MakeView[]
  letters: Array<{ letter: string; makeCount: number; listingCount: number }>
}

/**
 * Makes by name with a first-letter index (the makes directory), and the spec's top-16 in its
 * order. featuredOnly leaves out directory-only makes (taxonomy rows, no demo inventory).
 */
export async function listMakes(
  deps: Pick<AppDeps, 'database' | 'logger'>,
  rawInput: { featuredOnly?: boolean | null },
  locale: Locale,
): Promise<MakeDirectory> {
  const featuredOnly = parseOrThrow(makesInputSchema, rawInput).featuredOnly ?? false
  const { index } = getSearchRuntime(deps)
  await index.ensureFresh()
  const counts = catalogCounts(index)
  const makes = index.snapshot.makes
    .filter((m) => !featuredOnly || m.featured)
    .map((m) => makeView(m, index.snapshot, counts, locale))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
  const letters = new Map<string, { letter: string; makeCount: number; listingCount: number }>()
  for (const m of makes) {
    const letter = /^[A-Z]$/.test(m.firstLetter) ? m.firstLetter : '#'
    const entry = letters.get(letter) ?? { letter, makeCount: 0, listingCount: 0 }
    entry.makeCount++
    entry.listingCount += m.listingCount
    letters.set(letter, entry)
  }
  return {
    makes,
    top: makes.filter((m) => m.topRank !== null).sort((a, b) => a.topRank! - b.topRank!),
    letters: [...letters.values()].sort((a, b) => a.letter.localeCompare(b.letter)),
  }
}
