import { CsvError, parse, type InfoRecord } from 'csv-parse'
import { eventLoopPacer } from './pacer'

/** One record of a CSV file and the line it starts on (1 for the first line). */
export interface CsvRecord {
  line: number
  cells: string[]
}

/** A quote that never closes, or a stray quote in or after a cell; `line`: where its row starts. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`CSV syntax error in the row on line ${line}`)
    this.name = 'CsvSyntaxError'
  }
}

/** A row longer than the reader takes (`max` characters); `line`: where the row starts. */
export class CsvRowTooLongError extends Error {
  constructor(
    readonly line: number,
    readonly max: number,
  ) {
    super(`CSV row on line ${line} is longer than ${max} characters`)
    this.name = 'CsvRowTooLongError'
  }
}

/** Bytes that are not UTF-8 text. */
export class CsvEncodingError extends Error {
  constructor() {
    super('CSV file is not UTF-8')
    this.name = 'CsvEncodingError'
  }
}

/** A file's bytes as they arrive (a request body's chunks), or all at once. */
export type CsvSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>

export interface ReadCsvOptions {
  /**
   * The longest row, in characters of its cells. A physical line of more than four times as many
   * bytes is refused too (UTF-8 takes at most four bytes a character): csv-parse counts only the
   * cells' text, so this bounds a row of empty cells (a file of commas) as well.
   */
  maxRowChars: number
  /** Shared with the caller's own per-row work, so both count towards one budget. */
  pace?: () => Promise<void>
}

/**
 * The parser is fed this many bytes at a time. Its cost is per cell and per row more than per
 * byte: a piece of a file of commas or of one-letter rows is 512 to 1,024 of them, a few ms.
 */
const PIECE = 1024
const LF = 0x0a
const CR = 0x0d

const LINE_BREAKS = /\r\n|\r|\n/g
const lineBreaks = (cells: string[]) => {
  let n = 0
  for (const c of cells) if (c.includes('\n') || c.includes('\r')) n += c.match(LINE_BREAKS)!.length
  return n
}

/**
 * Read RFC 4180 CSV as it arrives (csv-parse's stream parser, fed from `source`): cells separated
 * by commas, records by CRLF, LF or a lone CR (mixed in one file too); a quoted cell may hold
 * commas, doubled quotes and line breaks. A UTF-8 byte-order mark is skipped; blank lines are no
 * records. Each record says the line it starts on, as an editor numbers it (a quoted line break
 * starts a new line), so reports can name it. The caller stops reading whenever it likes (a row
 * limit): nothing past the piece being parsed is read. Between pieces the event loop gets its turn
 * (`pace`). Throws CsvSyntaxError, CsvRowTooLongError or CsvEncodingError.
 */
export async function* readCsv(
  source: CsvSource,
  options: ReadCsvOptions,
): AsyncGenerator<CsvRecord> {
  const pace = options.pace ?? eventLoopPacer()
  const maxLineBytes = options.maxRowChars * 4
  /** Records parsed and not yet handed out, in order (taken in `on_record`, see below). */
  const parsed: CsvRecord[] = []
  /** The line the next record starts on, but for the blank lines skipped before it. */
  let nextLine = 1
  let blankLinesSeen = 0
  const startOfNext = (blankLines: number) => nextLine + (blankLines - blankLinesSeen)
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: options.maxRowChars,
    // Records are taken here, as each is parsed, rather than read from the stream's output: a
    // syntax error later in the same piece then never hides the rows before it, and nothing waits
    // on the stream's buffering. csv-parse counts a quoted CRLF as two lines, so the line is
    // counted here from the cells themselves.
    on_record: (cells: string[], info: InfoRecord) => {
      const line = startOfNext(info.empty_lines)
      blankLinesSeen = info.empty_lines
      nextLine = line + 1 + lineBreaks(cells)
      parsed.push({ line, cells })
      return null
    },
  })
  // Errors are read from `parser.errored` after each write (the parser runs synchronously).
  parser.on('error', () => {})
  /** The parser's error, as this module's: a too-long row, else a quote out of place. */
  const failure = (): Error | null => {
    const e = parser.errored
    if (!e || !(e instanceof CsvError)) return e
    const line = startOfNext(Number(e.empty_lines ?? blankLinesSeen))
    return e.code === 'CSV_MAX_RECORD_SIZE'
      ? new CsvRowTooLongError(line, options.maxRowChars)
      : new CsvSyntaxError(line)
  }
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  const checkUtf8 = (bytes?: Uint8Array) => {
    try {
      utf8.decode(bytes, { stream: bytes !== undefined })
    } catch {
      throw new CsvEncodingError()
    }
  }
  let bytesSinceLineBreak = 0
  try {
    for await (const chunk of source) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      for (let at = 0; at < bytes.length; at += PIECE) {
        const piece = bytes.subarray(at, at + PIECE)
        checkUtf8(piece)
        const lastBreak = Math.max(piece.lastIndexOf(LF), piece.lastIndexOf(CR))
        bytesSinceLineBreak =
          lastBreak < 0 ? bytesSinceLineBreak + piece.length : piece.length - lastBreak - 1
        if (bytesSinceLineBreak > maxLineBytes) {
          throw new CsvRowTooLongError(startOfNext(parser.info.empty_lines), options.maxRowChars)
        }
        parser.write(piece)
        const err = failure()
        // The rows before a broken one are handed out first: the caller may stop on one of them.
        for (const record of parsed.splice(0)) {
          yield record
          await pace()
        }
        if (err) throw err
        await pace()
      }
    }
    checkUtf8()
    await new Promise<void>((resolve) => parser.end(() => resolve()))
    const err = failure()
    yield* parsed.splice(0)
    if (err) throw err
  } finally {
    parser.destroy()
  }
}
