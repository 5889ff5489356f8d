import { sql } from 'drizzle-orm'
import { loadCatalog } from '../../src/services/catalog/load-catalog'
import { BROAD_CATEGORIES, CATEGORIES } from '../../src/reference-data/categories'
import { MAKES } from '../../src/reference-data/makes'
import { createTestDatabase, type TestDatabase } from '../helpers/db'

/**
 * loadCatalog writes the catalogue in one multi-row upsert per table: every row of the reference
 * data arrives, and a second load changes nothing (same ids, same values), as the first start and
 * `npm run seed` rely on. An edited row in the database is put back to the reference data.
 */
const snapshot = (database: TestDatabase) =>
  database.rows<Record<string, unknown>>(sql`
    SELECT (SELECT json_agg(b ORDER BY id) FROM broad_categories b) AS broad,
           (SELECT json_agg(c ORDER BY id) FROM categories c) AS categories,
           (SELECT json_agg(s ORDER BY id) FROM subcategories s) AS subcategories,
           (SELECT json_agg(l ORDER BY broad_category_id, category_id)
              FROM broad_category_categories l) AS links,
           (SELECT json_agg(m ORDER BY id) FROM makes m) AS makes`)

describe('loadCatalog', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.destroy())

  it('loads every row of the reference data, and a second load changes nothing', async () => {
    await loadCatalog(database)
    const [first] = await snapshot(database)
    expect((first.broad as unknown[]).length).toBe(BROAD_CATEGORIES.length)
    expect((first.categories as unknown[]).length).toBe(CATEGORIES.length)
    expect((first.subcategories as unknown[]).length).toBe(
      CATEGORIES.reduce((n, c) => n + c.subcategories.length, 0),
    )
    expect((first.links as unknown[]).length).toBe(
      BROAD_CATEGORIES.reduce((n, b) => n + b.categories.length, 0),
    )
    expect((first.makes as unknown[]).length).toBe(MAKES.length)
    await loadCatalog(database)
    const [second] = await snapshot(database)
    expect(second).toEqual(first)
  })

  it('puts an edited category, subcategory and make back to the reference data', async () => {
    const [before] = await snapshot(database)
    await database.db.execute(sql`UPDATE categories SET name_en = 'Edited', sort_order = 99
      WHERE slug = ${CATEGORIES[0].slug}`)
    await database.db.execute(sql`UPDATE subcategories SET name_es = 'Editada'`)
    await database.db.execute(sql`UPDATE makes SET name = 'Edited', top_rank = NULL`)
    await loadCatalog(database)
    const [after] = await snapshot(database)
    expect(after).toEqual(before)
  })
})
