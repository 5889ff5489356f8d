import { pipeline, Readable } from 'node:stream'
import { stringify, type Options } from 'csv-stringify'
import { stringify as stringifySync } from 'csv-stringify/sync'

/** A cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/
/**
 * A telephone number as people write it: a +, then only digits, spaces, dots, dashes and brackets
 * (at least 7 digits). Nothing in it can call a function or reach another program.
 */
const PHONE = /^\+[\d\s().-]+$/
const PHONE_MIN_DIGITS = 7

/**
 * The one rule for every CSV file the api writes (issue 36): text that starts with a formula
 * character (= + - @, tab, CR, or their full-width forms) gets a leading apostrophe, except a
 * telephone number ("+1 512 555 0100" stays as typed).
 */
export function escapeCsvFormula(cell: string): string {
  if (!FORMULA_START.test(cell)) return cell
  if (PHONE.test(cell) && cell.replace(/\D/g, '').length >= PHONE_MIN_DIGITS) return cell
  return `'${cell}`
}

/**
 * RFC 4180 as spreadsheets read it (csv-stringify): CRLF after every row, a cell quoted when it
 * holds a comma, quote or line break, quotes doubled. Text goes through escapeCsvFormula; numbers
 * are written as they are.
 */
const OPTIONS: Options = {
  record_delimiter: 'windows',
  // Also a lone LF or CR (csv-stringify quotes only the whole CRLF once the delimiter is set).
  quote_record_delimiter: true,
  cast: { string: escapeCsvFormula },
}

/** Cents as a money cell: dollars with two decimals ("245000.00"); an empty cell for none. */
export const csvDollars = (cents: number | null | undefined): string | null =>
  cents == null ? null : (cents / 100).toFixed(2)

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
