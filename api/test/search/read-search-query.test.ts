import { slugify } from '@ironyard/contract/slugify'
import { phraseKey, compact } from '@ironyard/contract/search/query-text'
import { logger } from '../../src/lib/logger'
import { CATEGORIES } from '../../src/reference-data/categories'
import { CATEGORY_SYNONYM_ROWS } from '../../src/reference-data/category-synonyms'
import { MAKES } from '../../src/reference-data/makes'
import { readSearchQueryView, vocabularyFor } from '../../src/services/search/read-search-query'
import { getSearchRuntime } from '../../src/services/search/search-runtime'
import { createTestApp, type TestApp } from '../helpers/app'
import { insertListings, loadFixtureCatalog, NOW, type FixtureListing } from './fixtures'
import { search } from './search-helpers'

const rowId = (r: { category: string; subcategory: string | null }) =>
  r.subcategory ? `${r.category}/${r.subcategory}` : r.category

/** Issue 35, point 2: the trade's words, one row per category and subcategory. */
describe('category synonyms (reference data)', () => {
  const expected = CATEGORIES.flatMap((c) => [
    c.slug,
    ...c.subcategories.map(([en]) => `${c.slug}/${slugify(en)}`),
  ])

  it('has exactly one row per category and per subcategory', () => {
    const ids = CATEGORY_SYNONYM_ROWS.map(rowId)
    expect([...ids].sort()).toEqual([...expected].sort())
  })

  it('gives every row at least three terms in each language', () => {
    const short = CATEGORY_SYNONYM_ROWS.filter((r) => r.en.length < 3 || r.es.length < 3)
    expect(short.map(rowId)).toEqual([])
  })

  it('maps no term to two rows, and no term is a make', () => {
    const owner = new Map<string, string>()
    const twice: string[] = []
    for (const r of CATEGORY_SYNONYM_ROWS) {
      for (const term of new Set([...r.en, ...r.es].map(phraseKey))) {
        const other = owner.get(term)
        if (other && other !== rowId(r)) twice.push(`${term}: ${other} and ${rowId(r)}`)
        owner.set(term, rowId(r))
      }
    }
    expect(twice).toEqual([])
    const makeKeys = new Set(MAKES.flatMap((m) => [m.name, ...m.aliases].map(compact)))
    const makes = [...owner.keys()].filter((term) => makeKeys.has(compact(term)))
    expect(makes).toEqual([])
  })
})

describe('readSearchQuery with the live vocabulary', () => {
  let t: TestApp
  const deps = () => ({ database: t.database, logger, now: () => NOW })

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    const sellers = await loadFixtureCatalog(t.database)
    // One listing of every category and subcategory, so each term's filter finds one.
    const items: FixtureListing[] = CATEGORY_SYNONYM_ROWS.map((r, i) => ({
      stock: `IY-${7000 + i}`,
      make: 'caterpillar',
      category: r.category,
      subcategory: r.subcategory ?? undefined,
      model: `S${i}`,
      year: 2020,
      priceUsd: 50_000,
    }))
    await insertListings(t.database, sellers, items)
  }, 180_000)
  afterAll(() => t.close())

  it('builds the vocabulary without conflicts between rows', async () => {
    const { index } = getSearchRuntime(deps())
    await index.ensureLoaded()
    expect(vocabularyFor(index).conflicts).toEqual([])
  })

  it('reads every term of every row as that row filter, and the filter finds that row', async () => {
    const wrong: string[] = []
    for (const r of CATEGORY_SYNONYM_ROWS) {
      const want = r.subcategory
        ? [
            { name: 'category', value: r.category },
            { name: 'sub', value: r.subcategory },
          ]
        : [{ name: 'category', value: r.category }]
      for (const [locale, terms] of [
        ['en', r.en],
        ['es', r.es],
      ] as const) {
        for (const term of terms) {
          const read = await readSearchQueryView(deps(), { q: term, locale }, locale)
          if (JSON.stringify(read.params) !== JSON.stringify(want) || read.q !== '') {
            wrong.push(`${term} -> ${JSON.stringify(read.params)} "${read.q}" (want ${rowId(r)})`)
          }
        }
      }
      const found = await search(t, {
        categories: [r.category],
        ...(r.subcategory ? { subcategories: [r.subcategory] } : {}),
      })
      expect({ row: rowId(r), total: found.stats.total > 0 }).toEqual({
        row: rowId(r),
        total: true,
      })
      expect(found.results.every((x) => x.category.slug === r.category)).toBe(true)
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('answers through GraphQL with parameters, labelled chips and the text left', async () => {
    const res = await t.gql<{
      readSearchQuery: {
        q: string
        params: Array<{ name: string; value: string }>
        chips: Array<{ kind: string; id: string; label: string }>
      }
    }>(
      /* GraphQL */ `
        query ($q: String!, $locale: String) {
          readSearchQuery(q: $q, locale: $locale) {
            q
            params {
              name
              value
            }
            chips {
              kind
              id
              label
            }
          }
        }
      `,
      { q: 'excavadora cat menos de 100 mil en texas', locale: 'es' },
    )
    expect(res.errors).toBeUndefined()
    const r = res.data!.readSearchQuery
    expect(r.q).toBe('')
    expect(r.params).toEqual([
      { name: 'category', value: 'excavators' },
      { name: 'make', value: 'caterpillar' },
      { name: 'priceMax', value: '100000' },
      { name: 'state', value: 'TX' },
    ])
    expect(r.chips.map((c) => c.label)).toEqual([
      'Excavadoras',
      'Caterpillar',
      'menos de USD\u00a0100,000',
      'Texas',
    ])
    const en = await readSearchQueryView(deps(), { q: 'cat 320 under 100k in texas' }, 'en')
    expect(en.q).toBe('320')
    expect(en.chips.map((c) => c.label)).toEqual(['Caterpillar', 'under $100,000', 'Texas'])
    const near = await readSearchQueryView(deps(), { q: 'near 78701 2018 or newer' }, 'en')
    expect(near.chips.map((c) => c.label)).toEqual(['within 100 miles of 78701', '2018 or newer'])
  })

  it('finds the category of a synonym through the search', async () => {
    const read = await readSearchQueryView(deps(), { q: 'cargador frontal' }, 'es')
    const found = await search(t, { categories: ['wheel-loaders'], q: read.q || undefined })
    expect(found.stats.total).toBeGreaterThan(0)
    expect(found.results.every((x) => x.category.slug === 'wheel-loaders')).toBe(true)
  })

  it('reads the text it leaves as nothing new with the live vocabulary (the page never loops)', async () => {
    const texts = [
      'cat 320 under 100k in texas',
      'excavadora cat menos de 100 mil en texas',
      'john deere 310 backhoe 2018 or newer under 3000 hours',
      'tractor agrícola entre 20 y 40 mil del 2015 en adelante',
      'genie s-65 boom lift near 78701',
      'bobcat t770 with tracks in OK',
      'montacargas de gas en nuevo méxico',
      'hydraulic thumb for sale',
      'pala cargadora volvo l120 2019',
    ]
    for (const q of texts) {
      for (const locale of ['en', 'es'] as const) {
        const first = await readSearchQueryView(deps(), { q, locale }, locale)
        const again = await readSearchQueryView(deps(), { q: first.q, locale }, locale)
        expect({ q, params: again.params, left: again.q }).toEqual({ q, params: [], left: first.q })
      }
    }
  })

  it('refuses a text longer than the search box allows', async () => {
    const res = await t.gql(`{ readSearchQuery(q: "${'a'.repeat(201)}") { q } }`)
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION')
  })
})
