import { buildQueryVocabulary } from './query-vocabulary'
import { readSearchQuery, type QueryReading } from './read-query'
import { EN, ES } from './read-query-examples'
import { read, YEAR } from './read-query.fixture'
import { stem, tokenize } from './query-text'

describe('readSearchQuery: the table', () => {
  it('has at least 80 examples in both languages', () => {
    expect(EN.length + ES.length).toBeGreaterThanOrEqual(80)
    expect(ES.length).toBeGreaterThanOrEqual(40)
  })

  const rows: Array<[string, QueryReading['filters'], string, 'en' | 'es']> = [
    ...EN.map(
      ([text, filters, q]) =>
        [text, filters, q, 'en'] as [string, QueryReading['filters'], string, 'en'],
    ),
    ...ES.map(
      ([text, filters, q]) =>
        [text, filters, q, 'es'] as [string, QueryReading['filters'], string, 'es'],
    ),
  ]
  it.each(rows)('%s', (text, filters, q, locale) => {
    const got = read(text, locale)
    expect(got.filters).toEqual(filters)
    expect(got.q).toBe(q)
  })
})

describe('readSearchQuery: chips', () => {
  it('gives each understood filter a chip with its id, label parts and parameters', () => {
    const r = read('cat 320 under 100k in texas')
    expect(r.chips).toEqual([
      {
        kind: 'make',
        id: 'make:caterpillar',
        parts: { name: 'Caterpillar' },
        params: [['make', 'caterpillar']],
      },
      {
        kind: 'price',
        id: 'price',
        parts: { min: null, max: 100000 },
        params: [['priceMax', '100000']],
      },
      { kind: 'state', id: 'state:TX', parts: { name: 'Texas' }, params: [['state', 'TX']] },
    ])
  })

  it('names categories and states in the reading language', () => {
    const r = read('excavadora en nuevo méxico', 'es')
    expect(r.chips.map((c) => c.parts.name)).toEqual(['Excavadoras', 'Nuevo México'])
    expect(read('excavator in new mexico').chips.map((c) => c.parts.name)).toEqual([
      'Excavators',
      'New Mexico',
    ])
  })

  it('sets category and subcategory for a subcategory word, and radius for near', () => {
    expect(read('track excavator').chips[0].params).toEqual([
      ['category', 'excavators'],
      ['sub', 'crawler-excavators'],
    ])
    expect(read('near 78701').chips[0]).toMatchObject({
      id: 'zip',
      params: [
        ['zip', '78701'],
        ['radius', '100'],
      ],
    })
  })

  it('merges two bounds into one range chip', () => {
    const r = read('over 20k under 40k')
    expect(r.chips).toHaveLength(1)
    expect(r.chips[0].params).toEqual([
      ['priceMin', '20000'],
      ['priceMax', '40000'],
    ])
  })
})

describe('readSearchQuery: the make matcher', () => {
  it('asks the injected matcher for phrases of up to five words', () => {
    const asked: string[] = []
    const v = buildQueryVocabulary({
      makes: [{ slug: 'john-deere', name: 'John Deere' }],
      categories: [],
      matchMake: (p) => {
        asked.push(p)
        return p === 'john dear' ? 'john-deere' : null
      },
    })
    const r = readSearchQuery('john dear 310', v, { locale: 'en', currentYear: YEAR })
    expect(r.filters).toEqual({ makes: ['john-deere'] })
    expect(r.q).toBe('310')
    expect(asked).toContain('john dear 310')
  })

  it("gives a word two makes claim to the featured make's name, then its alias", () => {
    const v = buildQueryVocabulary({
      makes: [
        { slug: 'cat', name: 'Cat', featured: false },
        { slug: 'case', name: 'Case', featured: false },
        { slug: 'caterpillar', name: 'Caterpillar', aliases: ['Cat'], featured: true },
        { slug: 'case-ih', name: 'Case IH', aliases: ['Case'], featured: true },
        { slug: 'case-ce', name: 'Case', featured: true },
      ],
      categories: [],
    })
    const make = (q: string) =>
      readSearchQuery(q, v, { locale: 'en', currentYear: YEAR }).filters.makes
    expect(make('cat')).toEqual(['caterpillar'])
    expect(make('case')).toEqual(['case-ce'])
  })

  it('refuses an unknown ZIP when the vocabulary checks them', () => {
    const v = buildQueryVocabulary({ makes: [], categories: [], isZip: () => false })
    expect(readSearchQuery('near 00000', v, { locale: 'en', currentYear: YEAR }).q).toBe(
      'near 00000',
    )
  })

  it('bounds model years by the current year', () => {
    expect(read('2030 or newer').filters).toEqual({})
  })
})

describe('query words', () => {
  it('folds singular and plural in both languages to one key', () => {
    for (const [a, b] of [
      ['cargadores', 'cargador'],
      ['frontales', 'frontal'],
      ['cranes', 'crane'],
      ['dozers', 'dozer'],
      ['gruas', 'grua'],
      ['batteries', 'battery'],
    ]) {
      expect(stem(a)).toBe(stem(b))
    }
    expect(tokenize('Agrícola,').map((t) => t.norm)).toEqual(['agricola'])
  })
})
