import zlib from 'node:zlib'
import { loadCatalog } from '../../src/services/catalog/load-catalog'
import { getBuiltTaxonomy } from '../../src/services/taxonomy/build-taxonomy'
import { loadTaxonomy } from '../../src/services/taxonomy/load-taxonomy'
import { acceptsGzip } from '../../src/rest/taxonomy'
import { createTestApp, type TestApp } from '../helpers/app'

jest.setTimeout(180_000)

const URL = '/taxonomyservice/taxonomy/current'

interface Page {
  taxonomyModels: {
    totalCount: number
    pageInfo: { hasNextPage: boolean; endCursor: string | null }
    edges: Array<{
      cursor: string
      node: {
        name: string
        slug: string
        provenance: string
        source: string
        make: { slug: string }
      }
    }>
  }
}

const PAGE_QUERY = /* GraphQL */ `
  query ($input: TaxonomyModelsInput) {
    taxonomyModels(input: $input) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          name
          slug
          provenance
          source
          make {
            slug
          }
          category {
            slug
            name
          }
        }
      }
    }
  }
`

describe('the open equipment taxonomy over HTTP', () => {
  let t: TestApp
  const built = getBuiltTaxonomy(42)

  beforeAll(async () => {
    t = await createTestApp()
    await loadCatalog(t.database)
    await loadTaxonomy(t.database, { seed: 42 })
  })
  afterAll(() => t.close())

  describe('GET /taxonomyservice/taxonomy/current', () => {
    it('serves the current version gzip-compressed with a strong ETag and caching headers', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { 'accept-encoding': 'br, gzip' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{40}-gzip"$/)
      expect(res.headers['cache-control']).toBe('public, max-age=3600')
      expect(res.headers.vary).toBe('Accept-Encoding')
      const doc = JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8')) as {
        version: string
        generatedAt: string
        counts: Record<string, number>
        models: Array<{ provenance: string; source: string }>
        categories: unknown[]
        provenance: { generated: string }
      }
      expect(doc.version).toBe(built.version)
      expect(Date.parse(doc.generatedAt)).not.toBeNaN()
      expect(doc.counts).toMatchObject({
        models: built.models.length,
        ...built.counts,
        categories: 44,
      })
      expect(doc.models.length).toBeGreaterThan(70_000)
      expect(doc.categories).toHaveLength(44)
      const unsourced = doc.models.filter((m) => !m.provenance || !m.source)
      expect(unsourced).toEqual([])
      expect(doc.provenance.generated).toMatch(/Not real products/)
    })

    it('serves the same document uncompressed, under its own ETag, to clients without gzip', async () => {
      const gz = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { 'accept-encoding': 'gzip' },
      })
      const plain = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { 'accept-encoding': 'identity' },
      })
      expect(plain.statusCode).toBe(200)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.headers.etag).toBe(String(gz.headers.etag).replace('-gzip', ''))
      expect(plain.rawPayload.equals(zlib.gunzipSync(gz.rawPayload))).toBe(true)
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)
    })

    it('answers 304 Not Modified to a matching If-None-Match, 200 to a stale one', async () => {
      const first = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { 'accept-encoding': 'gzip' },
      })
      const etag = String(first.headers.etag)
      for (const inm of [etag, `W/${etag}`, `"stale", ${etag}`, etag.replace('-gzip', ''), '*']) {
        const res = await t.app.inject({
          method: 'GET',
          url: URL,
          headers: { 'accept-encoding': 'gzip', 'if-none-match': inm },
        })
        expect([inm, res.statusCode]).toEqual([inm, 304])
        expect(res.rawPayload.length).toBe(0)
        expect(res.headers.etag).toBe(etag)
      }
      const stale = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': '"0000"' },
      })
      expect(stale.statusCode).toBe(200)
    })

    it('reads Accept-Encoding with q-values', () => {
      expect(acceptsGzip('gzip, deflate')).toBe(true)
      expect(acceptsGzip('gzip;q=0')).toBe(false)
      expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true)
      expect(acceptsGzip('identity')).toBe(false)
      expect(acceptsGzip(undefined)).toBe(false)
    })
  })

  describe('GraphQL taxonomyModels and taxonomyStats', () => {
    it('pages through all models with keyset cursors', async () => {
      const first = await t.gql<Page>(PAGE_QUERY, { input: { first: 5 } })
      expect(first.errors).toBeUndefined()
      const page1 = first.data!.taxonomyModels
      expect(page1.totalCount).toBe(built.models.length)
      expect(page1.edges).toHaveLength(5)
      expect(page1.pageInfo.hasNextPage).toBe(true)
      const second = await t.gql<Page>(PAGE_QUERY, {
        input: { first: 5, after: page1.pageInfo.endCursor },
      })
      const page2 = second.data!.taxonomyModels
      const key = (e: Page['taxonomyModels']['edges'][number]) =>
        `${e.node.make.slug}\u0000${e.node.slug}`
      const ordered = [...page1.edges, ...page2.edges].map(key)
      expect(new Set(ordered).size).toBe(10)
      expect(key(page2.edges[0]) >= key(page1.edges[4])).toBe(true)
    })

    it('filters by make, category, provenance and text, and walks a filtered list to its end', async () => {
      const seen: string[] = []
      let after: string | null = null
      for (let i = 0; i < 10; i++) {
        const res: { data?: Page } = await t.gql<Page>(PAGE_QUERY, {
          input: {
            make: 'caterpillar',
            category: 'scrapers',
            provenance: 'curated',
            first: 3,
            after,
          },
        })
        const conn: Page['taxonomyModels'] = res.data!.taxonomyModels
        expect(conn.totalCount).toBe(8)
        seen.push(...conn.edges.map((e) => e.node.name))
        if (!conn.pageInfo.hasNextPage) break
        after = conn.pageInfo.endCursor
      }
      const expected = built.models
        .filter(
          (m) =>
            m.make === 'caterpillar' && m.category === 'scrapers' && m.provenance === 'curated',
        )
        .map((m) => m.name)
      expect([...seen].sort()).toEqual([...expected].sort())
      expect(new Set(seen).size).toBe(seen.length)

      const text = await t.gql<Page>(PAGE_QUERY, { input: { q: 'caterpillar 336', first: 20 } })
      const names = text.data!.taxonomyModels.edges.map((e) => e.node.name)
      expect(names).toContain('336')
      const generated = await t.gql<Page>(PAGE_QUERY, {
        input: { provenance: 'generated', first: 3 },
      })
      expect(generated.data!.taxonomyModels.edges[0].node.source).toBe('rule v1 seed 42')
    })

    it('refuses bad arguments with VALIDATION and field paths, never a 500', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ first: 0 }, 'first'],
        [{ first: 101 }, 'first'],
        [{ after: 'not-a-cursor' }, 'after'],
        [{ make: 'Not A Slug!' }, 'make'],
        [{ q: 'x'.repeat(101) }, 'q'],
      ]
      for (const [input, path] of cases) {
        const res = await t.gql(PAGE_QUERY, { input })
        expect([path, res.errors?.[0].extensions?.code]).toEqual([path, 'VALIDATION'])
        const fields = res.errors?.[0].extensions?.fields as Array<{ path: string }>
        expect(fields.map((f) => f.path)).toContain(path)
      }
      const badEnum = await t.gql(PAGE_QUERY, { input: { provenance: 'invented' } })
      expect(badEnum.status).toBe(400)
      expect(badEnum.errors?.[0].extensions?.code).toBeDefined()
      expect(badEnum.errors?.[0].extensions?.code).not.toBe('INTERNAL')
    })

    it('counts the taxonomy', async () => {
      const res = await t.gql<{
        taxonomyStats: {
          models: number
          byProvenance: Array<{ provenance: string; count: number }>
          featuredMakes: number
          categories: number
          specSheets: number
        }
      }>(
        `{ taxonomyStats { models byProvenance { provenance count } featuredMakes categories specSheets } }`,
      )
      const stats = res.data!.taxonomyStats
      expect(stats.models).toBe(built.models.length)
      expect(Object.fromEntries(stats.byProvenance.map((p) => [p.provenance, p.count]))).toEqual(
        built.counts,
      )
      expect(stats.featuredMakes).toBe(37)
      expect(stats.categories).toBe(44)
      expect(stats.specSheets).toBeGreaterThan(built.counts.curated)
    })
  })
})
