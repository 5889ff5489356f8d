import { sql } from 'drizzle-orm'
import { models, specSheets } from '../../src/db/schema'
import { valueListing } from '../../src/services/valuation/value-listing'
import { valueMachine, type MachineToValue } from '../../src/services/valuation/value-machine'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { idsOf, modelIdOf } from '../account/valuation-fixtures'
import { insertCompletedSale, insertListing } from '../factories'

const daysBefore = (days: number) =>
  new Date(NOW.getTime() - days * 86_400_000).toISOString().slice(0, 10)

const ADD = `mutation ($input: TrackedMachineInput!) { addTrackedMachine(input: $input) {
  valuation { status basis windowMonths comparableCount retailValueCents auctionValueCents } } }`
const PAGE = `query ($s: String!) { listing(stockNumber: $s) {
  comparableSalesSummary { basis windowMonths count medianCents } comparableSales { model } } }`

interface TrackerValuation {
  status: string
  basis: string
  windowMonths: number
  comparableCount: number
  retailValueCents: number | null
  auctionValueCents: number | null
}

/**
 * Issue 37: the value tracker's estimate is the listing page's valuation. A 2020 Caterpillar 320
 * with 4,000 hours, tracked by its owner and listed for sale, reads the same comparables (the
 * model, then its size class), count, median and value in both places; a machine twice its size
 * is never one of them.
 */
describe('the value tracker and the listing page value a machine alike (issue 37)', () => {
  let t: AccountTestApp
  let cat: { makeId: number; categoryId: number }
  const modelIds: Record<string, number> = {}
  let stockNumber: string
  let listingId: number
  const machine = (model: string): MachineToValue => ({
    ...cat,
    year: 2020,
    model,
    hours: 4_000,
    miles: null,
  })

  /** A Caterpillar excavator model of this operating weight (the 320 weighs 50,700 lb). */
  async function model(name: string, weightLb: number) {
    const [row] = await t.database.db
      .insert(models)
      .values({
        ...cat,
        name,
        slug: name.toLowerCase(),
        yearFrom: 2015,
        yearTo: null,
        provenance: 'curated',
        source: 'test: issue 37',
      })
      .returning({ id: models.id })
    await t.database.db.insert(specSheets).values({
      modelId: row.id,
      operatingWeightLb: weightLb,
      specs: { operatingWeightLb: weightLb },
      aiGenerated: false,
    })
    modelIds[name] = row.id
  }

  async function sales(name: string, year: number, prices: number[]) {
    for (const [i, usd] of prices.entries())
      await insertCompletedSale(t.database, {
        ...cat,
        modelId: modelIds[name],
        model: name,
        year,
        hours: 3_800 + i * 100,
        miles: null,
        priceCents: usd * 100,
        soldOn: daysBefore(10 + i * 30),
        channel: i % 2 ? 'auction' : 'dealer',
      })
  }

  beforeAll(async () => {
    t = await createAccountApp()
    cat = await idsOf(t.database, 'caterpillar', 'excavators')
    modelIds['320'] = await modelIdOf(t.database, cat, '320')
    await model('T323', 55_000)
    await model('T395', 101_400)
    await t.database.rows(sql`DELETE FROM completed_sales
      WHERE make_id = ${cat.makeId} AND category_id = ${cat.categoryId}`)
    // Three sales of the 320: too few alone, so its size class joins (the T323, 8 % heavier).
    await sales('320', 2020, [150_000, 154_000, 148_000])
    await sales('T323', 2021, [160_000, 158_000, 163_000, 157_000])
    // Twice the 320's weight: never its comparable, however many there are.
    await sales('T395', 2020, [420_000, 410_000, 430_000, 425_000, 415_000])
    const listing = await insertListing(t.database, {
      makeSlug: 'caterpillar',
      categorySlug: 'excavators',
      priceUsd: 149_000,
      status: 'available',
      year: 2020,
      hours: 4_000,
    })
    await t.database.rows(sql`UPDATE listings SET model = '320', model_id = ${modelIds['320']},
      specs = '{}'::jsonb, miles = NULL WHERE id = ${listing.id}`)
    stockNumber = listing.stockNumber
    listingId = listing.id
  })
  afterAll(() => t.close())

  it('chooses the same comparables, count, median and value for the tracked and the listed machine', async () => {
    const listed = (await valueListing(t.database, listingId, NOW))!
    const tracked = await valueMachine(t.database, machine('320'), NOW)
    expect(tracked.method).toBe('size_class')
    expect(tracked.sampleSize).toBe(7)
    expect(tracked.comparables).toEqual(listed.comparables)
    expect(tracked.sampleSize).toBe(listed.sampleSize)
    expect(tracked.median).toBe(listed.median)
    expect(tracked.median).toBe(15_700_000)
    expect(tracked.estimate).not.toBeNull()
    expect(tracked.estimate).toBe(listed.estimate)
    expect(tracked.auctionEstimate).toBe(listed.auctionEstimate)
  })

  it('the tracker page and the listing page state the same method, window and count', async () => {
    t.as(await createUser(t.database))
    const res = await t.gql<{ addTrackedMachine: { valuation: TrackerValuation } }>(ADD, {
      input: { year: 2020, make: 'caterpillar', model: '320', category: 'excavators', hours: 4000 },
    })
    expect(res.errors).toBeUndefined()
    const page = await t.gql<{
      listing: {
        comparableSalesSummary: { basis: string; windowMonths: number; count: number }
        comparableSales: Array<{ model: string }>
      }
    }>(PAGE, { s: stockNumber })
    expect(page.errors).toBeUndefined()
    const summary = page.data!.listing.comparableSalesSummary
    const v = res.data!.addTrackedMachine.valuation
    expect({ basis: v.basis, windowMonths: v.windowMonths, count: v.comparableCount }).toEqual({
      basis: summary.basis,
      windowMonths: summary.windowMonths,
      count: summary.count,
    })
    expect(v).toMatchObject({ status: 'ok', basis: 'size_class', comparableCount: 7 })
    const listed = (await valueListing(t.database, listingId, NOW))!
    expect(v.retailValueCents).toBe(listed.estimate)
    expect(v.auctionValueCents).toBe(listed.auctionEstimate)
  })

  it('a machine twice the size is not a comparable, either way', async () => {
    const small = await valueMachine(t.database, machine('320'), NOW)
    expect(small.comparables.map((s) => s.model)).not.toContain('T395')
    expect(new Set(small.comparables.map((s) => s.model))).toEqual(new Set(['320', 'T323']))
    const big = await valueMachine(t.database, machine('T395'), NOW)
    expect(big.method).toBe('model')
    expect(big.comparables.map((s) => s.model)).toEqual(Array(5).fill('T395'))
    expect(big.median).toBe(42_000_000)
  })

  it('a model the catalogue does not know has no size: only its own sales, never the category', async () => {
    await sales('T349X', 2020, [200_000, 205_000])
    const v = await valueMachine(t.database, machine('349X Next Gen'), NOW)
    expect(v).toMatchObject({ method: 'model', sampleSize: 0, status: 'too_few', estimate: null })
    const own = await valueMachine(t.database, machine('T349X'), NOW)
    expect(own).toMatchObject({ method: 'model', sampleSize: 2, estimate: null, median: null })
  })
})
