import { resolveLanding, subcategoryIntro } from './landing'

const CATEGORY = {
  en: { name: 'Excavators', sub: 'Crawler Excavators' },
  es: { name: 'Excavadoras', sub: 'Excavadoras de orugas' },
} as const

jest.mock('@/lib/catalog-data', () => ({
  getCatalog: async (locale: 'en' | 'es') => ({
    category: (slug: string) =>
      slug === 'excavators'
        ? {
            slug: 'excavators',
            name: CATEGORY[locale].name,
            subcategories: [
              { slug: 'crawler-excavators', name: CATEGORY[locale].sub, listingCount: 12 },
            ],
          }
        : undefined,
    broad: () => undefined,
  }),
  getLandingMake: async () => null,
}))

describe('subcategory landing pages (issue 16, "Missing" 2)', () => {
  it('resolves /category/subcategory with its own title, filters and crumbs, in both languages', async () => {
    const en = await resolveLanding(['excavators', 'crawler-excavators'], 'en')
    expect(en).toMatchObject({
      kind: 'subcategory',
      path: '/excavators/crawler-excavators',
      fixed: { categories: ['excavators'], subcategories: ['crawler-excavators'] },
      title: 'Used Crawler Excavators for sale',
      description: expect.stringContaining('12 used Crawler Excavators listings in Excavators'),
    })
    expect(en!.crumbs.map((c) => c.path)).toEqual(['/', '/categories', '/excavators', undefined])
    const es = await resolveLanding(['excavators', 'crawler-excavators'], 'es')
    expect(es).toMatchObject({
      path: '/excavators/crawler-excavators',
      heading: 'Excavadoras de orugas en venta',
    })
  })

  it('is a 404 (null) for a subcategory the category does not have', async () => {
    expect(await resolveLanding(['excavators', 'wheel-excavators'], 'en')).toBeNull()
    expect(await resolveLanding(['bulldozers', 'crawler-excavators'], 'en')).toBeNull()
  })

  it('writes the intro from the facts of its results', async () => {
    const landing = (await resolveLanding(['excavators', 'crawler-excavators'], 'en'))!
    const intro = subcategoryIntro(
      landing,
      {
        total: 12,
        makes: [
          { label: 'Caterpillar', count: 5 },
          { label: 'Komatsu', count: 4 },
          { label: 'John Deere', count: 2 },
          { label: 'Volvo', count: 1 },
        ],
        yearMin: 2012,
        yearMax: 2021,
        priceMinCents: 45_000_00,
        priceMaxCents: 210_000_00,
      },
      'en',
    )
    expect(intro).toBe(
      '12 machines for sale in Crawler Excavators, part of our Excavators category. ' +
        'Most listed makes: Caterpillar, Komatsu, and John Deere. Model years 2012 to 2021. ' +
        'Prices from $45K to $210K.',
    )
    const es = (await resolveLanding(['excavators', 'crawler-excavators'], 'es'))!
    expect(
      subcategoryIntro(
        es,
        {
          total: 1,
          makes: [{ label: 'Caterpillar', count: 1 }],
          yearMin: 2018,
          yearMax: 2018,
          priceMinCents: 90_000_00,
          priceMaxCents: 90_000_00,
        },
        'es',
      ),
    ).toBe(
      '1 máquina en venta en Excavadoras de orugas, dentro de nuestra categoría Excavadoras. ' +
        'Marcas con más anuncios: Caterpillar. Año de modelo 2018.',
    )
  })

  it('says so honestly when nothing is for sale', async () => {
    const landing = (await resolveLanding(['excavators', 'crawler-excavators'], 'en'))!
    const facts = {
      total: 0,
      makes: [],
      yearMin: null,
      yearMax: null,
      priceMinCents: null,
      priceMaxCents: null,
    }
    expect(subcategoryIntro(landing, facts, 'en')).toMatch(/^No Crawler Excavators are for sale/)
  })
})
