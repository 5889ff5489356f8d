import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { Provenance } from '../../db/schema/enums'
import {
  countByProvenance,
  sortContent,
  taxonomyVersion,
  type TaxonomyContent,
} from './taxonomy-content'
import { recordTaxonomyVersion } from './taxonomy-versions'

const gzip = promisify(zlib.gzip)

/** What each provenance means, shipped with the document so a download explains itself. */
export const PROVENANCE_NOTES: Record<Provenance, string> = {
  vpic: 'Real: NHTSA vPIC make/model/years for trucks, trailers and buses (US public domain).',
  curated: 'Real: model families hand-listed from public product information; specs approximate.',
  generated:
    'Rule-based variants (make x category x size class x generation x configuration), seeded. ' +
    'Not real products.',
}

export interface CurrentTaxonomy {
  version: string
  generatedAt: Date
  /** The JSON document, uncompressed and gzip-compressed; ETags per representation. */
  body: Buffer
  gzipBody: Buffer
  etag: string
  gzipEtag: string
}

// The document is ~18 MB: build it once per process and database, then serve the buffers.
const cache = new WeakMap<Database, Promise<CurrentTaxonomy>>()

export function invalidateCurrentTaxonomy(database: Database): void {
  cache.delete(database)
}

/** The current taxonomy version as served by GET /taxonomyservice/taxonomy/current. */
export function getCurrentTaxonomy(database: Database): Promise<CurrentTaxonomy> {
  let pending = cache.get(database)
  if (!pending) {
    pending = buildCurrentTaxonomy(database)
    cache.set(database, pending)
    pending.catch(() => cache.delete(database))
  }
  return pending
}

export async function readTaxonomyContent(database: Database): Promise<TaxonomyContent> {
  // Plain table reads, ids mapped here: joins over 75,000 rows cost PGlite far more than Maps.
  const [categories, subcategories, makes, models] = await Promise.all([
    database.rows<{ id: number; slug: string; name: string; group: string }>(sql`
      SELECT id, slug, name_en AS name, group_slug AS "group" FROM categories ORDER BY sort_order`),
    database.rows<{ id: number; category_id: number; slug: string; name: string }>(sql`
      SELECT id, category_id, slug, name_en AS name FROM subcategories
      ORDER BY category_id, sort_order`),
    database.rows<{
      id: number
      slug: string
      name: string
      featured: boolean
      first_letter: string
    }>(sql`SELECT id, slug, name, featured, first_letter FROM makes`),
    database.rows<{
      make_id: number
      category_id: number | null
      subcategory_id: number | null
      name: string
      slug: string
      year_from: number | null
      year_to: number | null
      size_class: string | null
      provenance: Provenance
      source: string
    }>(sql`
      SELECT make_id, category_id, subcategory_id, name, slug, year_from, year_to, size_class,
        provenance, source
      FROM models`),
  ])
  const subsOf = new Map<number, Array<{ slug: string; name: string }>>()
  for (const s of subcategories) {
    const list = subsOf.get(s.category_id) ?? []
    list.push({ slug: s.slug, name: s.name })
    subsOf.set(s.category_id, list)
  }
  const makeSlug = new Map(makes.map((m) => [m.id, m.slug]))
  const categorySlug = new Map(categories.map((c) => [c.id, c.slug]))
  const subcategorySlug = new Map(subcategories.map((c) => [c.id, c.slug]))
  return sortContent({
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      group: c.group,
      subcategories: subsOf.get(c.id) ?? [],
    })),
    makes: makes.map((m) => ({
      slug: m.slug,
      name: m.name,
      featured: m.featured,
      firstLetter: m.first_letter,
    })),
    models: models.map((m) => ({
      make: makeSlug.get(m.make_id)!,
      category: m.category_id === null ? null : categorySlug.get(m.category_id)!,
      subcategory: m.subcategory_id === null ? null : subcategorySlug.get(m.subcategory_id)!,
      name: m.name,
      slug: m.slug,
      yearFrom: m.year_from,
      yearTo: m.year_to,
      sizeClass: m.size_class,
      provenance: m.provenance,
      source: m.source,
    })),
  })
}

async function buildCurrentTaxonomy(database: Database): Promise<CurrentTaxonomy> {
  const content = await readTaxonomyContent(database)
  const version = taxonomyVersion(content)
  const generatedAt = await recordTaxonomyVersion(database, version)
  const counts = countByProvenance(content.models)
  const document = {
    version,
    generatedAt: generatedAt.toISOString(),
    counts: {
      models: content.models.length,
      ...counts,
      makes: content.makes.length,
      featuredMakes: content.makes.filter((m) => m.featured).length,
      categories: content.categories.length,
    },
    provenance: PROVENANCE_NOTES,
    ...content,
  }
  const body = Buffer.from(JSON.stringify(document))
  const gzipBody = await gzip(body, { level: 6 })
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 40)
  return { version, generatedAt, body, gzipBody, etag: `"${hash}"`, gzipEtag: `"${hash}-gzip"` }
}
