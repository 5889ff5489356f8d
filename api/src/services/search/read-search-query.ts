/**
 * `readSearchQuery` (issue 35, point 3): the search text read into the filters the page has, with
 * the live vocabulary: the catalogue's makes and aliases, categories and subcategories (the search
 * index's catalogue snapshot) and the trade's words for them (reference-data/category-synonyms.ts).
 * The reader itself is the contract's (contract/src/search/read-query.ts); this module feeds it
 * and labels the chips in the reader's language. The vocabulary is built once per catalogue
 * snapshot (a catalogue change loads a new snapshot, hence a new vocabulary). Makes and model
 * numbers are read as the search reads them (engine/query-phrases.ts), with what is for sale now:
 * a make is a filter only when it has listings for sale, so a word like "retro" or "volteo" is
 * the trade's word, not the name of a trailer builder with nothing listed.
 */
import { z } from 'zod'
import { LOCALES } from '@ironyard/contract/locale'
import { QUERY_MAX_LENGTH } from '@ironyard/contract/search-enums'
import {
  buildQueryVocabulary,
  type QueryVocabulary,
} from '@ironyard/contract/search/query-vocabulary'
import { readSearchQuery, type UnderstoodChip } from '@ironyard/contract/search/read-query'
import type { AppDeps, Locale } from '../../context'
import { t } from '../../i18n'
import { parseOrThrow } from '../../lib/errors'
import { formatMoney } from '../../lib/format-money'
import { localeTag } from '../../lib/locale'
import { CATEGORY_SYNONYM_ROWS } from '../../reference-data/category-synonyms'
import type { CatalogSnapshot } from './engine/catalog-snapshot'
import { lookupZip } from './engine/geo'
import type { ListingIndex } from './engine/listing-index'
import { tokenize } from './engine/normalize'
import { readMakePhrase } from './engine/query-phrases'
import { FIELD_MAKE } from './engine/text-index'
import { getSearchRuntime } from './search-runtime'

const k = (key: string, message: string) => `key:validation.search.${key}|${message}`

const inputSchema = z.object({
  q: z
    .string()
    .max(
      QUERY_MAX_LENGTH,
      k('queryTooLong', `Search text is at most ${QUERY_MAX_LENGTH} characters`),
    ),
  locale: z.enum(LOCALES, { error: k('localeUnknown', 'Locale must be en or es') }).nullish(),
})

export interface SearchUrlParam {
  name: string
  value: string
}

export interface UnderstoodChipView {
  kind: string
  id: string
  label: string
  params: SearchUrlParam[]
}

export interface ReadSearchQueryView {
  q: string
  params: SearchUrlParam[]
  chips: UnderstoodChipView[]
}

const vocabularies = new WeakMap<CatalogSnapshot, QueryVocabulary>()

/**
 * The make a phrase names for the reader: as the search reads it (a single word as written is a
 * make too), and only a make with listings for sale.
 */
function readerMake(index: ListingIndex, phrase: string) {
  const words = tokenize(phrase)
  if (!words.length) return null
  const read = readMakePhrase(index, words, false, true)
  if (!read || index.forSaleCount(FIELD_MAKE, read.code) === 0) return null
  return { slug: read.make.slug, exact: read.make.exact }
}

/** The reader's vocabulary for an index's catalogue snapshot (built once per snapshot). */
export function vocabularyFor(index: ListingIndex): QueryVocabulary {
  const catalog = index.snapshot
  let v = vocabularies.get(catalog)
  if (!v) {
    v = buildQueryVocabulary({
      makes: catalog.makes.map((m) => ({
        slug: m.slug,
        name: m.name,
        aliases: m.aliases,
        featured: m.featured,
      })),
      // A hidden category (issue 36) is no longer a word the reader turns into a filter.
      categories: catalog.categories
        .filter((c) => !c.hidden)
        .map((c) => ({
          slug: c.slug,
          en: c.nameEn,
          es: c.nameEs,
          singularEn: c.singularEn,
          singularEs: c.singularEs,
          subcategories: (catalog.subcategoriesByCategoryId.get(c.id) ?? [])
            .filter((s) => !s.hidden)
            .map((s) => ({
              slug: s.slug,
              en: s.nameEn,
              es: s.nameEs,
            })),
        })),
      synonyms: CATEGORY_SYNONYM_ROWS,
      // Makes by sound and spacing too ("john dear", "sky trak"), as the search reads them.
      matchMake: (phrase) => readerMake(index, phrase),
      isModel: (joined) => index.text.isModelWord(joined),
      // The ZIP table loads on the first ZIP read (decision 053), not with this module.
      isZip: (zip) => lookupZip(zip) !== null,
    })
    vocabularies.set(catalog, v)
  }
  return v
}

function chipLabel(chip: UnderstoodChip, locale: Locale): string {
  const { parts } = chip
  if (parts.name) return parts.name
  if (chip.kind === 'zip') {
    return t(locale, 'search:understood.zip', { count: parts.radius ?? 0, zip: parts.zip ?? '' })
  }
  const fmt =
    chip.kind === 'price'
      ? (v: number) => formatMoney(v * 100, locale)
      : chip.kind === 'year'
        ? String
        : (v: number) => new Intl.NumberFormat(localeTag(locale)).format(v)
  const min = parts.min ?? null
  const max = parts.max ?? null
  const which = min !== null && max !== null ? 'range' : min !== null ? 'min' : 'max'
  return t(locale, `search:understood.${chip.kind}.${which}`, {
    min: min === null ? '' : fmt(min),
    max: max === null ? '' : fmt(max),
  })
}

/** Read a search text with the live vocabulary: URL parameters, labelled chips, text left. */
export async function readSearchQueryView(
  deps: Pick<AppDeps, 'database' | 'logger' | 'now'>,
  rawInput: unknown,
  requestLocale: Locale,
): Promise<ReadSearchQueryView> {
  const input = parseOrThrow(inputSchema, rawInput)
  const locale = input.locale ?? requestLocale
  const { index } = getSearchRuntime(deps)
  await index.ensureLoaded()
  const reading = readSearchQuery(input.q, vocabularyFor(index), {
    locale,
    currentYear: deps.now().getUTCFullYear(),
  })
  const params: SearchUrlParam[] = []
  for (const chip of reading.chips) {
    for (const [name, value] of chip.params) {
      if (!params.some((p) => p.name === name && p.value === value)) params.push({ name, value })
    }
  }
  return {
    q: reading.q,
    params,
    chips: reading.chips.map((c) => ({
      kind: c.kind,
      id: c.id,
      label: chipLabel(c, locale),
      params: c.params.map(([name, value]) => ({ name, value })),
    })),
  }
}
