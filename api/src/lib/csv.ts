import { pipeline, Readable } from 'node:stream'
import { stringify, type Options } from 'csv-stringify'
import { stringify as stringifySync } from 'csv-stringify/sync'

/** A cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined

/**
 * RFC 4180 as spreadsheets read it (csv-stringify): CRLF after every row, a cell quoted when it
 * holds a comma, quote or line break, quotes doubled. Text that a spreadsheet would run as a
 * formula (= + - @, tab, CR first, or their full-width forms) gets a leading apostrophe; numbers
 * are written as they are.
 */
const OPTIONS: Options = {
  record_delimiter: 'windows',
  // Also a lone LF or CR (csv-stringify quotes only the whole CRLF once the delimiter is set).
  quote_record_delimiter: true,
  escape_formulas: true,
}

/** A small file, whole (the feed template). */
export function csvText(rows: CsvCell[][]): string {
  return stringifySync(rows, OPTIONS)
}

/**
 * A file written as its rows are read, behind a UTF-8 byte-order mark (spreadsheet programs then
 * read the accents as UTF-8): for exports of up to tens of thousands of rows.
 */
export function csvStream(rows: Iterable<CsvCell[]> | AsyncIterable<CsvCell[]>): Readable {
  const out = stringify({ ...OPTIONS, bom: true })
  pipeline(Readable.from(rows), out, () => undefined)
  return out
}
