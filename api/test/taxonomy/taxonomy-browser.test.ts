import { eq } from 'drizzle-orm'
import { categories, makes, models, specSheets } from '../../src/db/schema'
import type { Provenance } from '../../src/db/schema/enums'
import { ensureCatalog } from '../factories'
import { FIXTURE_MODELS } from '../factories/model-fixture'
import { createTestApp, type TestApp } from '../helpers/app'

jest.setTimeout(120_000)

/**
 * The taxonomy browser of /resources/taxonomy: numbered pages, facet counts and the spec-page
 * flag, on a small taxonomy (the test fixture plus a few vPIC and generated rows).
 */
const PAGE = /* GraphQL */ `
  query ($input: TaxonomyModelsInput) {
    taxonomyModels(input: $input) {
      totalCount
      page
      pageCount
      pageInfo {
        hasNextPage
      }
      nodes {
        name
        slug
        provenance
        hasSpecSheet
        make {
          slug
        }
        category {
          slug
        }
      }
    }
  }
`

const FACETS = /* GraphQL */ `
  query ($input: TaxonomyFacetsInput) {
    taxonomyFacets(input: $input) {
      makes {
        slug
        name
        count
      }
      makeTotal
      categories {
        slug
        name
        count
      }
      provenances {
        provenance
        count
      }
    }
  }
`

interface Node {
  name: string
  slug: string
  provenance: Provenance
  hasSpecSheet: boolean
  make: { slug: string }
  category: { slug: string } | null
}
interface Page {
  taxonomyModels: {
    totalCount: number
    page: number | null
    pageCount: number
    pageInfo: { hasNextPage: boolean }
    nodes: Node[]
  }
}
interface Facets {
  taxonomyFacets: {
    makes: Array<{ slug: string; name: string; count: number }>
    makeTotal: number
    categories: Array<{ slug: string; name: string; count: number }>
    provenances: Array<{ provenance: Provenance; count: number }>
  }
}

describe('taxonomy browser queries', () => {
  let t: TestApp
  const EXTRA: Array<[make: string, category: string | null, name: string, Provenance, boolean]> = [
    ['caterpillar', 'excavators', '320 GX-A', 'generated', true],
    ['caterpillar', 'excavators', '330 GX-B', 'generated', false],
    ['komatsu', 'excavators', 'PC88 GX-C', 'generated', false],
    ['caterpillar', 'scrapers', '627 GX-D', 'generated', false],
    ['fontaine', null, 'Phantom', 'vpic', false],
    ['fontaine', 'flatbed-trailers', 'Velocity', 'vpic', false],
  ]
  const total = FIXTURE_MODELS.length + EXTRA.length

  beforeAll(async () => {
    t = await createTestApp()
    await ensureCatalog(t.database)
    const { db } = t.database
    for (const [make, category, name, provenance, sheet] of EXTRA) {
      const [mk] = await db.select().from(makes).where(eq(makes.slug, make))
      const c = category
        ? (await db.select().from(categories).where(eq(categories.slug, category)))[0]
        : null
      const [row] = await db
        .insert(models)
        .values({
          makeId: mk.id,
          categoryId: c?.id ?? null,
          name,
          slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          provenance,
          source: 'test',
        })
        .returning({ id: models.id })
      if (sheet) await db.insert(specSheets).values({ modelId: row.id, modelPriceCents: 1 })
    }
  })
  afterAll(() => t.close())

  const page = (input: Record<string, unknown>) => t.gql<Page>(PAGE, { input })

  it('pages with numbers in the same order as the cursors, and says how many pages there are', async () => {
    const whole = await page({ first: 100 })
    expect(whole.data!.taxonomyModels.totalCount).toBe(total)
    const order = whole.data!.taxonomyModels.nodes.map((n) => `${n.make.slug}/${n.slug}`)
    const seen: string[] = []
    const pages = Math.ceil(total / 7)
    for (let p = 1; p <= pages; p++) {
      const res = await page({ first: 7, page: p })
      expect(res.errors).toBeUndefined()
      const conn = res.data!.taxonomyModels
      expect([conn.page, conn.pageCount, conn.pageInfo.hasNextPage]).toEqual([p, pages, p < pages])
      seen.push(...conn.nodes.map((n) => `${n.make.slug}/${n.slug}`))
    }
    expect(seen).toEqual(order)
    expect(whole.data!.taxonomyModels.page).toBeNull()
  })

  it('answers NOT_FOUND past the last page, one page for no rows, VALIDATION for bad paging', async () => {
    const pages = Math.ceil(total / 7)
    const past = await page({ first: 7, page: pages + 1 })
    expect(past.errors?.[0].extensions?.code).toBe('NOT_FOUND')
    const none = await page({ q: 'zzzz-nothing', page: 1 })
    expect(none.data!.taxonomyModels).toMatchObject({ totalCount: 0, pageCount: 1, nodes: [] })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first: 101, page: 1 }, 'first'],
      [{ page: 0 }, 'page'],
      [{ page: 1, after: 'WyJhIiwiYiIsMV0' }, 'page'],
    ]
    for (const [input, path] of cases) {
      const res = await page(input)
      expect([path, res.errors?.[0].extensions?.code]).toEqual([path, 'VALIDATION'])
      const fields = res.errors?.[0].extensions?.fields as Array<{ path: string }>
      expect(fields.map((f) => f.path)).toContain(path)
    }
  })

  it('flags the rows that have a spec page: real models with a sheet, never generated ones', async () => {
    const res = await page({ make: 'caterpillar', category: 'excavators', first: 100 })
    const flags = Object.fromEntries(
      res.data!.taxonomyModels.nodes.map((n) => [n.name, [n.provenance, n.hasSpecSheet]]),
    )
    expect(flags).toEqual({
      '320': ['curated', true],
      '336': ['curated', true],
      '320 GX-A': ['generated', false],
      '330 GX-B': ['generated', false],
    })
    const vpic = await page({ make: 'fontaine', provenance: 'vpic' })
    expect(vpic.data!.taxonomyModels.nodes.map((n) => [n.name, n.hasSpecSheet])).toEqual([
      ['Phantom', false],
      ['Velocity', false],
    ])
  })

  it('counts each filter menu with the other filters applied', async () => {
    const res = await t.gql<Facets>(FACETS, {
      input: { category: 'excavators', provenance: 'generated' },
    })
    expect(res.errors).toBeUndefined()
    const f = res.data!.taxonomyFacets
    // Makes: generated excavators.
    expect(f.makes).toEqual([
      { slug: 'caterpillar', name: 'Caterpillar', count: 2 },
      { slug: 'komatsu', name: 'Komatsu', count: 1 },
    ])
    expect(f.makeTotal).toBe(2)
    // Categories: generated rows in any category.
    expect(f.categories).toEqual([
      { slug: 'excavators', name: 'Excavators', count: 3 },
      { slug: 'scrapers', name: 'Scrapers', count: 1 },
    ])
    // Provenances: excavators of every provenance.
    const excavators = FIXTURE_MODELS.filter(([, c]) => c === 'excavators').length
    expect(f.provenances).toEqual([
      { provenance: 'vpic', count: 0 },
      { provenance: 'curated', count: excavators },
      { provenance: 'generated', count: 3 },
    ])
  })

  it('always offers the selected make and category, even with no rows, named in the request language', async () => {
    const res = await t.gql<Facets>(
      FACETS,
      { input: { make: 'fontaine', category: 'cranes', q: 'velocity' } },
      { 'x-locale': 'es' },
    )
    const f = res.data!.taxonomyFacets
    expect(f.makes).toEqual([{ slug: 'fontaine', name: 'Fontaine', count: 0 }])
    expect(f.categories).toEqual([
      { slug: 'cranes', name: 'Grúas', count: 0 },
      { slug: 'flatbed-trailers', name: 'Remolques de plataforma', count: 1 },
    ])
    const bad = await t.gql<Facets>(FACETS, { input: { make: 'Bad Slug' } })
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION')
  })
})
