import { buildQueryVocabulary } from './query-vocabulary'
import { readSearchQuery, type QueryReading } from './read-query'
import { stem, tokenize } from './query-text'

const vocab = buildQueryVocabulary({
  makes: [
    { slug: 'caterpillar', name: 'Caterpillar', aliases: ['Cat', 'CAT'] },
    { slug: 'john-deere', name: 'John Deere', aliases: ['Deere', 'JD'] },
    { slug: 'komatsu', name: 'Komatsu' },
    { slug: 'bobcat', name: 'Bobcat' },
    { slug: 'case', name: 'Case' },
    { slug: 'case-ih', name: 'Case IH' },
    { slug: 'new-holland', name: 'New Holland' },
    { slug: 'skytrak', name: 'SkyTrak' },
    { slug: 'genie', name: 'Genie' },
    { slug: 'jlg', name: 'JLG' },
  ],
  categories: [
    {
      slug: 'excavators',
      en: 'Excavators',
      es: 'Excavadoras',
      singularEn: 'Excavator',
      singularEs: 'Excavadora',
      subcategories: [
        { slug: 'crawler-excavators', en: 'Crawler Excavators', es: 'Excavadoras de orugas' },
      ],
    },
    {
      slug: 'wheel-loaders',
      en: 'Wheel Loaders',
      es: 'Cargadores de ruedas',
      singularEn: 'Wheel Loader',
      singularEs: 'Cargador de ruedas',
    },
    {
      slug: 'bulldozers',
      en: 'Bulldozers',
      es: 'Bulldozers',
      singularEn: 'Bulldozer',
      singularEs: 'Bulldozer',
    },
    {
      slug: 'tractors',
      en: 'Tractors',
      es: 'Tractores',
      singularEn: 'Tractor',
      singularEs: 'Tractor',
    },
    {
      slug: 'forklifts',
      en: 'Forklifts',
      es: 'Montacargas',
      singularEn: 'Forklift',
      singularEs: 'Montacargas',
    },
    {
      slug: 'lifts',
      en: 'Lifts',
      es: 'Plataformas elevadoras',
      singularEn: 'Lift',
      singularEs: 'Plataforma elevadora',
      subcategories: [
        {
          slug: 'telescopic-boom-lifts',
          en: 'Telescopic Boom Lifts',
          es: 'Plataformas telescópicas',
        },
        { slug: 'electric-scissor-lifts', en: 'Electric Scissor Lifts', es: 'Tijeras eléctricas' },
      ],
    },
    {
      slug: 'dump-trucks',
      en: 'Dump Trucks',
      es: 'Camiones de volteo',
      singularEn: 'Dump Truck',
      singularEs: 'Camión de volteo',
    },
    {
      slug: 'backhoe-loaders',
      en: 'Backhoe Loaders',
      es: 'Retroexcavadoras',
      singularEn: 'Backhoe Loader',
      singularEs: 'Retroexcavadora',
    },
  ],
  synonyms: [
    { category: 'excavators', subcategory: null, en: ['trackhoe', 'track hoe'], es: ['poclain'] },
    {
      category: 'excavators',
      subcategory: 'crawler-excavators',
      en: ['crawler excavator', 'track excavator'],
      es: ['excavadora de orugas', 'excavadora sobre orugas'],
    },
    {
      category: 'wheel-loaders',
      subcategory: null,
      en: ['front end loader', 'payloader'],
      es: ['cargador frontal', 'pala cargadora', 'cargador de ruedas', 'trascabo'],
    },
    {
      category: 'bulldozers',
      subcategory: null,
      en: ['dozer', 'crawler dozer'],
      es: ['tractor de orugas', 'topadora'],
    },
    { category: 'tractors', subcategory: null, en: ['farm tractor'], es: ['tractor agrícola'] },
    {
      category: 'forklifts',
      subcategory: null,
      en: ['fork lift', 'lift truck'],
      es: ['montacarga', 'autoelevador'],
    },
    {
      category: 'lifts',
      subcategory: null,
      en: ['manlift', 'aerial lift'],
      es: ['manlift', 'elevador de personal'],
    },
    {
      category: 'lifts',
      subcategory: 'telescopic-boom-lifts',
      en: ['boom lift', 'stick boom'],
      es: ['brazo telescopico'],
    },
    {
      category: 'lifts',
      subcategory: 'electric-scissor-lifts',
      en: ['scissor lift'],
      es: ['plataforma de tijera', 'tijera electrica'],
    },
    {
      category: 'dump-trucks',
      subcategory: null,
      en: ['dump truck', 'tipper'],
      es: ['volteo', 'dompe', 'camion de volteo'],
    },
    {
      category: 'backhoe-loaders',
      subcategory: null,
      en: ['backhoe'],
      es: ['mano de chango', 'retro'],
    },
  ],
})

const YEAR = 2026
const read = (text: string, locale: 'en' | 'es' = 'en') =>
  readSearchQuery(text, vocab, { locale, currentYear: YEAR })

type Row = [text: string, filters: QueryReading['filters'], q: string]

// prettier-ignore
const EN: Row[] = [
  ['cat 320 under 100k in texas', { makes: ['caterpillar'], priceMax: 100000, states: ['TX'] }, '320'],
  ['under 100k', { priceMax: 100000 }, ''],
  ['below $50,000', { priceMax: 50000 }, ''],
  ['less than 80,000', { priceMax: 80000 }, ''],
  ['between 20k and 40k', { priceMin: 20000, priceMax: 40000 }, ''],
  ['between 20 and 40k', { priceMin: 20000, priceMax: 40000 }, ''],
  ['over 50k', { priceMin: 50000 }, ''],
  ['more than $1.2M', { priceMin: 1200000 }, ''],
  ['up to 75000 dollars', { priceMax: 75000 }, ''],
  ['excavator under 100 thousand', { categories: ['excavators'], priceMax: 100000 }, ''],
  ['50k or less', { priceMax: 50000 }, ''],
  ['50k+', { priceMin: 50000 }, ''],
  ['$20,000-$40,000', { priceMin: 20000, priceMax: 40000 }, ''],
  ['20k-40k skid steer', { priceMin: 20000, priceMax: 40000 }, 'skid steer'],
  ['2018 or newer', { yearMin: 2018 }, ''],
  ['2018 and newer', { yearMin: 2018 }, ''],
  ['2015-2019', { yearMin: 2015, yearMax: 2019 }, ''],
  ['2015 to 2019 dozer', { yearMin: 2015, yearMax: 2019, categories: ['bulldozers'] }, ''],
  ['2018+', { yearMin: 2018 }, ''],
  ['newer than 2018', { yearMin: 2019 }, ''],
  ['before 2010', { yearMax: 2009 }, ''],
  ['2012 or older', { yearMax: 2012 }, ''],
  ['since 2020', { yearMin: 2020 }, ''],
  ['between 2016 and 2020', { yearMin: 2016, yearMax: 2020 }, ''],
  ['under 3000 hours', { hoursMax: 3000 }, ''],
  ['less than 3,000 hrs', { hoursMax: 3000 }, ''],
  ['over 500 hours', { hoursMin: 500 }, ''],
  ['3000 hours or less', { hoursMax: 3000 }, ''],
  ['under 100k miles', { milesMax: 100000 }, ''],
  ['in texas', { states: ['TX'] }, ''],
  ['TX', { states: ['TX'] }, ''],
  ['in tx', { states: ['TX'] }, ''],
  ['tx', {}, 'tx'],
  ['new mexico', { states: ['NM'] }, ''],
  ['dozer in new mexico', { categories: ['bulldozers'], states: ['NM'] }, ''],
  ['in OK', { states: ['OK'] }, ''],
  ['in ok condition', {}, 'in ok condition'],
  ['OK', {}, 'OK'],
  ['excavator in OR', { categories: ['excavators'], states: ['OR'] }, ''],
  ['me', {}, 'me'],
  ['cat in IN', { makes: ['caterpillar'], states: ['IN'] }, ''],
  ['north carolina', { states: ['NC'] }, ''],
  ['near 78701', { zip: '78701', radius: 100 }, ''],
  ['within 50 miles of 78701', { zip: '78701', radius: 50 }, ''],
  ['78701', {}, '78701'],
  ['john deere 310', { makes: ['john-deere'] }, '310'],
  ['JD 310SL', { makes: ['john-deere'] }, '310SL'],
  ['skytrak 10054', { makes: ['skytrak'] }, '10054'],
  ['sky trak', { makes: ['skytrak'] }, ''],
  ['new holland', { makes: ['new-holland'] }, ''],
  ['case ih', { makes: ['case-ih'] }, ''],
  ['cat or deere', { makes: ['caterpillar', 'john-deere'] }, ''],
  ['komatsu excavators for sale', { makes: ['komatsu'], categories: ['excavators'] }, ''],
  ['front end loader', { categories: ['wheel-loaders'] }, ''],
  ['front-end loaders', { categories: ['wheel-loaders'] }, ''],
  ['crawler dozer', { categories: ['bulldozers'] }, ''],
  ['trackhoe', { categories: ['excavators'] }, ''],
  ['crawler excavator', { categories: ['excavators'], subcategories: ['crawler-excavators'] }, ''],
  ['manlift', { categories: ['lifts'] }, ''],
  ['genie boom lift', { makes: ['genie'], categories: ['lifts'], subcategories: ['telescopic-boom-lifts'] }, ''],
  ['scissor lifts under 20k', { categories: ['lifts'], subcategories: ['electric-scissor-lifts'], priceMax: 20000 }, ''],
  ['fork lift', { categories: ['forklifts'] }, ''],
  ['farm tractor', { categories: ['tractors'] }, ''],
  ['bobcat t770', { makes: ['bobcat'] }, 't770'],
  ['d6t', {}, 'd6t'],
  ['caterpillar', { makes: ['caterpillar'] }, ''],
  ['hydraulic thumb', {}, 'hydraulic thumb'],
  ['', {}, ''],
  ['under', {}, 'under'],
  ['cat 950 and 966', { makes: ['caterpillar'] }, '950 966'],
  ['cat 320 2018 or newer under 3000 hours in texas', { makes: ['caterpillar'], yearMin: 2018, hoursMax: 3000, states: ['TX'] }, '320'],
  ['over 20k under 40k', { priceMin: 20000, priceMax: 40000 }, ''],
  ['dump truck tx', { categories: ['dump-trucks'] }, 'tx'],
  ['dump truck TX', { categories: ['dump-trucks'], states: ['TX'] }, ''],
  ['backhoe with thumb', { categories: ['backhoe-loaders'] }, 'thumb'],
]

// prettier-ignore
const ES: Row[] = [
  ['excavadora cat menos de 100 mil en texas', { categories: ['excavators'], makes: ['caterpillar'], priceMax: 100000, states: ['TX'] }, ''],
  ['menos de 100 mil', { priceMax: 100000 }, ''],
  ['entre 20 y 40 mil', { priceMin: 20000, priceMax: 40000 }, ''],
  ['más de 50 mil dólares', { priceMin: 50000 }, ''],
  ['hasta 80,000', { priceMax: 80000 }, ''],
  ['debajo de $60,000', { priceMax: 60000 }, ''],
  ['de 20 a 40 mil', { priceMin: 20000, priceMax: 40000 }, ''],
  ['1.5 millones', {}, '1.5 millones'],
  ['menos de 1.5 millones', { priceMax: 1500000 }, ''],
  ['del 2018 en adelante', { yearMin: 2018 }, ''],
  ['2018 en adelante', { yearMin: 2018 }, ''],
  ['desde 2015', { yearMin: 2015 }, ''],
  ['del 2015 al 2019', { yearMin: 2015, yearMax: 2019 }, ''],
  ['entre 2015 y 2019', { yearMin: 2015, yearMax: 2019 }, ''],
  ['anterior a 2010', { yearMax: 2009 }, ''],
  ['2018 o más nuevo', { yearMin: 2018 }, ''],
  ['menos de 3000 horas', { hoursMax: 3000 }, ''],
  ['con menos de 3,000 horas', { hoursMax: 3000 }, ''],
  ['más de 1000 horas', { hoursMin: 1000 }, ''],
  ['menos de 100 mil millas', { milesMax: 100000 }, ''],
  ['en texas', { states: ['TX'] }, ''],
  ['nuevo méxico', { states: ['NM'] }, ''],
  ['nuevo mexico', { states: ['NM'] }, ''],
  ['en carolina del norte', { states: ['NC'] }, ''],
  ['en LA', { states: ['LA'] }, ''],
  ['la excavadora', { categories: ['excavators'] }, ''],
  ['de California', { states: ['CA'] }, ''],
  ['cerca de 78701', { zip: '78701', radius: 100 }, ''],
  ['a 50 millas de 78701', { zip: '78701', radius: 50 }, ''],
  ['cargador frontal', { categories: ['wheel-loaders'] }, ''],
  ['cargadores frontales', { categories: ['wheel-loaders'] }, ''],
  ['pala cargadora', { categories: ['wheel-loaders'] }, ''],
  ['cargador de ruedas', { categories: ['wheel-loaders'] }, ''],
  ['trascabo', { categories: ['wheel-loaders'] }, ''],
  ['tractor agrícola', { categories: ['tractors'] }, ''],
  ['tractor agricola john deere', { categories: ['tractors'], makes: ['john-deere'] }, ''],
  ['tractor de orugas', { categories: ['bulldozers'] }, ''],
  ['topadora', { categories: ['bulldozers'] }, ''],
  ['montacargas', { categories: ['forklifts'] }, ''],
  ['montacarga en venta', { categories: ['forklifts'] }, ''],
  ['plataforma de tijera', { categories: ['lifts'], subcategories: ['electric-scissor-lifts'] }, ''],
  ['excavadora de orugas', { categories: ['excavators'], subcategories: ['crawler-excavators'] }, ''],
  ['excavadoras sobre orugas', { categories: ['excavators'], subcategories: ['crawler-excavators'] }, ''],
  ['mano de chango', { categories: ['backhoe-loaders'] }, ''],
  ['retroexcavadora case', { categories: ['backhoe-loaders'], makes: ['case'] }, ''],
  ['volteo en TX', { categories: ['dump-trucks'], states: ['TX'] }, ''],
  ['dompe usado', { categories: ['dump-trucks'] }, ''],
  ['excavadora con martillo', { categories: ['excavators'] }, 'martillo'],
  ['martillo hidráulico', {}, 'martillo hidráulico'],
  ['komatsu pc200 del 2016 en adelante menos de 2000 horas', { makes: ['komatsu'], yearMin: 2016, hoursMax: 2000 }, 'pc200'],
  ['minicargador bobcat', { makes: ['bobcat'] }, 'minicargador'],
]

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
  it('asks the injected matcher for phrases of up to three words', () => {
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
