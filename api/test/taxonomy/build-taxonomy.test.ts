import { PROVENANCES } from '../../src/db/schema/enums'
import { CATEGORIES } from '../../src/reference-data/categories'
import { MAKES } from '../../src/reference-data/makes'
import { slugify } from '@ironyard/contract'
import { buildTaxonomy, readVpicCsv } from '../../src/services/taxonomy/build-taxonomy'
import { CURATED_MODELS, curatedModelsOf } from '../../src/services/taxonomy/curated-models'
import { estimateSpecSheet } from '../../src/services/taxonomy/estimate'
import { firstLetterOf, makeNameCandidates } from '../../src/services/taxonomy/normalize-make-name'
import { profileOf } from '../../src/services/taxonomy/profiles'
import type { BuiltTaxonomy } from '../../src/services/taxonomy/types'

/** Pairs with fewer than three real model families, and why. */
const FEW_REAL_MODELS = new Map([['kubota/skid-steer-loaders', 'Kubota builds two skid steers']])

describe('the open equipment taxonomy build', () => {
  let built: BuiltTaxonomy
  const csv = readVpicCsv()
  beforeAll(() => {
    built = buildTaxonomy({ seed: 42, vpicCsv: csv })
  })

  it('is deterministic: two builds with one seed have the same version and rows', () => {
    const again = buildTaxonomy({ seed: 42, vpicCsv: csv })
    expect(again.version).toBe(built.version)
    expect(again.version).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(again.models)).toBe(JSON.stringify(built.models))
  })

  it('changes only the generated layer with another seed', () => {
    const other = buildTaxonomy({ seed: 7, vpicCsv: csv })
    expect(other.version).not.toBe(built.version)
    expect(other.counts.vpic).toBe(built.counts.vpic)
    expect(other.counts.curated).toBe(built.counts.curated)
    expect(other.models.find((m) => m.provenance === 'generated')?.source).toBe('rule v1 seed 7')
  })

  it('holds more than 70,000 make-model combinations in three layers', () => {
    expect(built.models.length).toBeGreaterThan(70_000)
    expect(built.counts.vpic).toBeGreaterThan(15_000)
    expect(built.counts.curated).toBeGreaterThan(1_500)
    expect(built.counts.vpic + built.counts.curated + built.counts.generated).toBe(
      built.models.length,
    )
  })

  it('says on every row where it comes from', () => {
    const expected: Record<string, RegExp> = {
      vpic: /^NHTSA vPIC 2026-02/,
      curated: /^curated v1/,
      generated: /^rule v1 seed 42$/,
    }
    // Collect offenders rather than asserting 75,000 times: the failure message lists them.
    const bad = built.models.filter(
      (m) => !PROVENANCES.includes(m.provenance) || !expected[m.provenance].test(m.source),
    )
    expect(bad.slice(0, 5)).toEqual([])
  })

  it('has unique slugs per make and category, and makes for every row', () => {
    const makes = new Set(built.makes.map((m) => m.slug))
    const keys = new Set(built.models.map((m) => `${m.make}|${m.category}|${m.slug}`))
    expect(keys.size).toBe(built.models.length)
    expect(built.models.filter((m) => !makes.has(m.make)).slice(0, 5)).toEqual([])
  })

  it('lists real model families for every featured make and category it builds', () => {
    for (const make of MAKES) {
      for (const category of make.categories) {
        const n = curatedModelsOf(make.slug, category).length
        const pair = `${make.slug}/${category}`
        expect([pair, n >= (FEW_REAL_MODELS.has(pair) ? 2 : 3)]).toEqual([pair, true])
      }
    }
  })

  it('gives curated models valid subcategories, every spec field, years and a price', () => {
    const cat320 = CURATED_MODELS.find((m) => m.make === 'caterpillar' && m.name === '320')
    expect(cat320).toMatchObject({
      category: 'excavators',
      subcategory: 'crawler-excavators',
      yearFrom: 2017,
      yearTo: null,
      specs: { operatingWeightLb: 50_700, netHp: 172, maxDigDepthFt: 22.2 },
    })
    for (const m of CURATED_MODELS) {
      const def = CATEGORIES.find((c) => c.slug === m.category)!
      if (m.subcategory) {
        expect(def.subcategories.map(([en]) => slugify(en))).toContain(m.subcategory)
      }
      expect(Object.keys(m.specs!).sort()).toEqual([...def.specFields].sort())
      expect(m.yearFrom).toBeGreaterThanOrEqual(1940)
      if (m.yearTo !== null) expect(m.yearTo).toBeGreaterThanOrEqual(m.yearFrom!)
      expect(m.newPriceUsd).toBeGreaterThan(1_000)
      expect(m.sizeClass).toBeTruthy()
    }
  })

  it('normalises vPIC legal names for display and merges featured makes', () => {
    const fontaine = built.makes.find((m) => m.slug === 'fontaine')!
    expect(fontaine).toMatchObject({ name: 'Fontaine', featured: false, firstLetter: 'F' })
    expect(fontaine.aliases).toEqual(['Fontaine Trailer', 'Fontaine Trailer Co.'])
    // Trailer makers that only repeat their own name give one make-level row, not models.
    const rows = built.models.filter((m) => m.make === 'fontaine' && m.provenance === 'vpic')
    expect(rows.map((m) => m.name)).toEqual(['Trailers'])
    expect(rows[0].source).toContain('make-level record')
    expect(built.makes.filter((m) => m.featured).map((m) => m.slug)).toEqual(
      MAKES.map((m) => m.slug).sort(),
    )
    expect(built.makes.find((m) => m.slug === 'bobcat-trailer')?.featured).toBe(false)
    const cascadia = built.models.find((m) => m.make === 'freightliner' && m.slug === 'cascadia')
    expect(cascadia).toMatchObject({ provenance: 'vpic', category: 'semi-trucks', yearTo: 2026 })
    // Navistar is International's parent: its vPIC rows join the featured make.
    expect(built.makes.some((m) => m.slug === 'navistar')).toBe(false)
    const ix = built.models.find((m) => m.make === 'international' && m.slug === '9900ix')
    expect(ix).toMatchObject({ provenance: 'vpic', category: 'semi-trucks' })
  })

  it('keeps one row for a model both vPIC and the curated lists name', () => {
    const rows = built.models.filter((m) => m.make === 'peterbilt' && m.slug === '389')
    expect(rows.every((m) => m.provenance === 'curated')).toBe(true)
    expect(rows.find((m) => m.category === 'semi-trucks')?.source).toMatch(/also listed in NHTSA/)
  })

  it('cleans legal names', () => {
    expect(makeNameCandidates('FONTAINE TRAILER CO.')[0]).toBe('Fontaine')
    expect(makeNameCandidates('3&1 Enterprises, LLC dba Impact Trailers')[0]).toBe('Impact')
    expect(makeNameCandidates('PJ TRAILERS COMPANY, S.A. DE C.V.')[0]).toBe('PJ')
    expect(makeNameCandidates('TRAIL KING INDUSTRIES')[0]).toBe('Trail King')
    expect(firstLetterOf('#1 Alpine Customs')).toBe('#')
    expect(firstLetterOf('Émile')).toBe('E')
  })

  it('estimates spec sheets in a believable range', () => {
    const cat320 = CURATED_MODELS.find((m) => m.make === 'caterpillar' && m.name === '320')!
    const sheet = estimateSpecSheet({
      profile: profileOf('excavators'),
      primary: 50_700,
      specs: cat320.specs!,
      subcategory: cat320.subcategory,
      newPriceUsd: cat320.newPriceUsd!,
    })
    expect(sheet.operatingWeightLb).toBe(50_700)
    expect(sheet.fuelGallonsPerHour).toBeGreaterThan(3)
    expect(sheet.fuelGallonsPerHour).toBeLessThan(7)
    expect(sheet.rentalHalfDayCents).toBeLessThan(sheet.rentalDailyCents)
    expect(sheet.rentalDailyCents).toBeLessThan(sheet.rentalWeeklyCents)
    expect(sheet.financingUsedMonthlyCents).toBeLessThan(sheet.financingNewMonthlyCents)
    expect(sheet.modelPriceCents).toBe(cat320.newPriceUsd! * 100)
    const scissor = estimateSpecSheet({
      profile: profileOf('lifts'),
      primary: 19,
      specs: { platformHeightFt: 19 },
      subcategory: 'electric-scissor-lifts',
      newPriceUsd: 17_000,
    })
    expect(scissor.fuelGallonsPerHour).toBe(0)
  })
})
