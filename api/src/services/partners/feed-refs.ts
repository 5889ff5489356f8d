import type { FeedRow } from '@ironyard/contract/partner-feed'
import { inArray, sql } from 'drizzle-orm'
import { categories } from '../../db/schema'
import type { Database } from '../../db/client'
import type { FieldError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { listingFieldError, type ListingRefs } from '../listing-admin/listing-refs'
import {
  catalogueMakeNames,
  closestMakes,
  makesByName,
  unknownMakeError,
} from '../listing-admin/make-suggestions'
import { lookupZip } from '../search/engine/geo'

/** A row's category, make, model and ZIP as rows of the catalogue, or the fields that are unknown. */
export type FeedRefs = ListingRefs | FieldError[]

/** Values per query: well under PostgreSQL's parameter limit, and a result read in a few ms. */
const CHUNK = 2000

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  )

const refsKey = (row: FeedRow) =>
  [
    row.category.toLowerCase(),
    row.make.trim().toLowerCase(),
    row.model.toLowerCase(),
    row.zip,
  ].join('\u0000')

/**
 * What resolveListingRefs answers for each row of a file (the same rules and field errors: a
 * category by slug, a make by name or slug, ignoring case, a model of that make by name, a known
 * ZIP), in a few queries for the whole file instead of three per distinct row: a file of 2,000
 * distinct models took 6,000 queries. Where the catalogue has two matches the lowest id wins
 * (a make's name before another make's slug). `near` answers the catalogue's makes closest to a
 * make it lacks (those its error offers).
 */
export async function resolveFeedRefs(
  database: Database,
  rows: FeedRow[],
  locale: Locale,
  pace: () => Promise<void>,
): Promise<((row: FeedRow) => FeedRefs) & { near: (make: string) => string[] }> {
  const { db } = database
  const categorySlugs = [...new Set(rows.map((r) => r.category.toLowerCase()))]
  const makeNames = [...new Set(rows.map((r) => r.make.trim().toLowerCase()))]

  const categoryBySlug = new Map<string, { id: number; slug: string }>()
  for (const slugs of chunks(categorySlugs)) {
    const found = await db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.slug, slugs))
    for (const c of found) categoryBySlug.set(c.slug, c)
  }

  const makeByName = new Map<string, { id: number }>()
  for (const names of chunks(makeNames)) {
    for (const [key, make] of await makesByName(db, names)) makeByName.set(key, make)
    await pace()
  }

  // The closest makes to each one the catalogue lacks (issue 36, defect 6), offered in its error.
  const lacking = makeNames.filter((n) => n && !makeByName.has(n))
  const catalogue = lacking.length ? await catalogueMakeNames(db) : []
  const nearOf = new Map<string, string[]>()
  const near = (make: string) => {
    const key = make.toLowerCase()
    if (!nearOf.has(key)) nearOf.set(key, closestMakes(make, catalogue))
    return nearOf.get(key)!
  }

  // A model of its make, by name ignoring case: one lookup per distinct (make, model) pair.
  const pairs = new Map<string, { makeId: number; model: string }>()
  for (const r of rows) {
    const make = makeByName.get(r.make.trim().toLowerCase())
    const model = r.model.toLowerCase()
    if (make) pairs.set(`${make.id}\u0000${model}`, { makeId: make.id, model })
  }
  const modelOf = new Map<string, number>()
  for (const batch of chunks([...pairs.values()])) {
    const found = await database.rows<{ id: number; make_id: number; name: string }>(sql`
      SELECT m.id, m.make_id, w.name
      FROM models m
      JOIN unnest(${sql.param(batch.map((p) => p.makeId))}::int[],
                  ${sql.param(batch.map((p) => p.model))}::text[]) AS w(make_id, name)
        ON m.make_id = w.make_id AND lower(m.name) = w.name`)
    for (const m of found) {
      const key = `${m.make_id}\u0000${m.name}`
      const had = modelOf.get(key)
      if (had === undefined || Number(m.id) < had) modelOf.set(key, Number(m.id))
    }
    await pace()
  }

  const answers = new Map<string, FeedRefs>()
  const answer = (row: FeedRow) => {
    const key = refsKey(row)
    let refs = answers.get(key)
    if (!refs) {
      refs = refsOf(row)
      answers.set(key, refs)
    }
    return refs
  }
  return Object.assign(answer, { near })

  function refsOf(row: FeedRow): FeedRefs {
    const errors: FieldError[] = []
    const category = categoryBySlug.get(row.category.toLowerCase())
    if (!category) errors.push(listingFieldError(locale, 'categorySlug', 'categoryUnknown'))
    const make = makeByName.get(row.make.trim().toLowerCase())
    if (!make) {
      const typed = row.make.trim()
      errors.push(unknownMakeError(locale, typed, near(typed)))
    }
    const zip = lookupZip(row.zip)
    if (!zip) errors.push(listingFieldError(locale, 'zip', 'zipUnknown'))
    if (errors.length || !category || !make || !zip) return errors
    const place = `${zip.city}, ${zip.state}`
    return {
      categoryId: category.id,
      equipmentCategorySlug: category.slug,
      subcategoryId: null,
      makeId: make.id,
      modelId: modelOf.get(`${make.id}\u0000${row.model.toLowerCase()}`) ?? null,
      location: {
        lat: zip.lat,
        lng: zip.lng,
        address: `${place} ${row.zip}`,
        placeId: `zip:${row.zip}`,
        shortAddress: place,
        city: zip.city,
        state: zip.state,
        zip: row.zip,
      },
    }
  }
}
