import { sql } from 'drizzle-orm'
import { doubleMetaphone } from 'double-metaphone'
import { logger } from '../../src/lib/logger'
import { MAKES } from '../../src/reference-data/makes'
import { FIXED_AS_OF } from '../../src/seed/as-of'
import { seedInventory } from '../../src/seed/seed-inventory'
import type { CatalogSnapshot } from '../../src/services/search/engine/catalog-snapshot'
import { MakePhraseMatcher, makePhrasesFor } from '../../src/services/search/engine/make-phrases'
import { readSearchQueryView } from '../../src/services/search/read-search-query'
import { searchListings } from '../../src/services/search/search-listings'
import { createTestApp, type TestApp } from '../helpers/app'
import { loadCatalogue } from '../seed/helpers'

/**
 * Makes as whole phrases, by sound and by spacing, and model numbers with or without spaces and
 * dashes (issue 35, point 1), on the demo inventory the journeys use (3,000 listings, seed 42).
 */

/** Ordinary words of search texts: none may be read as a make by sound or by one slip. */
const NOT_MAKES = [
  'track',
  'tracks',
  'used',
  'loader',
  'loaders',
  'dozer',
  'excavator',
  'tractor',
  'truck',
  'trailer',
  'crane',
  'lift',
  'boom',
  'scissor',
  'forklift',
  'skid steer',
  'wheel loader',
  'mini excavator',
  'backhoe',
  'compact',
  'bucket',
  'hours',
  'under',
  'price',
  'sale',
  'texas',
  'diesel',
  'engine',
  'cab',
  'enclosed',
  'heavy',
  'equipment',
  'grader',
  'roller',
  'paver',
  'dump truck',
  'generator',
  'tractor agricola',
  'cargador frontal',
  'montacargas',
  'excavadora',
  'retroexcavadora',
  'camion',
  'near me',
  'cheap',
  'new',
  'case for',
]

const matcher = new MakePhraseMatcher(
  MAKES.map((m, i) => ({ id: i + 1, slug: m.slug, name: m.name, aliases: m.aliases })),
)

describe('MakePhraseMatcher (reference makes)', () => {
  it.each([
    ['john dear', 'john-deere'],
    ['jon deere', 'john-deere'],
    ['johndeere', 'john-deere'],
    ['john deere', 'john-deere'],
    ['jd', 'john-deere'],
    ['JD', 'john-deere'],
    ['new holland', 'new-holland'],
    ['newholland', 'new-holland'],
    ['new holand', 'new-holland'],
    ['case ih', 'case'],
    ['caseih', 'case'],
    ['katerpiller', 'caterpillar'],
    ['komatzu', 'komatsu'],
    ['cubota', 'kubota'],
    ['johndere', 'john-deere'],
    // Same sound and first letter: up to half the letters ("jon dir": 4 edits of 9).
    ['jon dir', 'john-deere'],
    ['genny', 'genie'],
    // One sound apart (KTPLR, KTRPLR), a third of the letters.
    ['catapiller', 'caterpillar'],
  ])('%s -> %s', (phrase, slug) => {
    expect(matcher.match(phrase)?.slug).toBe(slug)
  })

  it.each(NOT_MAKES)('%s is no make', (phrase) => {
    expect(matcher.match(phrase)).toBeNull()
  })

  it('reads no name and another word as a sound-alike of the name', () => {
    for (const phrase of ['caterpillar wheel', 'komatsu dozer', 'genie lift', 'bobcat track']) {
      expect([phrase, matcher.match(phrase)]).toEqual([phrase, null])
    }
  })

  it('tells an exact name from a sound-alike', () => {
    expect(matcher.match('new holland')).toMatchObject({ exact: true, distance: 0 })
    expect(matcher.match('john dear')).toMatchObject({ exact: false, name: 'John Deere' })
  })
})

describe('the matcher of a catalogue snapshot', () => {
  const snapshotOf = (makes: Array<Partial<CatalogSnapshot['makes'][number]>>) =>
    ({
      makes: makes.map((m, i) => ({ id: i + 1, slug: `m${i}`, name: `M${i}`, aliases: [], ...m })),
    }) as unknown as CatalogSnapshot

  it('is built once for the same makes, read again (every minute and on each console edit)', () => {
    const makes = [
      { name: 'Komatsu', slug: 'komatsu', featured: true },
      { name: 'Genie', slug: 'genie', featured: true },
    ]
    const first = makePhrasesFor(snapshotOf(makes))
    expect(makePhrasesFor(snapshotOf(makes))).toBe(first)
    expect(first.match('komatzu')?.slug).toBe('komatsu')
  })

  it('is built again when a make, an alias or the featured flag changed', () => {
    const makes = [{ name: 'Komatsu', slug: 'komatsu', featured: true }]
    const first = makePhrasesFor(snapshotOf(makes))
    const aliased = makePhrasesFor(snapshotOf([{ ...makes[0], aliases: ['KMT'] }]))
    expect(aliased).not.toBe(first)
    expect(aliased.match('kmt')?.slug).toBe('komatsu')
    expect(first.match('kmt')).toBeNull()
    expect(makePhrasesFor(snapshotOf([{ ...makes[0], featured: false }]))).not.toBe(first)
    expect(makePhrasesFor(snapshotOf([{ ...makes[0], name: 'Komatsu Ltd' }]))).not.toBe(first)
  })
})

/** A misspelling by sound of a name: the first rule that changes it and keeps its sound. */
const SOUND_RULES: Array<[RegExp, string]> = [
  [/ee/, 'ea'],
  [/ph/, 'f'],
  [/ck/, 'k'],
  [/c([aou])/, 'k$1'],
  [/([a-z])\1/, '$1'],
  [/y/, 'i'],
  [/ie/, 'ee'],
  [/oo/, 'u'],
  [/er$/, 'ur'],
  [/s([aeiou])/, 'z$1'],
  [/([aeiou])$/, '$1h'],
  [/k/, 'c'],
]

function soundMisspelling(name: string): string | null {
  const lower = name.toLowerCase()
  const compact = lower.replace(/[^a-z0-9]+/g, '')
  const key = doubleMetaphone(compact)[0]
  for (const [re, to] of SOUND_RULES) {
    const typed = lower.replace(re, to)
    const typedCompact = typed.replace(/[^a-z0-9]+/g, '')
    if (typedCompact.length >= 4 && typed !== lower && doubleMetaphone(typedCompact).includes(key))
      return typed
  }
  return null
}

describe('searching makes and models as buyers type them', () => {
  let t: TestApp
  const deps = () => ({ database: t.database, env: t.env, logger, now: () => FIXED_AS_OF })
  const search = (input: Record<string, unknown>) => searchListings(deps(), input, 'en')
  let liveMakes: Array<{ slug: string; name: string; n: number }> = []

  beforeAll(async () => {
    t = await createTestApp({ now: () => FIXED_AS_OF })
    await loadCatalogue(t.database)
    await seedInventory(t.database, {
      listings: 3000,
      seed: 42,
      mediaDir: '/tmp/unused',
      media: false,
      asOf: FIXED_AS_OF,
    })
    liveMakes = await t.database.rows<{ slug: string; name: string; n: number }>(sql`
      SELECT m.slug, m.name, count(*)::int AS n FROM listings l JOIN makes m ON m.id = l.make_id
      WHERE l.status IN ('available', 'coming_soon') GROUP BY m.slug, m.name HAVING count(*) >= 10
      ORDER BY m.slug`)
  }, 240_000)
  afterAll(() => t.close())

  /**
   * A text finds every listing of the make, the make's first (a name may also be a town's: a Case
   * in New Holland, PA is found by "newholland" too), and, read as a sound-alike, only the make.
   */
  async function expectMake(q: string, slug: string) {
    const byFilter = await search({ makes: [slug], pageSize: 1 })
    const found = await search({ q: `${q} `, pageSize: 100 })
    expect({ q, total: found.stats.total >= byFilter.stats.total }).toEqual({ q, total: true })
    expect({ q, first: found.results[0]?.make.slug }).toEqual({ q, first: slug })
    if (found.stats.correctedQuery) {
      expect({ q, total: found.stats.total }).toEqual({ q, total: byFilter.stats.total })
    }
    return found
  }

  it('has makes with 10 or more live listings to test', () => {
    expect(liveMakes.length).toBeGreaterThanOrEqual(10)
  })

  it('finds every make with 10+ live listings spaced, unspaced and misspelt by sound', async () => {
    let misspelt = 0
    for (const m of liveMakes) {
      const words = m.name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
      await expectMake(words.join(''), m.slug)
      await expectMake(words.join(' '), m.slug)
      const typo = soundMisspelling(m.name)
      if (typo) {
        misspelt++
        await expectMake(typo, m.slug)
      }
    }
    expect(misspelt).toBeGreaterThanOrEqual(liveMakes.length * 0.6)
  }, 240_000)

  it.each([
    ['john dear', 'john-deere'],
    ['jon deere', 'john-deere'],
    ['johndeere', 'john-deere'],
    ['jd', 'john-deere'],
    ['new holland', 'new-holland'],
    ['newholland', 'new-holland'],
  ])('"%s" finds %s', async (q, slug) => {
    const byFilter = await search({ makes: [slug], pageSize: 1 })
    if (byFilter.stats.total === 0) return
    await expectMake(q, slug)
  })

  it('"sky trak" finds what "skytrak" finds (a JLG model name here)', async () => {
    const a = await search({ q: 'sky trak ', pageSize: 1 })
    const b = await search({ q: 'skytrak ', pageSize: 1 })
    expect(b.stats.total).toBeGreaterThan(0)
    expect(a.stats.total).toBe(b.stats.total)
  })

  it('"case ih" and "caseih" find Case', async () => {
    const a = await search({ q: 'case ih ', pageSize: 1 })
    const b = await search({ q: 'caseih ', pageSize: 1 })
    const c = await search({ makes: ['case'], pageSize: 1 })
    expect(a.stats.total).toBe(c.stats.total)
    expect(b.stats.total).toBe(c.stats.total)
  })

  it('says what a corrected query was read as, and searches the text as typed when asked', async () => {
    const read = await search({ q: 'john dear ' })
    expect(read.stats.correctedQuery).toBe('john deere')
    expect(read.stats.total).toBeGreaterThan(0)
    const literal = await search({ q: 'john dear ', literal: true })
    expect(literal.stats.correctedQuery).toBeNull()
    expect(literal.stats.total).toBeLessThan(read.stats.total)
    const typo = await search({ q: 'catepillar ', literal: true })
    expect(typo.stats.correctedQuery).toBeNull()
    expect(typo.stats.total).toBe(0)
    const exact = await search({ q: 'john deere ' })
    expect(exact.stats.correctedQuery).toBeNull()
  })

  it('does not read ordinary words as makes', async () => {
    for (const q of ['track', 'used loader', 'loader', 'dozer', 'dump truck']) {
      const found = await search({ q: `${q} `, pageSize: 1 })
      expect({ q, corrected: found.stats.correctedQuery }).toEqual({ q, corrected: null })
    }
  })

  it('finds a model with and without spaces and dashes', async () => {
    const models = await t.database.rows<{ model: string; n: number }>(sql`
      SELECT model, count(*)::int AS n FROM listings
      WHERE status IN ('available', 'coming_soon') AND model ~* '^[a-z]*[0-9]+[a-z]*$'
        AND model ~* '[a-z]' GROUP BY model ORDER BY count(*) DESC, model LIMIT 25`)
    expect(models.length).toBeGreaterThan(5)
    const named = ['D6T', '320 GC', 'T770']
    for (const { model } of models) {
      const joined = model.toLowerCase()
      const parts = joined.match(/[a-z]+|[0-9]+/g)!
      const base = await search({ q: `${joined} `, pageSize: 1 })
      expect(base.stats.total).toBeGreaterThan(0)
      for (const q of [
        parts.join(' '),
        parts.join('-'),
        `${parts[0]}-${parts.slice(1).join('')}`,
      ]) {
        const found = await search({ q: `${q} `, pageSize: 1 })
        expect({ q, total: found.stats.total }).toEqual({ q, total: base.stats.total })
      }
    }
    for (const m of named) {
      const compact = m.toLowerCase().replace(/[^a-z0-9]/g, '')
      const base = await search({ q: `${compact} `, pageSize: 1 })
      const variants =
        m === 'D6T'
          ? ['d6 t', 'd-6t', 'd 6t']
          : m === '320 GC'
            ? ['320 gc', '320-gc']
            : ['t-770', 't 770']
      for (const q of variants) {
        const found = await search({ q: `${q} `, pageSize: 1 })
        expect({ q, total: found.stats.total }).toEqual({ q, total: base.stats.total })
      }
    }
  }, 120_000)

  it("gives the query reader the sound-alike matcher ('john dear' is a make chip)", async () => {
    const view = await readSearchQueryView(deps(), { q: 'john dear excavator' }, 'en')
    expect(view.params).toContainEqual({ name: 'make', value: 'john-deere' })
    const plain = await readSearchQueryView(deps(), { q: 'track loader' }, 'en')
    expect(plain.params.some((p) => p.name === 'make')).toBe(false)
  })
})
