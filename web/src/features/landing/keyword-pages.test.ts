import { resolveKeyword } from './keyword-pages'

type Suggestion = { phrase: string; kind: string; params: unknown; count: number }
const SUGGESTIONS: Record<string, Suggestion[]> = {
  en: [
    { phrase: 'excavators', kind: 'category', params: { categories: ['excavators'] }, count: 40 },
    {
      phrase: 'caterpillar excavators',
      kind: 'make_category',
      params: { makes: ['caterpillar'], categories: ['excavators'] },
      count: 12,
    },
  ],
  es: [
    { phrase: 'excavadoras', kind: 'category', params: { categories: ['excavators'] }, count: 40 },
  ],
}
const NAMES: Record<string, string> = { en: 'Excavators', es: 'Excavadoras' }

jest.mock('@/lib/api-client', () => ({
  gqlCached: async (_doc: unknown, vars: { q: string }, opts: { locale: string }) => ({
    searchSuggestions: SUGGESTIONS[opts.locale].filter((s) =>
      s.phrase.toLowerCase().startsWith(vars.q),
    ),
  }),
}))
jest.mock('@/lib/catalog-data', () => ({
  getCatalog: async (locale: string) => ({
    category: (slug: string) => (slug === 'excavators' ? { name: NAMES[locale] } : undefined),
    broad: () => undefined,
  }),
}))

describe('keyword pages in both languages (issue 16, defect 4)', () => {
  it('serves the Spanish page at the English slug the language switch and hreflang point to', async () => {
    const landing = await resolveKeyword('excavators', 'es')
    expect(landing).toMatchObject({
      path: '/used/excavators',
      fixed: { categories: ['excavators'] },
      heading: 'excavadoras en venta',
    })
    const make = await resolveKeyword('caterpillar-excavators', 'es')
    expect(make).toMatchObject({
      path: '/used/caterpillar-excavators',
      fixed: { makes: ['caterpillar'], categories: ['excavators'] },
      heading: 'excavadoras caterpillar en venta',
    })
  })

  it('serves the English page at a Spanish slug, and each language its own', async () => {
    expect(await resolveKeyword('excavadoras', 'en')).toMatchObject({
      path: '/used/excavadoras',
      fixed: { categories: ['excavators'] },
    })
    expect(await resolveKeyword('excavadoras', 'es')).toMatchObject({ path: '/used/excavadoras' })
    expect(await resolveKeyword('excavators', 'en')).toMatchObject({ path: '/used/excavators' })
  })

  it('keeps the case of the words it translates', async () => {
    SUGGESTIONS.en.push({
      phrase: 'Used Excavators',
      kind: 'category',
      params: { categories: ['excavators'] },
      count: 40,
    })
    expect(await resolveKeyword('used-excavators', 'es')).toMatchObject({
      heading: 'Used Excavadoras en venta',
    })
  })

  // Issue 37: "Caterpillar Excavadoras en venta" put the make first, as English does.
  it('puts the machine before the make in Spanish, for its own phrases too', async () => {
    SUGGESTIONS.es.push({
      phrase: 'Caterpillar 320 Excavadoras',
      kind: 'make_model',
      params: { makes: ['caterpillar'], models: ['320'], categories: ['excavators'] },
      count: 3,
    })
    expect(await resolveKeyword('caterpillar-320-excavadoras', 'es')).toMatchObject({
      heading: 'Excavadoras Caterpillar 320 en venta',
    })
    expect(await resolveKeyword('caterpillar-excavators', 'en')).toMatchObject({
      heading: 'caterpillar excavators for sale',
    })
  })

  it('is still a 404 for a phrase no language suggests', async () => {
    expect(await resolveKeyword('bulldozer-pizza', 'es')).toBeNull()
    expect(await resolveKeyword('Not A Slug', 'en')).toBeNull()
  })
})
