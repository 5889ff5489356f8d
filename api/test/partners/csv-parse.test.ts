import {
  CsvEncodingError,
  CsvRowTooLongError,
  CsvSyntaxError,
  readCsv,
  type CsvRecord,
  type CsvSource,
} from '../../src/lib/csv-parse'

const read = async (source: CsvSource | string, maxRowChars = 1000) => {
  const out: CsvRecord[] = []
  const from = typeof source === 'string' ? [source] : source
  for await (const record of readCsv(from, { maxRowChars })) out.push(record)
  return out
}
/** The text one byte at a time: every boundary falls inside a cell, a quote or a CRLF once. */
const byteByByte = (text: string) => [...Buffer.from(text)].map((b) => Buffer.from([b]))
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  )

describe('readCsv (RFC 4180 on csv-parse, issue 15 feed files, streamed since issue 31)', () => {
  it('reads plain cells, CRLF and LF records, and says the line each record starts on', async () => {
    expect(await read('a,b,c\r\n1,2,3\n4,,6')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', '2', '3'] },
      { line: 3, cells: ['4', '', '6'] },
    ])
  })

  it('reads quoted cells with commas, doubled quotes and line breaks; the next record keeps its real line', async () => {
    const text = 'h1,h2\r\n"a, b","say ""hi""\r\nsecond line"\r\nx,"y\nz"\nlast,1\n'
    const expected = [
      { line: 1, cells: ['h1', 'h2'] },
      { line: 2, cells: ['a, b', 'say "hi"\r\nsecond line'] },
      { line: 4, cells: ['x', 'y\nz'] },
      { line: 6, cells: ['last', '1'] },
    ]
    expect(await read(text)).toEqual(expected)
    // However the bytes arrive.
    expect(await read(byteByByte(text))).toEqual(expected)
  })

  it('takes CRLF, LF and lone CR line ends mixed in one file', async () => {
    expect(await read(byteByByte('a\r\nb\nc\rd\r\n\r\ne'))).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['b'] },
      { line: 3, cells: ['c'] },
      { line: 4, cells: ['d'] },
      { line: 6, cells: ['e'] },
    ])
  })

  it('skips a UTF-8 byte-order mark and blank lines, and keeps accents as they are (split between chunks too)', async () => {
    const text = '\uFEFFcol\r\n\r\nRetroexcavadora año 2019, única dueña\n\n'
    const expected = [
      { line: 1, cells: ['col'] },
      { line: 3, cells: ['Retroexcavadora año 2019', ' única dueña'] },
    ]
    expect(await read(text)).toEqual(expected)
    expect(await read(byteByByte(text))).toEqual(expected)
  })

  it('keeps empty trailing cells and an empty quoted cell', async () => {
    expect(await read('a,"",\n')).toEqual([{ line: 1, cells: ['a', '', ''] }])
  })

  it('refuses an unclosed quote and a quote inside an unquoted cell, naming the line its row starts on', async () => {
    const unclosed = await failure(read('a,b\n\n1,"open\n2,3'))
    expect(unclosed).toBeInstanceOf(CsvSyntaxError)
    expect((unclosed as CsvSyntaxError).line).toBe(3)
    const stray = await failure(read('a,b\n"x\ny",1\nx"y,2'))
    expect(stray).toBeInstanceOf(CsvSyntaxError)
    expect((stray as CsvSyntaxError).line).toBe(4)
    expect(await failure(read('a,b\n"x"y,2'))).toBeInstanceOf(CsvSyntaxError)
  })

  it('hands out the rows before a broken one first', async () => {
    const got: number[] = []
    const e = await failure(
      (async () => {
        for await (const r of readCsv(['a\nb\n"c'], { maxRowChars: 100 })) got.push(r.line)
      })(),
    )
    expect(got).toEqual([1, 2])
    expect(e).toBeInstanceOf(CsvSyntaxError)
  })

  it('refuses a row longer than maxRowChars, and a line of separators four times as long in bytes', async () => {
    const long = await failure(read(`a\nb,${'x'.repeat(60)},${'y'.repeat(60)}\n`, 100))
    expect(long).toBeInstanceOf(CsvRowTooLongError)
    expect(long).toMatchObject({ line: 2, max: 100 })
    // 10 MB of commas holds no characters at all: the line is refused by its bytes, early.
    let sent = 0
    function* commas() {
      for (let i = 0; i < 160; i++) {
        sent++
        yield Buffer.alloc(64 * 1024, 0x2c)
      }
    }
    const commasError = await failure(read(commas(), 64 * 1024))
    expect(commasError).toBeInstanceOf(CsvRowTooLongError)
    expect(commasError).toMatchObject({ line: 1 })
    expect(sent).toBeLessThanOrEqual(5)
  })

  it('refuses bytes that are not UTF-8, and a multi-byte character cut at the end', async () => {
    const bad = Buffer.concat([Buffer.from('h\n'), Buffer.from([0xc3, 0x28, 0xff, 0xfe])])
    expect(await failure(read([bad]))).toBeInstanceOf(CsvEncodingError)
    expect(await failure(read([Buffer.from('h\n'), Buffer.from([0xc3])]))).toBeInstanceOf(
      CsvEncodingError,
    )
  })

  it('reads no further than the caller takes', async () => {
    let sent = 0
    function* lines() {
      for (let i = 0; i < 1_000_000; i++) {
        sent++
        yield Buffer.from('a\n'.repeat(1000))
      }
    }
    let rows = 0
    for await (const r of readCsv(lines(), { maxRowChars: 100 })) {
      if (r.line > 10_001) break
      rows++
    }
    expect(rows).toBe(10_001)
    expect(sent).toBeLessThan(15)
  })
})
