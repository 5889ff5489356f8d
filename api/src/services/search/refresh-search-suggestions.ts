import type { Locale } from '@ironyard/contract/locale'
import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { searchSuggestions } from '../../db/schema'
import { slugify } from '@ironyard/contract'
import { loadCatalogSnapshot } from './engine/catalog-snapshot'
import { normalizeText } from './engine/normalize'

interface Phrase {
  phrase: string
  kind: 'make' | 'category' | 'make_category' | 'make_model'
  locale: Locale | null
  weight: number
  params: Record<string, string>
}

const BATCH = 1000
/** An arbitrary constant naming the suggestions refresh lock. */
const SUGGESTIONS_LOCK = 727_301

/**
 * Rebuild the as-you-type suggestions from the catalogue and the live inventory: makes, category
 * names in both languages, make + category ("Caterpillar Excavators", "Excavadoras Caterpillar")
 * and make + model, each weighted by the listings it finds. Phrases with no listing are left out.
 * Replaced in one transaction, so readers see the old set or the new one.
 */
export async function refreshSearchSuggestions(
  deps: Pick<AppDeps, 'database'>,
): Promise<{ phrases: number }> {
  const { database } = deps
  const catalog = await loadCatalogSnapshot(database)
  const shown = sql`status IN ('available', 'coming_soon')`
  const [byMakeCategory, byMakeModel] = await Promise.all([
    database.rows<{ make_id: number; category_id: number; n: number }>(
      sql`SELECT make_id, category_id, count(*)::int AS n FROM listings WHERE ${shown}
          GROUP BY make_id, category_id`,
    ),
    database.rows<{ make_id: number; model: string; n: number }>(
      sql`SELECT make_id, model, count(*)::int AS n FROM listings WHERE ${shown}
          GROUP BY make_id, model`,
    ),
  ])
  const phrases = new Map<string, Phrase>()
  const add = (p: Phrase) => {
    const key = p.phrase.toLowerCase()
    const prev = phrases.get(key)
    if (!prev) phrases.set(key, p)
    else if (prev.locale !== p.locale && prev.kind === p.kind) prev.locale = null
  }
  const makeTotals = new Map<number, number>()
  const categoryTotals = new Map<number, number>()
  for (const r of byMakeCategory) {
    makeTotals.set(r.make_id, (makeTotals.get(r.make_id) ?? 0) + r.n)
    categoryTotals.set(r.category_id, (categoryTotals.get(r.category_id) ?? 0) + r.n)
    const make = catalog.makeById.get(r.make_id)
    const cat = catalog.categoryById.get(r.category_id)
    if (!make || !cat || cat.hidden) continue
    const params = { makes: make.slug, categories: cat.slug }
    add({
      phrase: `${make.name} ${cat.nameEn}`,
      kind: 'make_category',
      locale: 'en',
      weight: r.n,
      params,
    })
    add({
      phrase: `${cat.nameEs} ${make.name}`,
      kind: 'make_category',
      locale: 'es',
      weight: r.n,
      params,
    })
  }
  for (const [id, n] of makeTotals) {
    const make = catalog.makeById.get(id)
    if (make)
      add({
        phrase: make.name,
        kind: 'make',
        locale: null,
        weight: n,
        params: { makes: make.slug },
      })
  }
  for (const [id, n] of categoryTotals) {
    const cat = catalog.categoryById.get(id)
    // Hidden (issue 36): no suggestion leads to a page that answers 301.
    if (!cat || cat.hidden) continue
    add({
      phrase: cat.nameEn,
      kind: 'category',
      locale: 'en',
      weight: n,
      params: { categories: cat.slug },
    })
    add({
      phrase: cat.nameEs,
      kind: 'category',
      locale: 'es',
      weight: n,
      params: { categories: cat.slug },
    })
  }
  for (const r of byMakeModel) {
    const make = catalog.makeById.get(r.make_id)
    if (!make || !r.model.trim()) continue
    add({
      phrase: `${make.name} ${r.model}`,
      kind: 'make_model',
      locale: null,
      weight: r.n,
      params: { makes: make.slug, models: slugify(r.model) },
    })
  }
  const rows = [...phrases.values()].map((p) => ({ ...p, normalized: normalizeText(p.phrase) }))
  await database.db.transaction(async (tx) => {
    // Several api processes may refresh at once: one at a time, each replacing the whole set.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SUGGESTIONS_LOCK})`)
    await tx.delete(searchSuggestions)
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(searchSuggestions).values(rows.slice(i, i + BATCH))
    }
  })
  // The whole set was replaced: reclaim the dead rows and refresh statistics, or the planner
  // misjudges the table and scans it with word_similarity() on every row (see 0013).
  await database.exec('VACUUM ANALYZE search_suggestions')
  return { phrases: rows.length }
}
