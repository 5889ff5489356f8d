import { createTestApp, type TestApp } from '../helpers/app'
import { NOW, seedSearchFixture } from './fixtures'
import { SEARCH_QUERY } from './search-helpers'

interface GqlError {
  message: string
  extensions?: { code?: string; fields?: Array<{ path: string; key: string; message: string }> }
}

/** Bad search input answers VALIDATION with field paths and translation keys, never a 500. */
describe('searchListings refuses bad input', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
  }, 60_000)
  afterAll(() => t.close())

  async function refuse(input: Record<string, unknown>) {
    const res = await t.gql(SEARCH_QUERY, { input })
    expect(res.status).toBeLessThan(500)
    expect(res.data?.searchListings ?? null).toBeNull()
    const err: GqlError = res.errors![0]
    expect(err.extensions?.code).toBe('VALIDATION')
    return { message: err.message, fields: err.extensions!.fields! }
  }

  it.each([
    [{ sort: 'cheapest' }, 'sort', 'validation.search.sortUnknown'],
    [{ priceMinCents: -1 }, 'priceMinCents', 'validation.search.priceNegative'],
    [{ priceMaxCents: -500 }, 'priceMaxCents', 'validation.search.priceNegative'],
    [{ yearMin: 1800 }, 'yearMin', 'validation.search.yearOutOfRange'],
    [{ yearMax: 2100 }, 'yearMax', 'validation.search.yearOutOfRange'],
    [{ yearMin: 2020, yearMax: 2010 }, 'yearMax', 'validation.search.yearRangeInverted'],
    [{ zip: '00000', radiusMiles: 50 }, 'zip', 'validation.search.zipUnknown'],
    [{ zip: 'abcde' }, 'zip', 'validation.search.zipInvalid'],
    [{ radiusMiles: 50 }, 'zip', 'validation.search.zipRequired'],
    [{ zip: '78701', radiusMiles: 5000 }, 'radiusMiles', 'validation.search.radiusInvalid'],
    [{ pageSize: 101 }, 'pageSize', 'validation.search.pageSizeTooLarge'],
    [{ pageSize: 0 }, 'pageSize', 'validation.search.pageSizeInvalid'],
    [{ page: 0 }, 'page', 'validation.search.pageInvalid'],
    [{ page: 500, pageSize: 100 }, 'page', 'validation.search.resultWindow'],
    [{ daysOnMarket: 'yesterday' }, 'daysOnMarket', 'validation.search.daysOnMarketUnknown'],
    [{ priceUnder: 12_345 }, 'priceUnder', 'validation.search.priceThresholdUnknown'],
    [{ statuses: ['removed'] }, 'statuses.0', 'validation.search.statusNotPublic'],
    [{ states: ['ZZ'] }, 'states.0', 'validation.search.stateUnknown'],
    [{ hoursMin: -3 }, 'hoursMin', 'validation.search.hoursInvalid'],
    [{ q: 'x'.repeat(201) }, 'q', 'validation.search.queryTooLong'],
    [{ specs: [{ key: 'bogus', min: 1 }] }, 'specs.0.key', 'validation.search.specUnknown'],
    [{ categories: ['nope'] }, 'categories.0', 'validation.search.categoryUnknown'],
    [{ makes: ['caterpillar', 'nope'] }, 'makes.1', 'validation.search.makeUnknown'],
    [{ broadCategory: 'nope' }, 'broadCategory', 'validation.search.broadCategoryUnknown'],
    [
      { categories: ['lifts'], specs: [{ key: 'operatingWeightLb', min: 1 }] },
      'specs.0.key',
      'validation.search.specNotInCategory',
    ],
  ])('%j -> %s %s', async (input, path, key) => {
    const { fields } = await refuse(input)
    expect(fields).toContainEqual(expect.objectContaining({ path, key }))
    expect(fields.every((f) => f.message.length > 0)).toBe(true)
  })

  it('a page past the end names the last page', async () => {
    const { message, fields } = await refuse({ page: 3, pageSize: 5 })
    expect(message).toMatch(/past the last page \(2\)/)
    expect(fields[0]).toMatchObject({ path: 'page', key: 'validation.search.pagePastEnd' })
  })

  it('a wrong type is refused before execution with a code', async () => {
    const res = await t.gql(SEARCH_QUERY, { input: { pageSize: 'ten' } })
    expect(res.status).toBe(400)
    expect(res.errors?.[0].extensions?.code).not.toBe('INTERNAL')
  })

  it('suggestion and popular-search arguments are validated too', async () => {
    const s = await t.gql('{ searchSuggestions(q: "cat", limit: 50) { phrase } }')
    expect(s.errors?.[0].extensions?.code).toBe('VALIDATION')
    const p = await t.gql('{ popularSearches(locale: "fr") { text } }')
    expect(p.errors?.[0].extensions?.code).toBe('VALIDATION')
    const l = await t.gql('{ similarListings(stockNumber: "IY-1001", first: 100) { stockNumber } }')
    expect(l.errors?.[0].extensions?.code).toBe('VALIDATION')
  })

  it('catalogue slugs and stock numbers are bounded', async () => {
    const long = 'x'.repeat(101)
    for (const query of [
      `{ category(slug: "${long}") { slug } }`,
      `{ make(slug: "${long}") { slug } }`,
      `{ categories(group: "${long}") { slug } }`,
      `{ listing(stockNumber: "${long}") { stockNumber } }`,
    ]) {
      const res = await t.gql(query)
      expect(res.status).toBeLessThan(500)
      expect(res.errors?.[0].extensions?.code).toBe('VALIDATION')
    }
  })
})
