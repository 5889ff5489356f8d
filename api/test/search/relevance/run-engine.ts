import type { SearchDeps } from '../../../src/services/search/search-listings'
import { searchListings } from '../../../src/services/search/search-listings'
import { readSearchQueryView } from '../../../src/services/search/read-search-query'
import type { Answer } from './score'
import type { RelevanceQuery } from './types'

type Input = Record<string, unknown> & {
  categories?: string[]
  subcategories?: string[]
  makes?: string[]
  states?: string[]
}

/** The reader's URL parameters as the search's input (as the search page reads its URL). */
export function paramsToInput(params: Array<{ name: string; value: string }>): Input {
  const input: Input = {}
  const push = (k: 'categories' | 'subcategories' | 'makes' | 'states', v: string) => {
    ;(input[k] ??= []).push(v)
  }
  for (const { name, value } of params) {
    if (name === 'category') push('categories', value)
    else if (name === 'sub') push('subcategories', value)
    else if (name === 'make') push('makes', value)
    else if (name === 'state') push('states', value)
    else if (name === 'priceMin') input.priceMinCents = Number(value) * 100
    else if (name === 'priceMax') input.priceMaxCents = Number(value) * 100
    else if (name === 'zip') input.zip = value
    else if (name === 'radius') input.radiusMiles = Number(value)
    else if (/^(year|hours|miles)(Min|Max)$/.test(name)) input[name] = Number(value)
    else throw new Error(`unknown reader parameter ${name}`)
  }
  return input
}

/**
 * One query as the search page runs it: the text read into filters first, then the search with
 * the filters and the text left (a trailing space: the words are finished, as after Enter).
 */
export async function runEngineQuery(deps: SearchDeps, rq: RelevanceQuery): Promise<Answer> {
  const read = await readSearchQueryView(deps, { q: rq.q, locale: rq.locale }, rq.locale)
  const input = paramsToInput(read.params)
  const q = read.q.trim()
  const res = await searchListings(
    deps,
    { ...input, ...(q ? { q: `${q} ` } : {}), pageSize: 1 },
    rq.locale,
  )
  return { first: res.results[0]?.stockNumber ?? null, total: res.stats.total }
}
