import { sql } from 'drizzle-orm'
import { logger } from '../../src/lib/logger'
import { enqueueDuePeriodicJobs } from '../../src/services/alert-jobs/schedule-periodic-jobs'
import { estimateValue } from '../../src/services/valuation/estimate-value'
import {
  createAccountApp,
  createUser,
  drainOutbox,
  errorOf,
  NOW,
  type AccountTestApp,
} from './helpers'
import {
  EXACT_RULE,
  idsOf,
  insertRuleSales,
  modelIdOf,
  priceByRule,
  sequence,
} from './valuation-fixtures'

const MACHINE = `id year make { slug name } model category { slug name } hours miles lastUpdated
  valuation { status auctionValueCents retailValueCents confidence basis comparableCount message }`
const ADD = `mutation ($input: TrackedMachineInput!) { addTrackedMachine(input: $input) { ${MACHINE} } }`
const UPDATE = `mutation ($id: ID!, $input: TrackedMachineInput!) { updateTrackedMachine(id: $id, input: $input) { ${MACHINE} } }`
const DELETE = `mutation ($id: ID!) { deleteTrackedMachine(id: $id) { id } }`
const LIST = `query { trackedMachines { ${MACHINE} } }`
const ONE = `query ($id: ID!) { trackedMachine(id: $id) { ${MACHINE} } }`

type Machine = {
  id: string
  year: number
  make: { slug: string; name: string }
  model: string
  hours: number | null
  miles: number | null
  lastUpdated: string | null
  valuation: {
    status: string
    auctionValueCents: number | null
    retailValueCents: number | null
    confidence: string | null
    basis: string
    comparableCount: number
    message: string | null
  }
}

const excavator320 = {
  year: 2020,
  make: 'caterpillar',
  model: '320',
  category: 'excavators',
  hours: 4000,
}

describe('valuation model (pure)', () => {
  const subject = { year: 2020, meter: 4000 }
  const sales = (noise: number, n: number, seed = 3) => {
    const rnd = sequence(seed)
    return Array.from({ length: n }, (_, i) => {
      const year = 2016 + (i % 9)
      const hours = Math.round((2026 - year) * 700 * (0.6 + 0.8 * rnd()))
      const channel = (['auction', 'dealer', 'marketplace'] as const)[i % 3]
      const z = (rnd() + rnd() + rnd() + rnd() + rnd() + rnd() - 3) * Math.SQRT2
      return {
        priceCents: priceByRule({ ...EXACT_RULE, noise }, { year, hours, channel }, z),
        monthsAgo: rnd() * 18,
        channel,
        year,
        meter: hours,
      }
    })
  }

  it('recovers the auction and retail value of a market that follows a known rule', () => {
    const e = estimateValue(sales(0, 27), subject)!
    // The rule: $150,000 at auction for a 2020 machine with 4,000 hours, retail 30% more.
    expect(e.auctionValueCents / 15_000_000).toBeCloseTo(1, 1)
    expect(Math.abs(e.auctionValueCents - 15_000_000)).toBeLessThanOrEqual(300_000)
    expect(Math.abs(e.retailValueCents - 19_500_000)).toBeLessThanOrEqual(400_000)
    expect(e.params.yearSlope).toBeGreaterThan(0.06)
    expect(e.params.yearSlope).toBeLessThan(0.08)
    expect(e.dispersion).toBeLessThan(0.01)
  })

  it('values an older, harder-worked machine lower', () => {
    const young = estimateValue(sales(0, 27), { year: 2022, meter: 2000 })!
    const old = estimateValue(sales(0, 27), { year: 2017, meter: 9000 })!
    expect(young.auctionValueCents).toBeGreaterThan(old.auctionValueCents)
    // Rule: exp(0.07 x 5) x (2001/9001)^-0.15 = 1.419 x 1.253 = 1.78 times
    expect(young.auctionValueCents / old.auctionValueCents).toBeGreaterThan(1.6)
    expect(young.auctionValueCents / old.auctionValueCents).toBeLessThan(1.95)
  })

  it('reports scattered sales as dispersion, and refuses fewer than 5 sales', () => {
    const noisy = estimateValue(sales(0.45, 27), subject)!
    expect(noisy.dispersion).toBeGreaterThan(0.3)
    expect(estimateValue(sales(0, 4), subject)).toBeNull()
  })
})

describe('value tracker', () => {
  let t: AccountTestApp
  let cat: { makeId: number; categoryId: number }
  beforeAll(async () => {
    t = await createAccountApp()
    cat = await idsOf(t.database, 'caterpillar', 'excavators')
    // Sales of the 320 carry the model's catalogue id (its spec sheet gives the new price).
    await insertRuleSales(
      t.database,
      cat,
      '320',
      EXACT_RULE,
      27,
      7,
      await modelIdOf(t.database, cat, '320'),
    )
    // Other Caterpillar excavators: a bigger model, worth about twice as much.
    await insertRuleSales(t.database, cat, '336', { ...EXACT_RULE, basePriceUsd: 300_000 }, 3, 11)
    // Scattered sales of another make.
    const deere = await idsOf(t.database, 'john-deere', 'excavators')
    await insertRuleSales(t.database, deere, '210G', { ...EXACT_RULE, noise: 0.8 }, 12, 5)
  })
  afterAll(() => t.close())

  it('adds a machine and values it from sales of the same model, with high confidence', async () => {
    t.as(await createUser(t.database))
    const res = await t.gql<{ addTrackedMachine: Machine }>(ADD, { input: excavator320 })
    expect(res.errors).toBeUndefined()
    const m = res.data!.addTrackedMachine
    expect(m).toMatchObject({
      year: 2020,
      make: { slug: 'caterpillar', name: 'Caterpillar' },
      model: '320',
      hours: 4000,
    })
    // The 17 of the 27 sales sold in the last 12 months (the listing page's window).
    expect(m.valuation).toMatchObject({
      status: 'ok',
      confidence: 'high',
      basis: 'model',
      comparableCount: 17,
      message: null,
    })
    expect(Math.abs(m.valuation.auctionValueCents! - 15_000_000)).toBeLessThanOrEqual(300_000)
    expect(Math.abs(m.valuation.retailValueCents! - 19_500_000)).toBeLessThanOrEqual(400_000)
    // Whole hundreds of dollars.
    expect(m.valuation.auctionValueCents! % 10_000).toBe(0)
    expect(m.lastUpdated).toBe(NOW.toISOString())
  })

  it('never values a model with too few sales from the category: the 320 is not a 336', async () => {
    t.as(await createUser(t.database))
    const res = await t.gql<{ addTrackedMachine: Machine }>(ADD, {
      input: { ...excavator320, model: '336' },
    })
    // Issue 37: three 336 sales are too few, and the 320 (50,700 lb) is not of the 336's size
    // class (81,000 lb): no value, where the old rule scaled the 320's sales by new price.
    expect(res.data!.addTrackedMachine.valuation).toMatchObject({
      status: 'not_enough_data',
      basis: 'model',
      comparableCount: 3,
      retailValueCents: null,
    })
  })

  it('a model the catalogue does not know counts only its own sales, as a listing would', async () => {
    t.as(await createUser(t.database))
    const res = await t.gql<{ addTrackedMachine: Machine }>(ADD, {
      input: { ...excavator320, model: '349 Next Gen' },
    })
    // No size to compare: the old rule took all 30 Caterpillar excavator sales.
    expect(res.data!.addTrackedMachine.valuation).toMatchObject({
      status: 'not_enough_data',
      basis: 'model',
      comparableCount: 0,
    })
  })

  it('gives low confidence when the sales are scattered', async () => {
    t.as(await createUser(t.database))
    const res = await t.gql<{ addTrackedMachine: Machine }>(ADD, {
      input: { ...excavator320, make: 'john-deere', model: '210G' },
    })
    expect(res.data!.addTrackedMachine.valuation).toMatchObject({
      status: 'ok',
      basis: 'model',
      confidence: 'low',
    })
  })

  it('says honestly when there is not enough data, in the request language', async () => {
    t.as(await createUser(t.database))
    const res = await t.gql<{ addTrackedMachine: Machine }>(
      ADD,
      { input: { year: 2015, make: 'bobcat', model: 'E85', category: 'excavators', hours: 3000 } },
      { 'x-locale': 'es' },
    )
    expect(res.data!.addTrackedMachine.valuation).toEqual({
      status: 'not_enough_data',
      auctionValueCents: null,
      retailValueCents: null,
      confidence: null,
      basis: 'model',
      comparableCount: 0,
      message: 'Aún no hay suficientes ventas comparables para valorar esta máquina',
    })
  })

  it('answers the spec §5 messages for bad input', async () => {
    t.as(await createUser(t.database))
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...excavator320, hours: undefined }, 'hours', 'validation.hoursOrMilesRequired'],
      [{ ...excavator320, hours: 12.5 }, 'hours', 'validation.hoursOrMilesDecimal'],
      [{ ...excavator320, hours: -1 }, 'hours', 'validation.hoursOrMilesNegative'],
      [
        { ...excavator320, miles: -5, hours: undefined },
        'miles',
        'validation.hoursOrMilesNegative',
      ],
      [{ ...excavator320, year: 1800 }, 'year', 'validation.yearInvalid'],
      [{ ...excavator320, year: undefined }, 'year', 'validation.yearRequired'],
      [{ ...excavator320, make: ' ' }, 'make', 'validation.makeRequired'],
      [{ ...excavator320, model: '' }, 'model', 'validation.modelRequired'],
      [{ ...excavator320, category: undefined }, 'category', 'validation.categoryRequired'],
      [{ ...excavator320, make: 'acme-rockets' }, 'make', 'validation.invalid'],
    ]
    for (const [input, path, key] of cases) {
      const res = await t.gql(ADD, { input })
      expect({
        code: errorOf(res).code,
        fields: errorOf(res).fields.map((f) => [f.path, f.key]),
      }).toEqual({
        code: 'VALIDATION',
        fields: [[path, key]],
      })
    }
    const es = await t.gql(ADD, { input: { ...excavator320, hours: 1.5 } }, { 'x-locale': 'es' })
    expect(errorOf(es).fields[0].message).toBe('Las horas o millas no pueden tener decimales')
    const en = await t.gql(ADD, { input: { ...excavator320, hours: undefined } })
    expect(errorOf(en).fields[0].message).toBe('Hours or Miles is required')
  })

  it('edits and deletes machines', async () => {
    t.as(await createUser(t.database))
    const { id } = (await t.gql<{ addTrackedMachine: Machine }>(ADD, { input: excavator320 })).data!
      .addTrackedMachine
    const before = (await t.gql<{ trackedMachine: Machine }>(ONE, { id })).data!.trackedMachine
    const upd = await t.gql<{ updateTrackedMachine: Machine }>(UPDATE, {
      id,
      input: { ...excavator320, hours: 9000, year: 2017 },
    })
    expect(upd.data!.updateTrackedMachine).toMatchObject({ id, year: 2017, hours: 9000 })
    expect(upd.data!.updateTrackedMachine.valuation.auctionValueCents!).toBeLessThan(
      before.valuation.auctionValueCents!,
    )
    expect(
      (await t.gql<{ deleteTrackedMachine: { id: string } }>(DELETE, { id })).data!
        .deleteTrackedMachine.id,
    ).toBe(id)
    expect((await t.gql<{ trackedMachines: Machine[] }>(LIST)).data!.trackedMachines).toEqual([])
    expect(errorOf(await t.gql(DELETE, { id })).code).toBe('NOT_FOUND')
  })

  it("never shows, edits or deletes another user's machine (IDOR)", async () => {
    const alice = await createUser(t.database)
    const mallory = await createUser(t.database)
    t.as(alice)
    const { id } = (await t.gql<{ addTrackedMachine: Machine }>(ADD, { input: excavator320 })).data!
      .addTrackedMachine
    t.as(mallory)
    expect(errorOf(await t.gql(ONE, { id })).code).toBe('NOT_FOUND')
    expect(
      errorOf(await t.gql(UPDATE, { id, input: { ...excavator320, model: 'hacked' } })).code,
    ).toBe('NOT_FOUND')
    // Even invalid input answers NOT_FOUND for someone else's id (nothing to learn from errors).
    expect(errorOf(await t.gql(UPDATE, { id, input: {} })).code).toBe('NOT_FOUND')
    expect(errorOf(await t.gql(DELETE, { id })).code).toBe('NOT_FOUND')
    expect((await t.gql<{ trackedMachines: Machine[] }>(LIST)).data!.trackedMachines).toEqual([])
    t.as(alice)
    const mine = (await t.gql<{ trackedMachines: Machine[] }>(LIST)).data!.trackedMachines
    expect(mine.map((m) => [m.id, m.model])).toEqual([[id, '320']])
  })

  it('downloads the tracker as CSV, signed in, with escaped fields', async () => {
    const user = await createUser(t.database)
    t.as(user)
    await t.gql(ADD, { input: excavator320 })
    t.clock.now = new Date(NOW.getTime() + 60_000)
    await t.gql(ADD, { input: { ...excavator320, model: '=HYPERLINK("x"), "GC"', year: 2019 } })
    t.clock.now = NOW
    const res = await t.app.inject({ method: 'GET', url: '/account/value-tracker.csv' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="value-tracker-2026-11-20.csv"',
    )
    expect(res.headers['cache-control']).toBe('private, no-store')
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Year,Make,Model,Category,Hours,Miles,Auction value (USD),Retail value (USD),Confidence,Comparable sales,Last updated',
    )
    expect(lines[1]).toMatch(
      /^2020,Caterpillar,320,Excavator,4000,,1[45]\d{4},1[89]\d{4},High,17,2026-11-20$/,
    )
    expect(lines[2]).toBe(
      `2019,Caterpillar,"'=HYPERLINK(""x""), ""GC""",Excavator,4000,,${lines[2].split(',').slice(-5).join(',')}`,
    )
    expect(lines[3]).toBe('')
    const es = await t.app.inject({ method: 'GET', url: '/account/value-tracker.csv?locale=es' })
    expect(es.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
      /^Año,Marca,Modelo,Categoría,Horas,Millas/,
    )
    expect(es.body).toContain(',Alta,')

    t.as(null)
    const anon = await t.app.inject({ method: 'GET', url: '/account/value-tracker.csv' })
    expect(anon.statusCode).toBe(401)
    expect(anon.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: 'You must be signed in',
        messageKey: 'errors:auth.signInRequired',
      },
    })
  })

  it('the nightly refresh values machines again from new sales, once per night', async () => {
    const user = await createUser(t.database)
    t.as(user)
    const input = {
      year: 2018,
      make: 'komatsu',
      model: 'PC210LC',
      category: 'excavators',
      hours: 6000,
    }
    const { id } = (await t.gql<{ addTrackedMachine: Machine }>(ADD, { input })).data!
      .addTrackedMachine
    const komatsu = await idsOf(t.database, 'komatsu', 'excavators')
    await insertRuleSales(
      t.database,
      komatsu,
      'PC210LC',
      { ...EXACT_RULE, basePriceUsd: 120_000 },
      12,
      9,
    )

    // The next night: the scheduler enqueues the refresh (twice, as two processes would).
    const night = new Date('2026-11-21T07:30:00Z')
    t.clock.now = night
    const deps = { database: t.database, env: t.env, logger, now: () => t.clock.now }
    await enqueueDuePeriodicJobs(deps)
    await enqueueDuePeriodicJobs(deps)
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox WHERE topic = 'value-tracker.refresh'`,
    )
    expect(n).toBe(1)
    await drainOutbox(deps)
    const m = (await t.gql<{ trackedMachine: Machine }>(ONE, { id })).data!.trackedMachine
    // The 9 of the 12 new sales sold in the last 12 months.
    expect(m.valuation).toMatchObject({ status: 'ok', basis: 'model', comparableCount: 9 })
    expect(m.lastUpdated).toBe(night.toISOString())
    // A second run of the same night's job finds nothing left to do.
    const [{ c }] = await t.database.rows<{ c: number }>(
      sql`SELECT count(*)::int AS c FROM tracked_machines WHERE valued_at < ${'2026-11-21T07:00:00Z'}`,
    )
    expect(c).toBe(0)
    t.clock.now = NOW
  })
})
