import { createAccountApp, createUser, NOW, type AccountTestApp } from './helpers'
import { EXACT_RULE, idsOf, insertRuleSales, modelIdOf } from './valuation-fixtures'

const ADD = `mutation ($input: TrackedMachineInput!) { addTrackedMachine(input: $input) {
  id valuation { retailValueCents auctionValueCents }
  valueHistory { month retailValueCents auctionValueCents } } }`
const LIST = `query { trackedMachines { id valueHistory { month retailValueCents } } }`

interface Point {
  month: string
  retailValueCents: number | null
  auctionValueCents?: number | null
}

describe('value over time in the value tracker (issue 17 point 6)', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    const cat = await idsOf(t.database, 'caterpillar', 'excavators')
    await insertRuleSales(
      t.database,
      cat,
      '320',
      EXACT_RULE,
      27,
      7,
      await modelIdOf(t.database, cat, '320'),
    )
  })
  afterAll(() => t.close())

  it('values the machine at the end of each of the last 12 months, the last one being today', async () => {
    t.as(await createUser(t.database))
    const res = await t.gql<{
      addTrackedMachine: {
        id: string
        valuation: { retailValueCents: number; auctionValueCents: number }
        valueHistory: Point[]
      }
    }>(ADD, {
      input: { year: 2020, make: 'caterpillar', model: '320', category: 'excavators', hours: 4000 },
    })
    expect(res.errors).toBeUndefined()
    const m = res.data!.addTrackedMachine
    const months = m.valueHistory.map((p) => p.month)
    expect(months).toHaveLength(12)
    expect(months[11]).toBe(NOW.toISOString().slice(0, 7))
    expect(months[0]).toBe('2025-12')
    expect(months).toEqual([...months].sort())
    // Today's point is the valuation the table shows.
    expect(m.valueHistory[11].retailValueCents).toBe(m.valuation.retailValueCents)
    expect(m.valueHistory[11].auctionValueCents).toBe(m.valuation.auctionValueCents)
    // A market priced by one exact rule is worth about the same every month (within 5 %).
    const values = m.valueHistory
      .map((p) => p.retailValueCents)
      .filter((v): v is number => v !== null)
    expect(values.length).toBeGreaterThanOrEqual(6)
    for (const v of values)
      expect(Math.abs(v / m.valuation.retailValueCents - 1)).toBeLessThan(0.05)
  })

  it('shows a user only their own machines’ history', async () => {
    const alice = await createUser(t.database)
    t.as(alice)
    await t.gql(ADD, {
      input: { year: 2019, make: 'caterpillar', model: '320', category: 'excavators', hours: 5000 },
    })
    t.as(await createUser(t.database))
    const other = await t.gql<{ trackedMachines: Array<{ id: string }> }>(LIST)
    expect(other.data!.trackedMachines).toEqual([])
    t.as(alice)
    const own = await t.gql<{ trackedMachines: Array<{ valueHistory: Point[] }> }>(LIST)
    expect(own.data!.trackedMachines).toHaveLength(1)
    expect(own.data!.trackedMachines[0].valueHistory).toHaveLength(12)
  })
})
