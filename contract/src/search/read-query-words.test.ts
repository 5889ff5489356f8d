import { boundedEditDistance } from './edit-distance'
import { buildQueryVocabulary, type MakeMatch, vocabularyTypoBudget } from './query-vocabulary'
import { readSearchQuery } from './read-query'
import { vocab, YEAR } from './read-query.fixture'

/** The reader's word rules (./read-query-words): which reading wins, misspelt words, models. */

const categories = [
  {
    slug: 'dump-trucks',
    en: 'Dump Trucks',
    es: 'Camiones de volteo',
    singularEn: 'Dump Truck',
    singularEs: 'Camión de volteo',
  },
  {
    slug: 'semi-trucks',
    en: 'Semi Trucks',
    es: 'Tractocamiones',
    singularEn: 'Semi Truck',
    singularEs: 'Tractocamión',
  },
]

/** A vocabulary whose make matcher answers from a table, recording what it was asked. */
function withMakes(makes: Record<string, MakeMatch>) {
  const asked: string[] = []
  const v = buildQueryVocabulary({
    makes: Object.values(makes).map((m) => ({ slug: m.slug, name: m.slug })),
    categories,
    matchMake: (p) => {
      asked.push(p)
      return makes[p] ?? null
    },
    isModel: (joined) => joined === '320gc',
  })
  const read = (text: string) => readSearchQuery(text, v, { locale: 'en', currentYear: YEAR })
  return { asked, read }
}

describe('readSearchQuery: which reading wins', () => {
  it('reads a phrase as written before a make read by sound of the same length', () => {
    const { read } = withMakes({
      'dump truck': { slug: 'tmp-truck', exact: false },
      semi: { slug: 'smi', exact: false },
    })
    expect(read('dump truck').filters).toEqual({ categories: ['dump-trucks'] })
    expect(read('semi trucks').filters).toEqual({ categories: ['semi-trucks'] })
  })

  it('reads a make as written before a phrase of the same length', () => {
    const { read } = withMakes({ 'dump truck': { slug: 'dump-truck-co', exact: true } })
    expect(read('dump truck').filters).toEqual({ makes: ['dump-truck-co'] })
  })

  it('reads the longer reading first, a make of five words too', () => {
    const { read, asked } = withMakes({
      'kwik dump truck supply co': { slug: 'kwik', exact: false },
    })
    expect(read('kwik dump truck supply co').filters).toEqual({ makes: ['kwik'] })
    expect(asked).toContain('kwik dump truck supply co')
  })

  it('never asks the make matcher about the parts of a model number', () => {
    const { read, asked } = withMakes({ gc: { slug: 'gc', exact: true } })
    expect(read('excavator 320 gc').q).toBe('excavator 320 gc')
    expect(asked.filter((p) => p.split(' ').includes('gc'))).toEqual([])
    expect(read('gc').filters).toEqual({ makes: ['gc'] })
  })
})

describe('readSearchQuery: misspelt trade words', () => {
  const read = (text: string, locale: 'en' | 'es' = 'es') =>
    readSearchQuery(text, vocab, { locale, currentYear: YEAR })

  it('reads a misspelt word of a phrase as the vocabulary word nearest to it', () => {
    expect(read('cargador fontal').filters).toEqual({ categories: ['wheel-loaders'] })
    expect(read('escavadoras').filters).toEqual({ categories: ['excavators'] })
  })

  it('reads a known word as a near one when only that makes the phrase', () => {
    // "caminoes" folds to "camino" (a road); "camion de volteo" is the phrase.
    expect(read('caminoes de volteo').filters).toEqual({ categories: ['dump-trucks'] })
    expect(read('camino').filters).toEqual({})
  })

  it('corrects no state and no short word', () => {
    expect(read('texsa').q).toBe('texsa')
    expect(read('rtro').q).toBe('rtro')
  })

  it('reads a phrase run together when the vocabulary has it as one word', () => {
    expect(read('retro excavadora').filters).toEqual({ categories: ['backhoe-loaders'] })
    expect(read('back hoe', 'en').filters).toEqual({ categories: ['backhoe-loaders'] })
  })

  it('offers near keys nearest first, within the typo budget of the word as typed', () => {
    expect(vocab.nearKeys('fontal', 'fontal')[0]).toBe('frontal')
    expect(vocab.nearKeys('rtro', 'rtro')).toEqual([])
    expect(vocab.knownKey('excavadora')).toBe(true)
    expect([4, 5, 7, 8].map(vocabularyTypoBudget)).toEqual([0, 1, 1, 2])
  })
})

describe('boundedEditDistance', () => {
  it('counts a swap of two letters as one edit and gives up past the bound', () => {
    expect(boundedEditDistance('caminoes', 'camiones', 2)).toBe(1)
    expect(boundedEditDistance('fontal', 'frontal', 1)).toBe(1)
    expect(boundedEditDistance('bobcat', 'komatsu', 2)).toBe(3)
    expect(boundedEditDistance('abc', 'abc', 0)).toBe(0)
  })
})
