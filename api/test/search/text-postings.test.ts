import { sql } from 'drizzle-orm'
import { logger } from '../../src/lib/logger'
import { FIXED_AS_OF } from '../../src/seed/as-of'
import { executeQuery } from '../../src/services/search/engine/execute-query'
import { ListingIndex } from '../../src/services/search/engine/listing-index'
import { POSTING_YEAR } from '../../src/services/search/engine/postings'
import { wordsQuery } from '../../src/services/search/engine/query-types'
import {
  FIELD_CATEGORY,
  FIELD_CITY,
  FIELD_MAKE,
  FIELD_MODEL,
  FIELD_STATE,
  FIELD_SUBCATEGORY,
} from '../../src/services/search/engine/text-index'
import { seededRandom } from '../fuzz/corpus'
import type { TestDatabase } from '../helpers/db'
import { engineInventory } from './engine-inventory'

/**
 * A text search visits the postings of its rarest word instead of every listing (decision 062).
 * Two indexes over one database, one that always scans and one that always visits postings,
 * must answer every text query alike, also after listings changed make, model, category,
 * place, year and status, were deleted and came back: the postings then hold stale entries,
 * and lists are tidied.
 */

const N = 1200
const NOW = FIXED_AS_OF.getTime()

describe('text search over postings', () => {
  let db: TestDatabase
  let scan: ListingIndex
  let postings: ListingIndex
  const { next: random, pick } = seededRandom(20261207)
  /** Rows of SQL text (test values only: numbers this test chose). */
  const rowsOf = <T>(text: string) => db.rows<T>(sql.raw(text))
  const idList = (ids: number[]) => (ids.length ? ids.join(', ') : 'NULL')

  /**
   * Queries a buyer could type: one to three of a listing's own words (make, model, category in
   * either language, state, city, year), so most find machines; some words are cut short (typed
   * so far) and some misspelt, and a few are any word of the catalogue.
   */
  async function queries(count: number): Promise<Array<[string[], boolean]>> {
    const listings = await rowsOf<{ words: string }>(`
      SELECT concat_ws(' ', m.name, l.model, c.name_en, c.name_es, l.state, l.city, l.year) AS words
      FROM listings l JOIN makes m ON m.id = l.make_id JOIN categories c ON c.id = l.category_id`)
    const makes = await rowsOf<{ name: string }>('SELECT name FROM makes')
    const out: Array<[string[], boolean]> = []
    for (let i = 0; i < count; i++) {
      const own = pick(listings)
        .words.toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 1)
      const q = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(own))
      if (random() < 0.1) q.push(pick(makes).name.toLowerCase().split(' ')[0])
      const last = q.length - 1
      if (random() < 0.1 && q[last].length > 4) q[last] = q[last].slice(0, -1) + 'q'
      const prefix = random() < 0.25
      if (prefix) q[last] = q[last].slice(0, Math.max(2, q[last].length - 2))
      out.push([q, prefix])
    }
    return out
  }

  /** Both indexes answer each query alike; returns how many of them found machines. */
  async function sameAnswers(count: number): Promise<number> {
    let found = 0
    for (const [words, prefix] of await queries(count)) {
      const want = executeQuery(scan, wordsQuery(words, NOW, prefix))
      const got = executeQuery(postings, wordsQuery(words, NOW, prefix))
      try {
        expect(got).toEqual(want)
      } catch (err) {
        throw new Error(`${JSON.stringify(words)} prefix=${prefix}\n${(err as Error).message}`)
      }
      if (want.total > 0) found++
    }
    return found
  }

  async function catchUp(): Promise<void> {
    for (const index of [scan, postings]) {
      await index.ensureFresh()
      await index.reconcile()
    }
  }

  beforeAll(async () => {
    db = await engineInventory(N, 7)
    scan = new ListingIndex(db, logger, { postingsShare: 0, maxStaleMs: 0 })
    postings = new ListingIndex(db, logger, { postingsShare: Infinity, maxStaleMs: 0 })
    await scan.ensureFresh()
    await postings.ensureFresh()
  }, 180_000)
  afterAll(async () => {
    await db?.destroy()
  })

  /** Each posting field with its column in the postings index. */
  const fieldColumns = (): Array<[number, ArrayLike<number>]> => {
    const c = postings.cols
    return [
      [FIELD_MAKE, c.make],
      [FIELD_MODEL, c.model],
      [FIELD_CATEGORY, c.category],
      [FIELD_SUBCATEGORY, c.subcategory],
      [FIELD_STATE, c.state],
      [FIELD_CITY, c.city],
      [POSTING_YEAR, c.year],
    ]
  }

  /** Tidy every list now (as many stale entries would): dead listings' entries are dropped. */
  function tidyAll(): void {
    for (const [field, column] of fieldColumns()) {
      for (const code of new Set(Array.from(column).slice(0, postings.cols.size))) {
        postings.postings.compact(postings.cols, field, code)
      }
    }
  }

  it('finds what a scan of every listing finds, on the loaded index', async () => {
    expect(await sameAnswers(300)).toBeGreaterThan(150)
  })

  it('still does after listings changed every text field, died and came back', async () => {
    const ids = (await rowsOf<{ id: number }>('SELECT id FROM listings ORDER BY id')).map(
      (r) => r.id,
    )
    const some = (share: number) => ids.filter(() => random() < share)
    for (let round = 0; round < 3; round++) {
      const changed = some(0.15)
      await db.exec(
        `UPDATE listings l SET
           make_id = (SELECT id FROM makes ORDER BY md5(id::text || l.id || ${round}) LIMIT 1),
           model = 'X' || (l.id % 37) || 'R' || ${round},
           category_id = (SELECT id FROM categories ORDER BY md5(id::text || l.id || ${round}) LIMIT 1),
           state = (ARRAY['TX', 'CA', 'FL', 'OH', 'GA'])[1 + (l.id + ${round}) % 5],
           city = (ARRAY['Austin', 'Fresno', 'Tampa', 'Dayton', 'Macon'])[1 + (l.id + ${round}) % 5],
           year = 1990 + (l.id * 7 + ${round}) % 35,
           status = CASE WHEN l.id % 4 = ${round} THEN 'removed'::listing_status ELSE status END
         WHERE l.id IN (${idList(changed)})`,
      )
      // Deleted, then back with the same id: the position comes back to life.
      const gone = idList(some(0.03))
      await db.exec(`CREATE TABLE gone_${round} AS SELECT * FROM listings WHERE id IN (${gone})`)
      await db.exec(`DELETE FROM listings WHERE id IN (${gone})`)
      await catchUp()
      expect(await sameAnswers(100)).toBeGreaterThan(30)
      // Their lists tidied while they are gone: coming back must put them in again.
      tidyAll()
      await db.exec(`INSERT INTO listings SELECT * FROM gone_${round}; DROP TABLE gone_${round}`)
      await db.exec(`UPDATE listings SET year = year WHERE id IN (${gone})`)
      await catchUp()
      expect(await sameAnswers(100)).toBeGreaterThan(30)
    }
    // The most common make moves away and back: its list is tidied on the way.
    const rows = await rowsOf<{ make_id: number; n: number }>(
      'SELECT make_id, count(*)::int AS n FROM listings GROUP BY 1 ORDER BY 2 DESC LIMIT 2',
    )
    expect(rows[0].n).toBeGreaterThanOrEqual(128)
    const moved = `SELECT id FROM listings WHERE make_id = ${rows[0].make_id}`
    const ids0 = idList((await rowsOf<{ id: number }>(moved)).map((r) => r.id))
    await db.exec(`UPDATE listings SET make_id = ${rows[1].make_id} WHERE id IN (${ids0})`)
    await catchUp()
    expect(await sameAnswers(150)).toBeGreaterThan(50)
    await db.exec(`UPDATE listings SET make_id = ${rows[0].make_id} WHERE id IN (${ids0})`)
    await catchUp()
    expect(await sameAnswers(300)).toBeGreaterThan(100)
  })

  it('holds every live listing under each of its codes; a tidied list holds nothing else', async () => {
    // Stale entries to tidy: a fifth of the listings change make, state and year.
    await db.exec(`UPDATE listings l SET
      make_id = (SELECT id FROM makes ORDER BY md5(id::text || l.id || 'tidy') LIMIT 1),
      state = (ARRAY['NV', 'UT'])[1 + l.id % 2], year = 1980 + l.id % 9 WHERE l.id % 5 = 0`)
    await catchUp()
    const c = postings.cols
    const fields = fieldColumns()
    let tidied = 0
    for (const [field, column] of fields) {
      const live = new Map<number, number[]>()
      for (let p = 0; p < c.size; p++) {
        if (!c.alive[p]) continue
        const positions = live.get(column[p])
        if (positions) positions.push(p)
        else live.set(column[p], [p])
      }
      for (const [code, positions] of live) {
        const list = postings.postings.list(field, code)!
        const held = new Set(list.subarray(0, postings.postings.length(field, code)))
        for (const p of positions) expect(held.has(p)).toBe(true)
        postings.postings.compact(c, field, code)
        const after = Array.from(list.subarray(0, postings.postings.length(field, code)))
        expect(after).toEqual(positions)
        if (held.size > positions.length) tidied++
      }
    }
    // The changes above left stale entries behind (else this checks nothing).
    expect(tidied).toBeGreaterThan(10)
  })
})
