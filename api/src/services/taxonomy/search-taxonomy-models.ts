import type { Locale } from '@ironyard/contract/locale'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { Provenance } from '../../db/schema/enums'
import { AppError, parseOrThrow } from '../../lib/errors'
import { TAXONOMY_FROM, taxonomyWhere } from './taxonomy-filters'
import { taxonomyModelsInputSchema } from '@ironyard/contract/forms/taxonomy'

export interface TaxonomyModelNode {
  id: string
  name: string
  slug: string
  make: { slug: string; name: string; featured: boolean }
  category: { slug: string; name: string } | null
  subcategory: { slug: string; name: string } | null
  yearFrom: number | null
  yearTo: number | null
  sizeClass: string | null
  provenance: Provenance
  source: string
  /** A real product with a spec page (/resources/specs/{category}/{make}-{slug}). */
  hasSpecSheet: boolean
}

export interface TaxonomyModelPage {
  edges: Array<{ cursor: string; node: TaxonomyModelNode }>
  nodes: TaxonomyModelNode[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
  totalCount: number
  /** The page asked for with `page` (numbered pages), else null. */
  page: number | null
  pageCount: number
}

type Cursor = [makeSlug: string, modelSlug: string, id: number]

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url')

function decodeCursor(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown
    if (
      Array.isArray(c) &&
      c.length === 3 &&
      typeof c[0] === 'string' &&
      typeof c[1] === 'string' &&
      Number.isInteger(c[2])
    ) {
      return c as Cursor
    }
  } catch {
    // fall through
  }
  throw new AppError(
    'VALIDATION',
    { messageKey: 'errors:input.invalidCursor' },
    {
      fields: [{ path: 'after', message: 'Invalid cursor', key: 'validation.cursorInvalid' }],
    },
  )
}

/**
 * Page through the taxonomy's models (all provenances, each row saying its own), ordered by make
 * and model slug, with keyset cursors or numbered pages (`page`; one past the last is NOT_FOUND).
 * Generated rows are included: callers that show products (SEO pages) must filter to curated or
 * vpic.
 */
export async function searchTaxonomyModels(
  database: Database,
  rawInput: unknown,
  locale: Locale = 'en',
): Promise<TaxonomyModelPage> {
  const input = parseOrThrow(taxonomyModelsInputSchema, rawInput ?? {})
  const filter = taxonomyWhere(input)
  const after = input.after ? decodeCursor(input.after) : null
  const keyset = after
    ? sql`(mk.slug COLLATE "C", m.slug COLLATE "C", m.id) > (${after[0]}, ${after[1]}, ${after[2]})`
    : sql`TRUE`
  const catName = locale === 'es' ? sql`c.name_es` : sql`c.name_en`
  const subName = locale === 'es' ? sql`sc.name_es` : sql`sc.name_en`
  const from = TAXONOMY_FROM
  const offset = input.page ? (input.page - 1) * input.first : 0

  const [rows, total] = await Promise.all([
    database.rows<{
      id: number
      name: string
      slug: string
      year_from: number | null
      year_to: number | null
      size_class: string | null
      provenance: Provenance
      source: string
      make_slug: string
      make_name: string
      featured: boolean
      category_slug: string | null
      category_name: string | null
      subcategory_slug: string | null
      subcategory_name: string | null
      has_sheet: boolean
    }>(sql`
      SELECT m.id, m.name, m.slug, m.year_from, m.year_to, m.size_class, m.provenance, m.source,
        mk.slug AS make_slug, mk.name AS make_name, mk.featured,
        c.slug AS category_slug, ${catName} AS category_name,
        sc.slug AS subcategory_slug, ${subName} AS subcategory_name,
        (c.id IS NOT NULL AND m.provenance <> 'generated'
          AND EXISTS (SELECT 1 FROM spec_sheets s WHERE s.model_id = m.id)) AS has_sheet
      ${from}
      WHERE ${filter} AND ${keyset}
      ORDER BY mk.slug COLLATE "C", m.slug COLLATE "C", m.id
      LIMIT ${input.first + 1} OFFSET ${offset}`),
    database.rows<{ n: number }>(sql`SELECT count(*)::int AS n ${from} WHERE ${filter}`),
  ])
  const totalCount = total[0].n
  const pageCount = Math.max(1, Math.ceil(totalCount / input.first))
  if (input.page && input.page > pageCount) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'errors:input.pastLastPage',
      vars: { page: input.page, pageCount },
    })
  }
  const page = rows.slice(0, input.first)
  const edges = page.map((r) => ({
    cursor: encodeCursor([r.make_slug, r.slug, r.id]),
    node: {
      id: String(r.id),
      name: r.name,
      slug: r.slug,
      make: { slug: r.make_slug, name: r.make_name, featured: r.featured },
      category: r.category_slug ? { slug: r.category_slug, name: r.category_name! } : null,
      subcategory: r.subcategory_slug
        ? { slug: r.subcategory_slug, name: r.subcategory_name! }
        : null,
      yearFrom: r.year_from,
      yearTo: r.year_to,
      sizeClass: r.size_class,
      provenance: r.provenance,
      source: r.source,
      hasSpecSheet: r.has_sheet,
    },
  }))
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: { hasNextPage: rows.length > input.first, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
    page: input.page ?? null,
    pageCount,
  }
}
