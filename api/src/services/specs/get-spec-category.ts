import { sql } from 'drizzle-orm'
import type { Locale } from '../../context'
import type { Database } from '../../db/client'
import { AppError, parseOrThrow } from '../../lib/errors'
import {
  specCategoryColumns,
  specCategoryOf,
  type SpecCategory,
  type SpecCategoryRow,
} from './list-spec-categories'
import {
  REAL_MODEL,
  SHEETS_FROM,
  SUMMARY_COLUMNS,
  SUMMARY_ORDER,
  summaryOf,
  type SpecSheetSummary,
  type SummaryRow,
} from './spec-rows'
import { specCategoryInputSchema } from './specs.schema'

export interface SpecMakeCount {
  slug: string
  name: string
  count: number
}

export interface SpecCategoryPage {
  category: SpecCategory
  /** Every make with spec sheets in the category, by name, with counts. */
  makes: SpecMakeCount[]
  /** The make the page is narrowed to, if any. */
  make: SpecMakeCount | null
  sheets: SpecSheetSummary[]
  totalCount: number
  page: number
  pageSize: number
  pageCount: number
}

/**
 * One category's spec sheets (real models only), by make then model, a page at a time. An
 * unknown category, a category without spec sheets, a make without sheets in it and a page past
 * the last are NOT_FOUND: the web answers 404 for each.
 */
export async function getSpecCategory(
  database: Database,
  rawInput: unknown,
  locale: Locale,
): Promise<SpecCategoryPage> {
  const input = parseOrThrow(specCategoryInputSchema, rawInput ?? {}, locale)
  const [categoryRows, makes] = await Promise.all([
    database.rows<SpecCategoryRow>(sql`
      SELECT ${specCategoryColumns(locale)}
      ${SHEETS_FROM}
      WHERE c.slug = ${input.category} AND ${REAL_MODEL}
      GROUP BY c.id`),
    database.rows<SpecMakeCount>(sql`
      SELECT mk.slug, mk.name, count(*)::int AS count
      ${SHEETS_FROM}
      WHERE c.slug = ${input.category} AND ${REAL_MODEL}
      GROUP BY mk.id
      ORDER BY lower(mk.name), mk.slug`),
  ])
  if (!categoryRows.length) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'errors:notFound.specCategory',
      vars: { category: input.category },
    })
  }
  const make = input.make ? (makes.find((m) => m.slug === input.make) ?? null) : null
  if (input.make && !make) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'errors:notFound.specCategoryMake',
      vars: { make: input.make, category: input.category },
    })
  }
  const category = specCategoryOf(categoryRows[0], locale)
  const totalCount = make ? make.count : category.sheetCount
  const pageCount = Math.max(1, Math.ceil(totalCount / input.pageSize))
  if (input.page > pageCount) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'errors:input.pastLastPage',
      vars: { page: input.page, pageCount },
    })
  }
  const rows = await database.rows<SummaryRow>(sql`
    SELECT ${SUMMARY_COLUMNS}
    ${SHEETS_FROM}
    WHERE c.slug = ${input.category} AND ${REAL_MODEL}
      ${make ? sql`AND mk.slug = ${make.slug}` : sql``}
    ORDER BY ${SUMMARY_ORDER}
    LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`)
  return {
    category,
    makes,
    make,
    sheets: rows.map(summaryOf),
    totalCount,
    page: input.page,
    pageSize: input.pageSize,
    pageCount,
  }
}
