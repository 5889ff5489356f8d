import { readSearchQuery } from './read-query'
import { EN, ES } from './read-query-examples'
import { read, vocab, YEAR } from './read-query.fixture'

/** Properties of the reading over 3,000 generated texts: bounds, no throw, idempotency. */
/** A small deterministic generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PIECES = [
  'cat',
  'CAT',
  'john',
  'deere',
  'dear',
  'under',
  'over',
  'menos',
  'de',
  'mas',
  'entre',
  'y',
  'and',
  'between',
  '100k',
  '$50,000',
  '40',
  'mil',
  '2018',
  '2015-2019',
  'or',
  'newer',
  'en',
  'adelante',
  'del',
  'in',
  'IN',
  'OK',
  'ok',
  'TX',
  'texas',
  'nuevo',
  'méxico',
  'new',
  'mexico',
  'near',
  'cerca',
  '78701',
  'hours',
  'horas',
  'miles',
  'millas',
  'cargador',
  'frontal',
  'tractor',
  'orugas',
  'excavadora',
  '320',
  'd6t',
  '+',
  '-',
  '$',
  ',',
  '.',
  'k',
  '¿',
  '💥',
  '\u0000',
  '  ',
  '1e9',
  '99999999999999999999',
  'NaN',
  '__proto__',
  'a',
  'within',
  'of',
  'boom',
  'lift',
  'más',
]

describe('readSearchQuery: properties', () => {
  const rand = random(35)
  const cases: string[] = []
  for (let n = 0; n < 3000; n++) {
    const len = 1 + Math.floor(rand() * 9)
    const words: string[] = []
    for (let w = 0; w < len; w++) {
      if (rand() < 0.15) {
        // Any characters at all.
        words.push(
          String.fromCharCode(
            ...Array.from({ length: 1 + Math.floor(rand() * 6) }, () =>
              Math.floor(rand() * 0x2fff),
            ),
          ),
        )
      } else words.push(PIECES[Math.floor(rand() * PIECES.length)])
    }
    cases.push(words.join(rand() < 0.2 ? '' : ' '))
  }

  it('never throws, and keeps filters within their bounds', () => {
    for (const text of cases) {
      for (const locale of ['en', 'es'] as const) {
        const r = readSearchQuery(text, vocab, { locale, currentYear: YEAR })
        expect(typeof r.q).toBe('string')
        expect(r.q.length).toBeLessThanOrEqual(200)
        for (const k of [
          'priceMin',
          'priceMax',
          'hoursMin',
          'hoursMax',
          'milesMin',
          'milesMax',
        ] as const) {
          const v = r.filters[k]
          if (v !== undefined && v !== null)
            expect(Number.isInteger(v) && v >= 0 && v <= 1e9).toBe(true)
        }
        for (const k of ['yearMin', 'yearMax'] as const) {
          const v = r.filters[k]
          if (v !== undefined && v !== null) expect(v >= 1900 && v <= YEAR + 1).toBe(true)
        }
      }
    }
  })

  it('is idempotent: the text left reads as nothing new', () => {
    for (const text of cases) {
      const first = read(text)
      const again = read(first.q)
      expect({ text, filters: again.filters, q: again.q }).toEqual({
        text,
        filters: {},
        q: first.q,
      })
    }
    for (const [text] of [...EN, ...ES]) {
      const first = read(text, 'es')
      expect(read(first.q, 'es').filters).toEqual({})
    }
  })
})
