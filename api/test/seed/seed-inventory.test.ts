import { sql } from 'drizzle-orm'
import { FLAIRS, LISTING_STATUSES, INSPECTION_DOCUMENT_KINDS } from '../../src/db/schema'
import { STATES } from '../../src/seed/geography'
import { getMediaCatalog, videoPath } from '../../src/seed/illustrations/catalog'
import { FIXED_AS_OF } from '../../src/seed/as-of'
import { resetInventory } from '../../src/seed/reset-inventory'
import { seedInventory } from '../../src/seed/seed-inventory'
import { vinCheckDigit } from '../../src/seed/serial-numbers'
import { createTestDatabase, type TestDatabase } from '../helpers/db'
import { inventoryDigest, loadCatalogue } from './helpers'

const N = 2000
const opts = (seed: number) => ({
  listings: N,
  seed,
  mediaDir: '/tmp/unused',
  media: false,
  asOf: FIXED_AS_OF,
})

describe('demo inventory seed', () => {
  let a: TestDatabase
  let b: TestDatabase
  let digestA: Record<string, string>

  beforeAll(async () => {
    a = await createTestDatabase()
    b = await createTestDatabase()
    await loadCatalogue(a)
    await loadCatalogue(b)
    await seedInventory(a, opts(7))
    digestA = await inventoryDigest(a)
  }, 180_000)
  afterAll(async () => {
    await a?.destroy()
    await b?.destroy()
  })

  it('writes identical rows for the same seed, and different rows for another', async () => {
    await seedInventory(b, opts(7))
    expect(await inventoryDigest(b)).toEqual(digestA)
    await resetInventory(b)
    await seedInventory(b, opts(8))
    const other = await inventoryDigest(b)
    expect(other.listings).not.toEqual(digestA.listings)
    expect(other.completed_sales).not.toEqual(digestA.completed_sales)
    // Static rows do not depend on the seed.
    expect(other.inspection_points).toEqual(digestA.inspection_points)
  }, 180_000)

  it('refuses to seed over an existing inventory', async () => {
    await expect(seedInventory(a, opts(7))).rejects.toThrow(/not empty/)
  })

  it('covers every flair, status and state, with partner and standard sellers', async () => {
    const values = async (col: string) =>
      (await a.rows<{ v: string }>(sql.raw(`SELECT DISTINCT ${col}::text AS v FROM listings`)))
        .map((r) => r.v)
        .sort()
    expect(await values('flair')).toEqual([...FLAIRS].sort())
    // Drafts are written in the console only: the demo inventory has none.
    expect(await values('status')).toEqual(LISTING_STATUSES.filter((s) => s !== 'draft').sort())
    expect(await values('state')).toEqual([...STATES].sort())
    const [mix] = await a.rows<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE status = 'available')::int AS available,
             count(*) FILTER (WHERE is_partner_seller)::int AS partner,
             count(*) FILTER (WHERE has_inspection)::int AS inspected,
             count(*)::int AS total
      FROM listings`)
    expect(mix.available / mix.total).toBeGreaterThan(0.75)
    expect(mix.partner / mix.total).toBeGreaterThan(0.1)
    expect(mix.inspected / mix.total).toBeGreaterThan(0.28)
    expect(mix.inspected / mix.total).toBeLessThan(0.42)
    const kinds = await a.rows<{ kind: string }>(
      sql`SELECT DISTINCT kind::text FROM inspection_documents`,
    )
    expect(kinds.map((k) => k.kind).sort()).toEqual([...INSPECTION_DOCUMENT_KINDS].sort())
    const agreement = await a.rows<{ t: number }>(
      sql`SELECT DISTINCT agreement_type AS t FROM listings ORDER BY 1`,
    )
    expect(agreement.map((r) => r.t)).toEqual([2, 32])
  })

  it('shows believable meter readings, even on the oldest machines', async () => {
    const [m] = await a.rows<Record<string, number>>(sql`
      SELECT max(miles)::int AS max_miles, max(hours)::int AS max_hours,
             (percentile_cont(0.5) WITHIN GROUP (ORDER BY miles)
               FILTER (WHERE year <= 2006 AND miles IS NOT NULL))::int AS old_median_miles,
             (percentile_cont(0.5) WITHIN GROUP (ORDER BY hours)
               FILTER (WHERE year <= 2006 AND equipment_category_slug = 'excavators'))::int AS old_excavator_median_hours
      FROM listings`)
    // Line-haul tractors are rebuilt or scrapped around 1.5-2M miles; excavators 30-40k hours.
    expect(m.max_miles).toBeLessThanOrEqual(1_900_000)
    expect(m.max_hours).toBeLessThanOrEqual(42_000)
    expect(m.old_median_miles).toBeGreaterThan(150_000)
    expect(m.old_median_miles).toBeLessThan(1_000_000)
    expect(m.old_excavator_median_hours).toBeGreaterThan(5_000)
    expect(m.old_excavator_median_hours).toBeLessThan(20_000)
  })

  it('lists real models only (curated, or vPIC with a category)', async () => {
    const [r] = await a.rows<{ bad: number; unlinked: number }>(sql`
      SELECT count(*) FILTER (WHERE m.provenance = 'generated' OR m.category_id IS DISTINCT FROM l.category_id)::int AS bad,
             count(*) FILTER (WHERE m.id IS NULL)::int AS unlinked
      FROM listings l LEFT JOIN models m ON m.id = l.model_id`)
    expect(r).toEqual({ bad: 0, unlinked: 0 })
  })

  it('keeps prices, meters, dates and numbers consistent', async () => {
    const [r] = await a.rows<Record<string, number>>(sql`
      SELECT
        count(*) FILTER (WHERE floor_price_cents >= advertised_price_cents)::int AS floor_not_below,
        count(*) FILTER (WHERE original_price_cents < advertised_price_cents)::int AS original_below,
        count(*) FILTER (WHERE status = 'sold' AND sold_at IS NULL)::int AS sold_without_date,
        count(*) FILTER (WHERE status <> 'sold' AND sold_at IS NOT NULL)::int AS date_without_sale,
        count(*) FILTER (WHERE stock_number !~ '^[1-9][0-9]{6}$')::int AS bad_stock,
        count(DISTINCT stock_number)::int AS stocks,
        count(*)::int AS total,
        count(*) FILTER (WHERE equipment_category_slug LIKE '%trailers' AND (hours IS NOT NULL OR miles IS NOT NULL))::int AS metered_trailers,
        count(*) FILTER (WHERE equipment_category_slug IN ('dump-trucks', 'semi-trucks') AND miles IS NULL)::int AS trucks_without_miles,
        count(*) FILTER (WHERE year >= 2015 AND equipment_category_slug = 'excavators' AND emission_tier NOT IN ('Tier 4', 'Tier 4B'))::int AS late_excavators_not_t4,
        count(*) FILTER (WHERE listed_at > ${'2026-11-15T00:00:00Z'}::timestamptz)::int AS future
      FROM listings`)
    expect(r).toMatchObject({
      floor_not_below: 0,
      original_below: 0,
      sold_without_date: 0,
      date_without_sale: 0,
      bad_stock: 0,
      stocks: r.total,
      metered_trailers: 0,
      trucks_without_miles: 0,
      late_excavators_not_t4: 0,
      future: 0,
    })
    // Every price change is a row; the last one is the advertised price; reductions set the date.
    const [h] = await a.rows<Record<string, number>>(sql`
      WITH last AS (
        SELECT DISTINCT ON (listing_id) listing_id, price_cents, reason, changed_at
        FROM price_history ORDER BY listing_id, changed_at DESC)
      SELECT count(*) FILTER (WHERE last.price_cents <> l.advertised_price_cents)::int AS mismatched,
             count(*) FILTER (WHERE (last.reason = 'reduced') <> (l.price_reduced_at IS NOT NULL))::int AS reduced_mismatch,
             count(*) FILTER (WHERE last.reason = 'reduced')::int AS reduced,
             count(*) FILTER (WHERE l.flair = 'PriceReduced' AND l.price_reduced_at IS NULL)::int AS flair_without_reduction
      FROM listings l JOIN last ON last.listing_id = l.id`)
    expect(h).toMatchObject({ mismatched: 0, reduced_mismatch: 0, flair_without_reduction: 0 })
    // The database writes each listing's first row (original price when listed); the seed only
    // adds the changes after it, so no listing has two.
    const [first] = await a.rows<Record<string, number>>(sql`
      WITH listed AS (
        SELECT listing_id, count(*)::int AS n, min(price_cents) AS price, min(changed_at) AS at
        FROM price_history WHERE reason = 'listed' GROUP BY listing_id)
      SELECT count(*) FILTER (WHERE listed.n IS NULL)::int AS without_listed,
             count(*) FILTER (WHERE listed.n > 1)::int AS listed_twice,
             count(*) FILTER (WHERE listed.price <> l.original_price_cents
                                 OR listed.at <> l.listed_at)::int AS listed_mismatch,
             (SELECT count(*)::int FROM price_history p JOIN listings l2 ON l2.id = p.listing_id
              WHERE p.changed_at < l2.listed_at) AS before_listing
      FROM listings l LEFT JOIN listed ON listed.listing_id = l.id`)
    expect(first).toEqual({
      without_listed: 0,
      listed_twice: 0,
      listed_mismatch: 0,
      before_listing: 0,
    })
    expect(h.reduced).toBeGreaterThan(N * 0.1)
    // VINs of on-road trucks carry a valid check digit.
    const vins = await a.rows<{ s: string }>(sql`
      SELECT serial_number AS s FROM listings WHERE equipment_category_slug = 'semi-trucks' LIMIT 50`)
    expect(vins.length).toBeGreaterThan(0)
    for (const { s } of vins) {
      expect(s).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(s[8]).toBe(vinCheckDigit(s))
    }
  })

  it('points images and clips at generated media files', async () => {
    const catalog = getMediaCatalog()
    const known = new Set(catalog.all.map((v) => v.path))
    const paths = await a.rows<{ path: string }>(sql`SELECT DISTINCT path FROM listing_images`)
    expect(paths.length).toBeGreaterThan(50)
    expect(paths.filter((p) => !known.has(p.path))).toEqual([])
    const [counts] = await a.rows<{ without: number; videos: number }>(sql`
      SELECT (SELECT count(*)::int FROM listings l WHERE NOT EXISTS
                (SELECT 1 FROM listing_images i WHERE i.listing_id = l.id)) AS without,
             (SELECT count(*)::int FROM listing_videos) AS videos`)
    expect(counts.without).toBe(0)
    expect(counts.videos).toBeGreaterThan(0)
    const clips = await a.rows<{ url: string; slug: string }>(sql`
      SELECT v.url, l.equipment_category_slug AS slug
      FROM listing_videos v JOIN listings l ON l.id = v.listing_id`)
    for (const c of clips) expect(c.url).toBe(`/media/${videoPath(c.slug)}`)
  })

  it('stores 150-point reports with both languages and one rating per point', async () => {
    const [points] = await a.rows<{ n: number; sections: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT section)::int AS sections FROM inspection_points`,
    )
    expect(points).toEqual({ n: 150, sections: 13 })
    const [r] = await a.rows<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE cardinality(point_ratings) <> 150)::int AS wrong_length,
             count(*) FILTER (WHERE cardinality(what_is_great_en) = 0 OR cardinality(what_is_great_en) <> cardinality(what_is_great_es))::int AS great_mismatch,
             count(*) FILTER (WHERE cardinality(what_needs_work_en) <> cardinality(what_needs_work_es))::int AS work_mismatch,
             count(*)::int AS n
      FROM inspections`)
    expect(r).toMatchObject({ wrong_length: 0, great_mismatch: 0, work_mismatch: 0 })
    const [i] = await a.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM listings WHERE has_inspection`,
    )
    expect(r.n).toBe(i.n)
  })

  it('asks ~54% of new (plus the asking markup) for 10-year-old earthmoving machines', async () => {
    const [r] = await a.rows<{ ratio: number; n: number }>(sql`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY l.advertised_price_cents::float8 / sp.model_price_cents) AS ratio,
             count(*)::int AS n
      FROM listings l
      JOIN categories c ON c.id = l.category_id
      JOIN spec_sheets sp ON sp.model_id = l.model_id
      WHERE c.group_slug = 'earthmoving' AND l.year = 2017`)
    expect(r.n).toBeGreaterThan(20)
    expect(r.ratio).toBeGreaterThan(0.47)
    expect(r.ratio).toBeLessThan(0.66)
  })

  it('prices completed sales coherently: retail above marketplace above auction, older cheaper', async () => {
    const rows = await a.rows<{ channel: string; ratio: number }>(sql`
      SELECT s.channel::text AS channel,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY s.price_cents::float8 / sp.model_price_cents) AS ratio
      FROM completed_sales s JOIN spec_sheets sp ON sp.model_id = s.model_id
      WHERE s.listing_id IS NULL
      GROUP BY 1`)
    const by = Object.fromEntries(rows.map((r) => [r.channel, r.ratio]))
    expect(by.auction).toBeLessThan(by.marketplace)
    expect(by.marketplace).toBeLessThan(by.dealer * 1.02)
    const [range] = await a.rows<{ first: string; last: string }>(
      sql`SELECT min(sold_on)::text AS first, max(sold_on)::text AS last FROM completed_sales`,
    )
    expect(range.first >= '2024-11-15').toBe(true)
    expect(range.last < '2026-11-15').toBe(true)
    const ages = await a.rows<{ band: number; ratio: number }>(sql`
      SELECT CASE WHEN s.year >= 2022 THEN 0 WHEN s.year >= 2016 THEN 1 ELSE 2 END AS band,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY s.price_cents::float8 / sp.model_price_cents) AS ratio
      FROM completed_sales s JOIN spec_sheets sp ON sp.model_id = s.model_id
      GROUP BY 1 ORDER BY 1`)
    expect(ages[0].ratio).toBeGreaterThan(ages[1].ratio)
    expect(ages[1].ratio).toBeGreaterThan(ages[2].ratio)
  })
})
