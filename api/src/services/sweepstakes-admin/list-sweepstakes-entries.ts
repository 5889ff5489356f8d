import type { Readable } from 'node:stream'
import { ADMIN_LOG_MAX_PAGE, ADMIN_PAGE_SIZE } from '@ironyard/contract/admin-console'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { sweepstakesEntries, type SweepstakesEntry } from '../../db/schema'
import { csvStream, type CsvCell } from '../../lib/csv'
import { parseOrThrow } from '../../lib/errors'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'

export const SWEEPSTAKES_PAGE_SIZE = ADMIN_PAGE_SIZE
/** The most rows one CSV export holds (newest first). */
export const SWEEPSTAKES_CSV_MAX_ROWS = 100_000

const filterSchema = z
  .object({
    /** A contest window such as `2023-03`; null: every contest. */
    contest: z
      .string()
      .trim()
      .max(40)
      .regex(/^[\w.-]*$/)
      .nullish()
      .transform((v) => v || null),
    page: z.number().int().min(1).max(ADMIN_LOG_MAX_PAGE).nullish(),
  })
  .strict()

const whereOf = (f: z.output<typeof filterSchema>): SQL | undefined =>
  f.contest ? and(eq(sweepstakesEntries.contest, f.contest)) : undefined

type Deps = Pick<AppDeps, 'database'>

/**
 * adminSweepstakesEntries (issue 14): a contest's entries, newest first, 50 a page, with the
 * contests there are (and their entry counts) for the console's filter.
 */
export async function listSweepstakesEntries(deps: Deps, rawFilter: unknown, locale: Locale) {
  const f = parseOrThrow(filterSchema, rawFilter ?? {}, locale)
  const { db } = deps.database
  const cond = whereOf(f)
  const n = f.page ?? 1
  const [rows, [total], contests] = await Promise.all([
    db
      .select()
      .from(sweepstakesEntries)
      .where(cond)
      .orderBy(desc(sweepstakesEntries.createdAt), desc(sweepstakesEntries.id))
      .limit(SWEEPSTAKES_PAGE_SIZE)
      .offset((n - 1) * SWEEPSTAKES_PAGE_SIZE),
    db.select({ n: count() }).from(sweepstakesEntries).where(cond),
    db
      .select({ contest: sweepstakesEntries.contest, n: count() })
      .from(sweepstakesEntries)
      .groupBy(sweepstakesEntries.contest)
      .orderBy(desc(sweepstakesEntries.contest)),
  ])
  return {
    contest: f.contest,
    contests: contests.map((c) => ({ contest: c.contest, entryCount: Number(c.n) })),
    totalCount: Number(total.n),
    page: n,
    pageSize: SWEEPSTAKES_PAGE_SIZE,
    nodes: rows.map((e) => ({ ...e, id: String(e.id) })),
  }
}

const CSV_COLUMNS = [
  'entered',
  'contest',
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'email',
  'phone',
  'worksInIndustry',
  'luckyNumbers',
  'language',
] as const

function csvRow(e: SweepstakesEntry, locale: Locale): CsvCell[] {
  return [
    e.createdAt.toISOString(),
    e.contest,
    e.firstName,
    e.lastName,
    e.company,
    e.jobTitle,
    e.email,
    e.phone,
    t(locale, `adminCatalog:sweepstakesCsv.${e.worksInIndustry ? 'yes' : 'no'}`),
    e.luckyNumbers.join(' '),
    e.locale,
  ]
}

/**
 * GET /admin/sweepstakes.csv (issue 14): a contest's entries (or all) as CSV, headers in the
 * reader's language, formula-looking cells neutralised (lib/csv), newest first.
 */
export async function exportSweepstakesCsv(
  deps: Deps & Pick<AppDeps, 'now'>,
  rawFilter: unknown,
  locale: Locale,
): Promise<{ filename: string; body: Readable }> {
  const f = parseOrThrow(
    filterSchema,
    { contest: (rawFilter as { contest?: unknown })?.contest },
    locale,
  )
  const rows = await deps.database.db
    .select()
    .from(sweepstakesEntries)
    .where(whereOf(f))
    .orderBy(desc(sweepstakesEntries.createdAt), desc(sweepstakesEntries.id))
    .limit(SWEEPSTAKES_CSV_MAX_ROWS)
  const lines = [
    CSV_COLUMNS.map((c) => t(locale, `adminCatalog:sweepstakesCsv.${c}`)),
    ...rows.map((e) => csvRow(e, locale)),
  ]
  const day = deps.now().toISOString().slice(0, 10)
  const name = f.contest ? `sweepstakes-${f.contest}-${day}.csv` : `sweepstakes-${day}.csv`
  return { filename: name, body: csvStream(lines) }
}
