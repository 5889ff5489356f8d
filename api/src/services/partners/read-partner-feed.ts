import {
  FEED_COLUMNS,
  FEED_MAX_ROWS,
  FEED_REQUIRED_COLUMNS,
  feedRowSchema,
  isFeedSample,
  type FeedRow,
  type FeedRowReport,
} from '@ironyard/contract/partner-feed'
import { t } from '../../i18n'
import {
  CsvEncodingError,
  CsvRowTooLongError,
  CsvSyntaxError,
  readCsv,
  type CsvRecord,
  type CsvSource,
} from '../../lib/csv-parse'
import { AppError, fromZodError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'

/**
 * The longest row a feed takes, in characters: the two descriptions (10,000 each) and the other
 * cells (80 at most) with room for a few columns of the partner's own. Past it (or a line of four
 * times as many bytes, such as a file of commas) the file is refused before the row is held whole.
 */
export const FEED_MAX_ROW_CHARS = 32 * 1024

/** A row whose cells passed the feed's rules: its line in the file and its values. */
export interface FeedFileRow {
  line: number
  row: FeedRow
}

/** A file read: its good rows, the refused ones (reported), every stock number it names. */
export interface FeedFile {
  rows: FeedFileRow[]
  reports: FeedRowReport[]
  /** Every stock number the file names, valid or not: replace mode keeps them all. */
  named: Set<string>
}

/**
 * Read a feed file as it arrives and check each row's cells (feedRowSchema, in the caller's
 * language), one at a time, pausing with `pace` so a big file never holds the event loop. The
 * file is refused whole (AppError) when it is not UTF-8 CSV, has a row too long, has more than
 * FEED_MAX_ROWS rows (found at row FEED_MAX_ROWS + 1: the rest is never read; this comes before
 * the header's missing columns, as it always did), has none, or lacks a required column. A row with more non-empty cells than the header, a bad cell, a stock number
 * already used higher up or the template's sample stock number (SAMPLE-...) is reported, and the
 * others are read on.
 */
export async function readPartnerFeed(
  file: CsvSource,
  now: Date,
  locale: Locale,
  pace: () => Promise<void>,
): Promise<FeedFile> {
  const schema = feedRowSchema(now)
  const out: FeedFile = { rows: [], reports: [], named: new Set() }
  const firstLine = new Map<string, number>()
  let header: string[] | null = null
  /** Where each FEED_COLUMNS column is in the header (-1: absent, read as empty). */
  let columnAt: number[] = []
  let dataRows = 0

  /** The header's missing columns: the file is refused for them, unless it is over the row limit. */
  let missing: readonly string[] = []
  const checkHeader = (cells: string[]) => {
    missing = FEED_REQUIRED_COLUMNS.filter((c) => !cells.includes(c))
    columnAt = FEED_COLUMNS.map((c) => cells.indexOf(c))
  }

  const readRow = (record: CsvRecord, width: number) => {
    const cells: Record<string, string> = {}
    FEED_COLUMNS.forEach((c, i) => {
      cells[c] = columnAt[i] >= 0 ? (record.cells[columnAt[i]] ?? '') : ''
    })
    const rawStock = cells.stock_number.trim().toUpperCase() || null
    if (rawStock) out.named.add(rawStock)
    const errors: FeedRowReport['errors'] = []
    // The template's sample row, sent unchanged, is not a machine (issue 36, defect 6).
    if (isFeedSample(rawStock)) {
      errors.push({ field: 'stock_number', message: t(locale, 'partner-feed:row.sample') })
    }
    if (record.cells.length > width && record.cells.slice(width).some((c) => c)) {
      errors.push({ field: '(row)', message: t(locale, 'partner-feed:row.tooManyCells') })
    }
    const result = schema.safeParse(cells)
    if (!result.success) {
      for (const f of fromZodError(result.error, undefined, locale).fields ?? []) {
        errors.push({ field: f.path, message: f.message })
      }
    }
    if (rawStock && firstLine.has(rawStock)) {
      errors.push({
        field: 'stock_number',
        message: t(locale, 'partner-feed:row.duplicate', { line: firstLine.get(rawStock)! }),
      })
    } else if (rawStock) firstLine.set(rawStock, record.line)
    if (errors.length || !result.success) {
      out.reports.push({ row: record.line, stockNumber: rawStock, errors })
    } else out.rows.push({ line: record.line, row: result.data })
  }

  try {
    for await (const record of readCsv(file, { maxRowChars: FEED_MAX_ROW_CHARS, pace })) {
      if (!header) {
        header = record.cells.map((c) => c.trim().toLowerCase())
        continue
      }
      if (dataRows === 0) checkHeader(header)
      if (++dataRows > FEED_MAX_ROWS) {
        throw new AppError('PAYLOAD_TOO_LARGE', {
          messageKey: 'partner-feed:feed.tooManyRows',
          vars: { max: FEED_MAX_ROWS },
        })
      }
      // A header without the required columns: its rows are only counted (the limit's 413 comes
      // first, as it always did), then the file is refused for the columns.
      if (!missing.length) readRow(record, header.length)
    }
  } catch (e) {
    if (e instanceof CsvSyntaxError) {
      throw new AppError('VALIDATION', {
        messageKey: 'partner-feed:feed.syntax',
        vars: { line: e.line },
      })
    }
    if (e instanceof CsvRowTooLongError) {
      throw new AppError('VALIDATION', {
        messageKey: 'partner-feed:feed.rowTooLong',
        vars: { line: e.line, max: e.max },
      })
    }
    if (e instanceof CsvEncodingError) {
      throw new AppError('VALIDATION', { messageKey: 'partner-feed:feed.notUtf8' })
    }
    throw e
  }
  // A header alone is an empty file, whatever it names.
  if (dataRows === 0) throw new AppError('VALIDATION', { messageKey: 'partner-feed:feed.empty' })
  if (missing.length) {
    throw new AppError('VALIDATION', {
      messageKey: 'partner-feed:feed.missingColumns',
      vars: { columns: missing.join(', ') },
    })
  }
  return out
}
