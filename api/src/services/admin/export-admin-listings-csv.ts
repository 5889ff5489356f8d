import type { Readable } from 'node:stream'
import { isPublicStatus } from '@ironyard/contract/listing-enums'
import { shownBadge } from '@ironyard/contract/listing-flair'
import { listingPath } from '@ironyard/contract/listing-path'
import { BULK_MAX_PICKED } from '@ironyard/contract/bulk-actions'
import { and, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { inspections, listings } from '../../db/schema'
import { t } from '../../i18n'
import { csvDollars, csvStream, type CsvCell } from '../../lib/csv'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingScope } from '../listing-admin/listing-scope'
import {
  consoleListingFilterSchema,
  consoleListingOrder,
  consoleListingWhere,
  inspectionJoin,
} from './console-listing-query'
import { consoleListingRows, consoleTitle } from './list-admin-listings'

/** The most rows one inventory export holds (the table's order). */
export const LISTINGS_CSV_MAX_ROWS = 50_000
/** The picked stock numbers of a bulk export (the bulk bar's selection). */
const pickedSchema = z.array(z.string().trim().min(1).max(40)).max(BULK_MAX_PICKED)

/** Rows read from the database at a time while the file is written. */
const BATCH = 1_000

const COLUMNS = [
  'stockNumber',
  'machine',
  'year',
  'make',
  'model',
  'serialNumber',
  'category',
  'status',
  'badge',
  'price',
  'city',
  'state',
  'listed',
  'daysOnMarket',
  'photos',
  'inspection',
  'updated',
  'link',
] as const

/**
 * The equipment table's filter as an inventory CSV (issue 36): the same search, state and sort
 * as the table, a partner member's own listings only, headers and words in the reader's
 * language, formula-looking cells neutralised (lib/csv), at most 50,000 rows. The file is written
 * as it is read: the matching ids first (one sorted query), then their rows a thousand at a time.
 */
export async function exportAdminListingsCsv(
  deps: Pick<AppDeps, 'database' | 'now' | 'env'>,
  scope: ListingScope,
  rawFilter: unknown,
  locale: Locale,
  /** Issue 36, bulk export: only these rows of the filter (the rows an operator picked). */
  picked?: readonly string[] | null,
): Promise<{ filename: string; body: Readable }> {
  const f = parseOrThrow(consoleListingFilterSchema, rawFilter ?? {}, locale)
  const stocks = picked?.length ? parseOrThrow(pickedSchema, [...new Set(picked)], locale) : null
  const now = deps.now()
  const cond = and(
    await consoleListingWhere(deps, scope, f),
    stocks ? inArray(listings.stockNumber, stocks) : undefined,
  )
  const ids = (
    await deps.database.db
      .select({ id: listings.id })
      .from(listings)
      .leftJoin(inspections, inspectionJoin)
      .where(cond)
      .orderBy(...consoleListingOrder(f.sort ?? 'updated', now, false))
      .limit(LISTINGS_CSV_MAX_ROWS)
  ).map((r) => r.id)
  const web = deps.env.WEB_URL.replace(/\/$/, '')
  async function* lines(): AsyncGenerator<CsvCell[]> {
    yield COLUMNS.map((c) => t(locale, `admin:listingsCsv.${c}`))
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH)
      const rows = await consoleListingRows(deps, locale, now).where(inArray(listings.id, batch))
      const byId = new Map(rows.map((r) => [r.id, r]))
      for (const id of batch) {
        const r = byId.get(id)
        // Deleted between the two reads: left out.
        if (!r) continue
        const badge = shownBadge(r.flair)
        yield [
          r.stockNumber,
          consoleTitle(r),
          r.year,
          r.make,
          r.model,
          r.serialNumber,
          r.category,
          t(locale, `admin:listingsCsv.statuses.${r.status}`),
          badge && t(locale, `search:facets.flairs.${badge}`),
          csvDollars(r.advertisedPriceCents),
          r.city,
          r.state,
          r.status === 'draft' ? null : r.listedAt.toISOString(),
          r.daysOnMarket,
          r.photoCount,
          r.inspectionCondition && t(locale, `search:facets.conditions.${r.inspectionCondition}`),
          r.updatedAt.toISOString(),
          isPublicStatus(r.status)
            ? `${web}${listingPath({ year: r.year, makeName: r.make, model: r.model, stockNumber: r.stockNumber }, locale)}`
            : null,
        ]
      }
    }
  }
  const day = now.toISOString().slice(0, 10)
  return { filename: `inventory-${day}.csv`, body: csvStream(lines()) }
}
