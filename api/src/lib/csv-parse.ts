/** One record of a CSV file and the line it starts on (1 for the first line). */
export interface CsvRecord {
  line: number
  cells: string[]
}

/** Thrown for a quote that never closes (or a stray quote inside an unquoted cell). */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`CSV syntax error at line ${line}`)
    this.name = 'CsvSyntaxError'
  }
}

/**
 * RFC 4180 CSV: cells separated by commas, records by CRLF or LF (a lone CR too); a quoted cell
 * may hold commas, quotes (doubled) and line breaks. A UTF-8 byte-order mark is skipped; blank
 * lines are no records. Each record says the line it starts on, so reports can name it.
 */
export function parseCsv(text: string): CsvRecord[] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const out: CsvRecord[] = []
  let line = 1
  let i = 0
  const n = s.length
  while (i < n) {
    const start = line
    const cells: string[] = []
    let blank = true
    // One record.
    for (;;) {
      let cell = ''
      if (s[i] === '"') {
        blank = false
        i++
        for (;;) {
          if (i >= n) throw new CsvSyntaxError(start)
          const c = s[i]
          if (c === '"') {
            if (s[i + 1] === '"') {
              cell += '"'
              i += 2
              continue
            }
            i++
            break
          }
          if (c === '\n' || (c === '\r' && s[i + 1] !== '\n')) line++
          cell += c
          i++
        }
        if (i < n && s[i] !== ',' && s[i] !== '\n' && s[i] !== '\r') throw new CsvSyntaxError(line)
      } else {
        const from = i
        while (i < n && s[i] !== ',' && s[i] !== '\n' && s[i] !== '\r') {
          if (s[i] === '"') throw new CsvSyntaxError(line)
          i++
        }
        cell = s.slice(from, i)
        if (cell) blank = false
      }
      cells.push(cell)
      if (i < n && s[i] === ',') {
        blank = false
        i++
        continue
      }
      // End of record: a line break or the end of the text.
      if (s[i] === '\r') i++
      if (s[i] === '\n') i++
      line++
      break
    }
    if (!blank) out.push({ line: start, cells })
  }
  return out
}
