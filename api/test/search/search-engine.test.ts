import { RadiusFilter, distanceMiles, lookupZip } from '../../src/services/search/engine/geo'
import {
  boundedEditDistance,
  normalizeText,
  singularForms,
  tokenize,
  typoBudget,
} from '../../src/services/search/engine/normalize'
import { FIELD_CATEGORY, FIELD_MAKE, TextIndex } from '../../src/services/search/engine/text-index'

describe('search text normalisation', () => {
  it('lower-cases, drops accents and punctuation', () => {
    expect(normalizeText('Excavadoras CATERPILLAR 320-GC, Año')).toBe(
      'excavadoras caterpillar 320 gc ano',
    )
    expect(tokenize('  Camión   grúa ')).toEqual(['camion', 'grua'])
  })

  it('offers singular forms of English and Spanish plurals', () => {
    expect(singularForms('loaders')).toEqual(['loaders', 'loader'])
    expect(singularForms('camiones')).toEqual(['camiones', 'camione', 'camion'])
    expect(singularForms('cat')).toEqual(['cat'])
  })

  it('measures edit distance with transpositions, bounded', () => {
    expect(boundedEditDistance('catepillar', 'caterpillar', 2)).toBe(1)
    expect(boundedEditDistance('excavater', 'excavator', 2)).toBe(1)
    expect(boundedEditDistance('jhon', 'john', 1)).toBe(1)
    expect(boundedEditDistance('bobcat', 'komatsu', 2)).toBe(3)
  })

  it('allows no typo in short words or model codes', () => {
    expect(typoBudget('cat')).toBe(0)
    expect(typoBudget('d6t')).toBe(0)
    expect(typoBudget('genie')).toBe(1)
    expect(typoBudget('caterpillar')).toBe(2)
  })
})

describe('search vocabulary', () => {
  const text = new TextIndex()
  text.add(FIELD_MAKE, 0, 'Caterpillar')
  text.add(FIELD_MAKE, 0, 'Cat')
  text.add(FIELD_MAKE, 1, 'John Deere')
  text.add(FIELD_CATEGORY, 0, 'Excavators')
  text.add(FIELD_CATEGORY, 0, 'Excavator')

  it('resolves exact words, concatenations and typos, naming the correction', () => {
    expect(text.resolve('cat', false)?.matches).toEqual([{ field: FIELD_MAKE, code: 0, weight: 3 }])
    expect(text.resolve('johndeere', false)?.matches[0].code).toBe(1)
    const typo = text.resolve('catepillar', false)!
    expect(typo.correction).toBe('caterpillar')
    expect(typo.matches[0].weight).toBeLessThan(3)
    expect(text.resolve('zzqxw', false)).toBeNull()
  })

  it('completes the word being typed only when asked', () => {
    expect(text.resolve('exca', true)?.matches[0].field).toBe(FIELD_CATEGORY)
    expect(text.resolve('exca', false)).toBeNull()
  })

  it('reads a model year', () => {
    expect(text.resolve('2019', false)).toMatchObject({ year: 2019, matches: [] })
  })
})

describe('radius', () => {
  it('knows ZIP centroids and measures miles', () => {
    const austin = lookupZip('78701')!
    const sanAntonio = lookupZip('78205')!
    expect(austin.city).toBe('Austin')
    expect(lookupZip('00000')).toBeNull()
    const d = distanceMiles(austin, sanAntonio)
    expect(d).toBeGreaterThan(70)
    expect(d).toBeLessThan(80)
    const r = new RadiusFilter(austin, 100)
    expect(r.distance(sanAntonio.lat, sanAntonio.lng)).toBeCloseTo(d, 5)
    const dallas = lookupZip('75201')!
    expect(r.distance(dallas.lat, dallas.lng)).toBe(-1)
  })
})
