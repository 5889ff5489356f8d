import { buffer } from 'node:stream/consumers'
import { csvStream, csvText } from '../../src/lib/csv'
import { readCsv } from '../../src/lib/csv-parse'

describe('CSV writer (csv-stringify)', () => {
  it('quotes cells with commas, quotes or line breaks and ends every row with CRLF', () => {
    expect(
      csvText([
        ['a', 'b,c', 'say "hi"', 'one\ntwo', 'cr\rhere'],
        [1, null, undefined, '', -5],
      ]),
    ).toBe('a,"b,c","say ""hi""","one\ntwo","cr\rhere"\r\n1,,,,-5\r\n')
  })

  it('neutralises text a spreadsheet would run as a formula, not negative numbers', () => {
    expect(csvText([['=1+1', '+1 512', '-x', '@SUM', '\tx', '＝1', 'a=b', -1]])).toBe(
      "'=1+1,'+1 512,'-x,'@SUM,'\tx,'＝1,a=b,-1\r\n",
    )
    expect(csvText([['\rx']])).toBe(`"'\rx"\r\n`)
  })

  it('streams a file behind a UTF-8 byte-order mark, read back cell for cell', async () => {
    const rows = [
      ['Nombre', 'Notas'],
      ['Pérez, Jr.', 'Line one\nline "two"'],
    ]
    function* oneByOne() {
      for (const r of rows) yield r
    }
    const bytes = await buffer(csvStream(oneByOne()))
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const body = bytes.toString('utf8')
    const back = []
    for await (const r of readCsv([body], { maxRowChars: 1000 })) back.push(r.cells)
    expect(back).toEqual(rows)
  })
})
