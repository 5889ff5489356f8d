import { sql } from 'drizzle-orm'
import { loadCatalog } from '../../src/services/catalog/load-catalog'
import { getBuiltTaxonomy } from '../../src/services/taxonomy/build-taxonomy'
import { readTaxonomyContent } from '../../src/services/taxonomy/get-current-taxonomy'
import { loadTaxonomy } from '../../src/services/taxonomy/load-taxonomy'
import { taxonomyVersion } from '../../src/services/taxonomy/taxonomy-content'
import { createTestDatabase, type TestDatabase } from '../helpers/db'

// Loading 75,000 models is a real first-start path; give slow shared machines room.
jest.setTimeout(180_000)

const countRows = async (db: TestDatabase) => {
  const [r] = await db.rows<{ makes: number; models: number; sheets: number }>(sql`
    SELECT (SELECT count(*)::int FROM makes) AS makes, (SELECT count(*)::int FROM models) AS models,
      (SELECT count(*)::int FROM spec_sheets) AS sheets`)
  return r
}

describe('loadTaxonomy', () => {
  let db: TestDatabase
  const built = getBuiltTaxonomy(42)

  beforeAll(async () => {
    db = await createTestDatabase()
    await loadCatalog(db)
  })
  afterAll(() => db.destroy())

  it('loads every make and model with its provenance, and spec sheets for real models', async () => {
    const result = await loadTaxonomy(db, { seed: 42 })
    const counts = await countRows(db)
    expect(counts.makes).toBe(built.makes.length)
    expect(counts.models).toBe(built.models.length)
    expect(result.modelsInserted).toBe(built.models.length)
    const byProvenance = await db.rows<{ provenance: string; n: number }>(
      sql`SELECT provenance, count(*)::int AS n FROM models GROUP BY provenance ORDER BY 1`,
    )
    expect(Object.fromEntries(byProvenance.map((r) => [r.provenance, r.n]))).toEqual(built.counts)
    const real = built.models.filter((m) => m.category && m.provenance !== 'generated').length
    expect(counts.sheets).toBe(real)
    expect(result.specSheetsInserted).toBe(real)
  })

  it('stores the database so that it reads back as the very same version', async () => {
    const content = await readTaxonomyContent(db)
    expect(taxonomyVersion(content)).toBe(built.version)
  })

  it('writes estimated spec sheets (aiGenerated) only for curated and vPIC models', async () => {
    const [cat320] = await db.rows<Record<string, unknown>>(sql`
      SELECT s.* FROM spec_sheets s JOIN models m ON m.id = s.model_id
      JOIN makes mk ON mk.id = m.make_id JOIN categories c ON c.id = m.category_id
      WHERE mk.slug = 'caterpillar' AND c.slug = 'excavators' AND m.slug = '320'`)
    const curated = built.models.find((m) => m.make === 'caterpillar' && m.slug === '320')!
    expect(cat320).toMatchObject({
      operating_weight_lb: 50_700,
      model_price_cents: curated.newPriceUsd! * 100,
      ai_generated: true,
      specs: curated.specs,
    })
    expect(Number(cat320.rental_daily_cents)).toBeGreaterThan(0)
    expect(Number(cat320.fuel_gallons_per_hour)).toBeGreaterThan(0)
    const [wrong] = await db.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM spec_sheets s JOIN models m ON m.id = s.model_id
      WHERE m.provenance = 'generated' OR s.ai_generated = false`)
    expect(wrong.n).toBe(0)
  })

  it('is idempotent: a second call, even a forced row-by-row one, changes nothing', async () => {
    const before = await countRows(db)
    const again = await loadTaxonomy(db, { seed: 42 })
    expect(again).toMatchObject({ makesInserted: 0, modelsInserted: 0, specSheetsInserted: 0 })
    const forced = await loadTaxonomy(db, { seed: 42, force: true })
    expect(forced).toMatchObject({ makesInserted: 0, modelsInserted: 0, specSheetsInserted: 0 })
    expect(await countRows(db)).toEqual(before)
  })

  it('refuses to run before the catalogue is loaded', async () => {
    const empty = await createTestDatabase()
    try {
      await expect(loadTaxonomy(empty, { seed: 42 })).rejects.toThrow(/loadCatalog/)
      expect((await countRows(empty)).models).toBe(0)
    } finally {
      await empty.destroy()
    }
  })
})
