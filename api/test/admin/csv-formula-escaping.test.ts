import { csvText, escapeCsvFormula } from '../../src/lib/csv'

describe('CSV formula escaping (issue 36): formula-looking text, never a phone number', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-5', "'-5"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['+5', "'+5"],
    ['+1 512', "'+1 512"],
    ['+1+cmd|calc', "'+1+cmd|calc"],
    ['+1 512 555 0100 =A1', "'+1 512 555 0100 =A1"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['\uFF1D1', "'\uFF1D1"],
    ['+1 512 555 0100', '+1 512 555 0100'],
    ['+1 (512) 555-0100', '+1 (512) 555-0100'],
    ['+52 55.1234.5678', '+52 55.1234.5678'],
    ['512-555-0100', '512-555-0100'],
    ['a=b', 'a=b'],
    ['Ana', 'Ana'],
    ['', ''],
  ])('%j is written as %j', (cell, written) => {
    expect(escapeCsvFormula(cell)).toBe(written)
  })

  it('applies to every cell of a file, and leaves numbers as they are', () => {
    expect(csvText([['+1 512 555 0100', '=1+1', -5]])).toBe("+1 512 555 0100,'=1+1,-5\r\n")
  })
})
