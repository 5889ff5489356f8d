import { and, eq } from 'drizzle-orm'
import { categories, makes, models, specSheets } from '../../src/db/schema'
import type { Provenance } from '../../src/db/schema/enums'
import { estimateSpecSheet, typicalPrimary } from '../../src/services/taxonomy/estimate'
import { profileOf } from '../../src/services/taxonomy/profiles'
import { ensureCatalog, insertListing } from '../factories'
import { FIXTURE_MODELS } from '../factories/model-fixture'
import { createTestApp, type TestApp } from '../helpers/app'

jest.setTimeout(120_000)

const CATEGORIES = /* GraphQL */ `
  {
    specCategories {
      slug
      name
      group {
        slug
        name
      }
      sheetCount
      makeCount
    }
  }
`

const CATEGORY = /* GraphQL */ `
  query ($input: SpecCategoryInput!) {
    specCategory(input: $input) {
      category {
        slug
        name
        sheetCount
        makeCount
      }
      makes {
        slug
        name
        count
      }
      make {
        slug
        count
      }
      sheets {
        slug
        modelSlug
        name
        provenance
        make {
          slug
          name
        }
        modelPriceCents
      }
      totalCount
      page
      pageSize
      pageCount
    }
  }
`

const SHEET = /* GraphQL */ `
  query ($input: SpecSheetInput!) {
    specSheet(input: $input) {
      slug
      modelSlug
      name
      make {
        slug
        name
      }
      category {
        slug
        name
        singularName
      }
      provenance
      rentalDailyCents
      rentalHalfDayCents
      rentalWeeklyCents
      fuelCostPerMonthCents
      fuelGallonsPerHour
      maintenanceCostPerHourCents
      maintenanceCostPerMonthCents
      modelPriceCents
      financingNewMonthlyCents
      financingUsedMonthlyCents
      operatingWeightLb
      specs {
        key
        label
        unit
        value
      }
      aiGenerated
      basis {
        dieselUsdPerGallon
        hoursPerMonth
        financeAprPercent
        financeTermMonths
        usedSharePercent
      }
      listingCount
      related {
        slug
        name
      }
    }
  }
`

interface CategoryPage {
  specCategory: {
    category: { slug: string; name: string; sheetCount: number; makeCount: number }
    makes: Array<{ slug: string; name: string; count: number }>
    make: { slug: string; count: number } | null
    sheets: Array<{
      slug: string
      modelSlug: string
      name: string
      provenance: Provenance
      make: { slug: string; name: string }
      modelPriceCents: number | null
    }>
    totalCount: number
    page: number
    pageSize: number
    pageCount: number
  }
}

type Sheet = Record<string, unknown> & {
  slug: string
  name: string
  specs: Array<{ key: string; label: string; unit: string; value: number }>
  related: Array<{ slug: string; name: string }>
  listingCount: number
}

describe('spec sheets over GraphQL (real models only)', () => {
  let t: TestApp
  let estimate: ReturnType<typeof estimateSpecSheet>
  let cat320Id: number

  /** A model of the given provenance, with a spec sheet unless `sheet` is false. */
  async function addModel(
    make: string,
    category: string,
    name: string,
    provenance: Provenance,
    sheet = true,
  ): Promise<number> {
    const { db } = t.database
    const [mk] = await db.select().from(makes).where(eq(makes.slug, make))
    const [c] = await db.select().from(categories).where(eq(categories.slug, category))
    const [row] = await db
      .insert(models)
      .values({
        makeId: mk.id,
        categoryId: c.id,
        name,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        provenance,
        source: provenance === 'generated' ? 'rule v1 seed 42' : 'test',
      })
      .returning({ id: models.id })
    if (sheet) await db.insert(specSheets).values({ modelId: row.id, ...estimate, specs: {} })
    return row.id
  }

  beforeAll(async () => {
    t = await createTestApp()
    await ensureCatalog(t.database)
    estimate = estimateSpecSheet({
      profile: profileOf('excavators'),
      primary: typicalPrimary(profileOf('excavators')),
      specs: { operatingWeightLb: 50_700, netHp: 170 },
      subcategory: null,
      newPriceUsd: 310_000,
    })
    // Give the fixture's Caterpillar 320 a complete spec §3 sheet.
    const { db } = t.database
    const [mk] = await db.select().from(makes).where(eq(makes.slug, 'caterpillar'))
    const [m] = await db
      .select()
      .from(models)
      .where(and(eq(models.makeId, mk.id), eq(models.slug, '320')))
    cat320Id = m.id
    await db
      .update(specSheets)
      .set({ ...estimate, aiGenerated: true })
      .where(eq(specSheets.modelId, m.id))
    // Rule-made variants: even one with a spec sheet must never surface on a spec page.
    await addModel('caterpillar', 'excavators', '321 GEN-X', 'generated')
    await addModel('caterpillar', 'scrapers', '999 GEN-Y', 'generated')
    await addModel('caterpillar', 'excavators', '322 GEN-Z', 'generated', false)
    // A real vPIC row with a sheet counts like a curated one.
    await addModel('fontaine', 'flatbed-trailers', 'Infinity FX', 'vpic')
    await insertListing(t.database, { modelId: cat320Id, model: '320', status: 'available' })
    await insertListing(t.database, { modelId: cat320Id, model: '320', status: 'coming_soon' })
    await insertListing(t.database, { modelId: cat320Id, model: '320', status: 'sold' })
  })
  afterAll(() => t.close())

  const fixtureCount = (category: string) => FIXTURE_MODELS.filter(([, c]) => c === category).length

  it('lists the categories with spec sheets of real models, counted, in catalogue order', async () => {
    const res = await t.gql<{
      specCategories: Array<{ slug: string; sheetCount: number; makeCount: number }>
    }>(CATEGORIES)
    expect(res.errors).toBeUndefined()
    const list = res.data!.specCategories
    const bySlug = new Map(list.map((c) => [c.slug, c]))
    expect(bySlug.get('excavators')).toMatchObject({
      sheetCount: fixtureCount('excavators'),
      makeCount: 3,
    })
    // scrapers only has a generated row with a sheet: no spec category.
    expect(bySlug.has('scrapers')).toBe(false)
    expect(bySlug.get('flatbed-trailers')).toMatchObject({
      sheetCount: fixtureCount('flatbed-trailers') + 1,
      makeCount: 1,
    })
    expect(new Set(list.map((c) => c.slug))).toEqual(new Set(FIXTURE_MODELS.map(([, c]) => c)))
    const order = (await t.database.db.select().from(categories).orderBy(categories.sortOrder)).map(
      (c) => c.slug,
    )
    expect(list.map((c) => c.slug)).toEqual(order.filter((slug) => bySlug.has(slug)))
  })

  it('names categories in the request language', async () => {
    const es = await t.gql<{ specCategories: Array<{ slug: string; name: string }> }>(
      CATEGORIES,
      {},
      { 'x-locale': 'es' },
    )
    expect(es.data!.specCategories.find((c) => c.slug === 'excavators')?.name).toBe('Excavadoras')
  })

  it('pages a category by make then model, with make counts and a make filter', async () => {
    const res = await t.gql<CategoryPage>(CATEGORY, {
      input: { category: 'excavators', pageSize: 2 },
    })
    expect(res.errors).toBeUndefined()
    const page = res.data!.specCategory
    expect(page.totalCount).toBe(4)
    expect(page.pageCount).toBe(2)
    expect(page.makes).toEqual([
      { slug: 'caterpillar', name: 'Caterpillar', count: 2 },
      { slug: 'john-deere', name: 'John Deere', count: 1 },
      { slug: 'komatsu', name: 'Komatsu', count: 1 },
    ])
    expect(page.sheets.map((s) => s.slug)).toEqual(['caterpillar-320', 'caterpillar-336'])
    const second = await t.gql<CategoryPage>(CATEGORY, {
      input: { category: 'excavators', pageSize: 2, page: 2 },
    })
    expect(second.data!.specCategory.sheets.map((s) => s.slug)).toEqual([
      'john-deere-350g-lc',
      'komatsu-pc210lc-11',
    ])
    const all = [...page.sheets, ...second.data!.specCategory.sheets]
    expect(all.every((s) => s.provenance === 'curated')).toBe(true)
    expect(all.map((s) => s.name)).not.toContain('321 GEN-X')

    const deere = await t.gql<CategoryPage>(CATEGORY, {
      input: { category: 'excavators', make: 'john-deere' },
    })
    expect(deere.data!.specCategory.make).toEqual({ slug: 'john-deere', count: 1 })
    expect(deere.data!.specCategory.sheets.map((s) => s.slug)).toEqual(['john-deere-350g-lc'])
    expect(deere.data!.specCategory.pageSize).toBe(60)
  })

  it('answers NOT_FOUND for unknown categories, categories without real sheets, makes and pages past the end', async () => {
    const cases: Array<Record<string, unknown>> = [
      { category: 'spaceships' },
      { category: 'scrapers' },
      { category: 'excavators', make: 'bobcat' },
      { category: 'excavators', make: 'no-such-make' },
      { category: 'excavators', page: 2 },
      { category: 'excavators', pageSize: 2, page: 3 },
    ]
    for (const input of cases) {
      const res = await t.gql(CATEGORY, { input })
      expect([input, res.errors?.[0].extensions?.code]).toEqual([input, 'NOT_FOUND'])
      expect(res.data).toBeNull()
    }
  })

  it('refuses bad category arguments with VALIDATION and field paths', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category: 'excavators', pageSize: 101 }, 'pageSize'],
      [{ category: 'excavators', pageSize: 0 }, 'pageSize'],
      [{ category: 'excavators', page: 0 }, 'page'],
      [{ category: 'Not A Slug!' }, 'category'],
      [{ category: 'excavators', make: 'x'.repeat(121) }, 'make'],
    ]
    for (const [input, path] of cases) {
      const res = await t.gql(CATEGORY, { input })
      expect([path, res.errors?.[0].extensions?.code]).toEqual([path, 'VALIDATION'])
      const fields = res.errors?.[0].extensions?.fields as Array<{ path: string }>
      expect(fields.map((f) => f.path)).toContain(path)
    }
  })

  it('serves every spec §3 detail field of a real model, with its specs, basis and inventory count', async () => {
    const res = await t.gql<{ specSheet: Sheet }>(SHEET, {
      input: { category: 'excavators', slug: 'caterpillar-320' },
    })
    expect(res.errors).toBeUndefined()
    const sheet = res.data!.specSheet
    expect(sheet).toMatchObject({
      slug: 'caterpillar-320',
      modelSlug: '320',
      name: '320',
      make: { slug: 'caterpillar', name: 'Caterpillar' },
      category: { slug: 'excavators', name: 'Excavators', singularName: 'Excavator' },
      provenance: 'curated',
      rentalDailyCents: estimate.rentalDailyCents,
      rentalHalfDayCents: estimate.rentalHalfDayCents,
      rentalWeeklyCents: estimate.rentalWeeklyCents,
      fuelCostPerMonthCents: estimate.fuelCostPerMonthCents,
      maintenanceCostPerHourCents: estimate.maintenanceCostPerHourCents,
      maintenanceCostPerMonthCents: estimate.maintenanceCostPerMonthCents,
      modelPriceCents: 31_000_000,
      financingNewMonthlyCents: estimate.financingNewMonthlyCents,
      financingUsedMonthlyCents: estimate.financingUsedMonthlyCents,
      operatingWeightLb: 50_700,
      aiGenerated: true,
      basis: {
        dieselUsdPerGallon: 3.75,
        hoursPerMonth: 176,
        financeAprPercent: 8.99,
        financeTermMonths: 60,
        usedSharePercent: 50,
      },
      // available + coming soon; the sold one is not for sale.
      listingCount: 2,
    })
    expect(sheet.fuelGallonsPerHour).toBeCloseTo(estimate.fuelGallonsPerHour!, 3)
    expect(sheet.rentalHalfDayCents as number).toBeLessThan(sheet.rentalDailyCents as number)
    // Category specs in the category's order; operating weight has its own field.
    expect(sheet.specs.map((s) => s.key)).toEqual([
      'netHp',
      'bucketCapacityYd3',
      'maxDigDepthFt',
      'maxReachFt',
    ])
    expect(sheet.specs[0]).toEqual({ key: 'netHp', label: 'Horsepower', unit: 'hp', value: 170 })
    // Related: the same make's other real excavators, never the generated variant.
    expect(sheet.related.map((r) => r.slug)).toEqual(['caterpillar-336'])

    const es = await t.gql<{ specSheet: Sheet }>(
      SHEET,
      { input: { category: 'excavators', slug: 'caterpillar-320' } },
      { 'x-locale': 'es' },
    )
    expect(es.data!.specSheet.specs[0].label).toBe('Potencia')
    expect(es.data!.specSheet.category).toMatchObject({ name: 'Excavadoras' })
  })

  it('resolves make slugs with hyphens and real vPIC rows', async () => {
    const deere = await t.gql<{ specSheet: Sheet }>(SHEET, {
      input: { category: 'excavators', slug: 'john-deere-350g-lc' },
    })
    expect(deere.data!.specSheet).toMatchObject({ name: '350G LC', listingCount: 0 })
    const vpic = await t.gql<{ specSheet: Sheet }>(SHEET, {
      input: { category: 'flatbed-trailers', slug: 'fontaine-infinity-fx' },
    })
    expect(vpic.data!.specSheet).toMatchObject({ name: 'Infinity FX', provenance: 'vpic' })
  })

  it('answers NOT_FOUND for unknown slugs, wrong categories and generated models', async () => {
    const cases = [
      { category: 'excavators', slug: 'caterpillar-999' },
      { category: 'wheel-loaders', slug: 'caterpillar-320' },
      { category: 'spaceships', slug: 'caterpillar-320' },
      { category: 'excavators', slug: 'caterpillar-321-gen-x' },
      { category: 'scrapers', slug: 'caterpillar-999-gen-y' },
      { category: 'excavators', slug: 'caterpillar-322-gen-z' },
    ]
    for (const input of cases) {
      const res = await t.gql(SHEET, { input })
      expect([input, res.errors?.[0].extensions?.code]).toEqual([input, 'NOT_FOUND'])
    }
    const bad = await t.gql(SHEET, { input: { category: 'excavators', slug: '../etc' } })
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION')
  })

  it('lists every spec page address for the sitemap, real models only', async () => {
    const res = await t.gql<{ specSheetPaths: Array<{ category: string; slug: string }> }>(
      `{ specSheetPaths { category slug } }`,
    )
    const paths = res.data!.specSheetPaths.map((p) => `${p.category}/${p.slug}`)
    expect(paths).toHaveLength(FIXTURE_MODELS.length + 1)
    expect(paths).toContain('excavators/caterpillar-320')
    expect(paths).toContain('flatbed-trailers/fontaine-infinity-fx')
    expect(paths.some((p) => p.includes('gen-'))).toBe(false)
  })
})
