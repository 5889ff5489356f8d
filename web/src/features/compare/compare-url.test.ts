import {
  MAX_COMPARE,
  addToCompareHref,
  compareHref,
  editSelection,
  parseCompareStocks,
  removeFromCompareHref,
} from './compare-url'

describe('compare URL (issue 37 point 8: the state lives in the URL)', () => {
  it('reads a comma list, trimmed and upper-cased, without repeats', () => {
    expect(parseCompareStocks(' ab12 ,CD-34,ab12,')).toEqual({
      stocks: ['AB12', 'CD-34'],
      overflow: [],
    })
  })

  it('reads repeated parameters too', () => {
    expect(parseCompareStocks(['A1', 'B2,C3']).stocks).toEqual(['A1', 'B2', 'C3'])
  })

  it('drops what cannot be a stock number', () => {
    expect(parseCompareStocks('A1,<script>,B 2,' + 'X'.repeat(41)).stocks).toEqual(['A1'])
    expect(parseCompareStocks(undefined)).toEqual({ stocks: [], overflow: [] })
  })

  it('keeps the first four and reports the rest', () => {
    const r = parseCompareStocks('A,B,C,D,E,F')
    expect(r.stocks).toEqual(['A', 'B', 'C', 'D'])
    expect(r.stocks).toHaveLength(MAX_COMPARE)
    expect(r.overflow).toEqual(['E', 'F'])
  })

  it('writes shareable addresses in each language', () => {
    expect(compareHref('en', ['A1', 'B2'])).toBe('/compare?stock=A1,B2')
    expect(compareHref('es', ['A1'], '78701')).toBe('/es/compare?stock=A1&zip=78701')
    expect(compareHref('en', [])).toBe('/compare')
    expect(addToCompareHref('es', 'A1')).toBe('/es/compare/edit?add=A1')
    expect(removeFromCompareHref('en', ['A1', 'B2'], 'B2')).toBe(
      '/compare/edit?stock=A1,B2&remove=B2',
    )
  })
})

describe('compare selection: add and remove', () => {
  it('adds a machine once, at the end', () => {
    expect(editSelection(['A'], { add: 'b' })).toEqual({ stocks: ['A', 'B'], full: false })
    expect(editSelection(['A', 'B'], { add: 'a' })).toEqual({ stocks: ['A', 'B'], full: false })
  })

  it('refuses a fifth machine and says so', () => {
    expect(editSelection(['A', 'B', 'C', 'D'], { add: 'E' })).toEqual({
      stocks: ['A', 'B', 'C', 'D'],
      full: true,
    })
  })

  it('removes a machine, and makes room in a full comparison', () => {
    expect(editSelection(['A', 'B', 'C'], { remove: 'b' }).stocks).toEqual(['A', 'C'])
    expect(editSelection(['A', 'B', 'C', 'D'], { remove: 'A', add: 'E' }).stocks).toEqual([
      'B',
      'C',
      'D',
      'E',
    ])
  })

  it('ignores an added value that is not a stock number', () => {
    expect(editSelection(['A'], { add: '../x' })).toEqual({ stocks: ['A'], full: false })
  })
})
