import { CsvSyntaxError, parseCsv } from '../../src/lib/csv-parse'

describe('parseCsv (RFC 4180, issue 15 feed files)', () => {
  it('reads plain cells, CRLF and LF records, and says the line each record starts on', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,,6')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', '2', '3'] },
      { line: 3, cells: ['4', '', '6'] },
    ])
  })

  it('reads quoted cells with commas, doubled quotes and line breaks; the next record keeps its real line', () => {
    const rows = parseCsv('h1,h2\r\n"a, b","say ""hi""\r\nsecond line"\r\nx,"y\nz"\nlast,1\n')
    expect(rows).toEqual([
      { line: 1, cells: ['h1', 'h2'] },
      { line: 2, cells: ['a, b', 'say "hi"\r\nsecond line'] },
      { line: 4, cells: ['x', 'y\nz'] },
      { line: 6, cells: ['last', '1'] },
    ])
  })

  it('skips a UTF-8 byte-order mark and blank lines, and keeps accents as they are', () => {
    expect(parseCsv('\uFEFFcol\r\n\r\nRetroexcavadora año 2019, única dueña\n\n')).toEqual([
      { line: 1, cells: ['col'] },
      { line: 3, cells: ['Retroexcavadora año 2019', ' única dueña'] },
    ])
  })

  it('keeps empty trailing cells and an empty quoted cell', () => {
    expect(parseCsv('a,"",\n')).toEqual([{ line: 1, cells: ['a', '', ''] }])
  })

  it('refuses an unclosed quote and a quote inside an unquoted cell, naming the line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvSyntaxError)
    try {
      parseCsv('a,b\n1,"open\n2,3')
    } catch (e) {
      expect((e as CsvSyntaxError).line).toBe(2)
    }
    expect(() => parseCsv('a,b\nx"y,2')).toThrow(CsvSyntaxError)
    expect(() => parseCsv('a,b\n"x"y,2')).toThrow(CsvSyntaxError)
  })
})
