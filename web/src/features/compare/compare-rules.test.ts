import {
  bestColumns,
  dealScore,
  inspectionScore,
  specRows,
  type CompareSpec,
} from './compare-rules'

describe('compare: the better value of a row (issue 37 point 8)', () => {
  it('marks the lowest price or hours and the highest year', () => {
    expect([...bestColumns([120_000, 95_000, 130_000], 'lower')]).toEqual([1])
    expect([...bestColumns([2019, 2022, 2021], 'higher')]).toEqual([1])
  })

  it('marks every machine that ties for the best', () => {
    expect([...bestColumns([3000, 2500, 2500], 'lower')].sort()).toEqual([1, 2])
  })

  it('marks nothing when all known values are equal or only one machine has a value', () => {
    expect(bestColumns([2500, 2500], 'lower').size).toBe(0)
    expect(bestColumns([2500, null, undefined], 'lower').size).toBe(0)
    expect(bestColumns([], 'higher').size).toBe(0)
  })

  it('ignores machines without a value instead of treating them as zero', () => {
    expect([...bestColumns([null, 4200, 3100], 'lower')]).toEqual([2])
    expect([...bestColumns([null, 4200, 3100], 'higher')]).toEqual([1])
  })

  it('ranks deal ratings great > good > fair > above market, and a missing rating not at all', () => {
    const scores = (['above_market', 'great', 'fair', 'good'] as const).map(dealScore)
    expect([...bestColumns(scores, 'higher')]).toEqual([1])
    expect(dealScore('good')! > dealScore('fair')!).toBe(true)
    expect(dealScore('fair')! > dealScore('above_market')!).toBe(true)
    expect(dealScore(null)).toBeNull()
  })

  it('ranks inspections by overall condition, Excellent highest, and not inspected lowest', () => {
    const scores = [inspectionScore('Good'), inspectionScore(null), inspectionScore('Excellent')]
    expect([...bestColumns(scores, 'higher')]).toEqual([2])
    expect(inspectionScore(null) < inspectionScore('Poor')).toBe(true)
    expect([...bestColumns([inspectionScore(null), inspectionScore('Fair')], 'higher')]).toEqual([
      1,
    ])
    expect(bestColumns([inspectionScore(null), inspectionScore(undefined)], 'higher').size).toBe(0)
  })
})

describe('compare: specification rows', () => {
  const spec = (key: string, value: number, higherIsBetter: boolean): CompareSpec => ({
    key,
    label: key,
    unit: 'u',
    value,
    higherIsBetter,
  })

  it('marks the higher value only where the spec field says higher is better', () => {
    const rows = specRows([
      { specs: [spec('netHp', 160, true), spec('operatingWeightLb', 50_000, false)] },
      { specs: [spec('netHp', 120, true), spec('operatingWeightLb', 46_000, false)] },
    ])
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]))
    expect([...byKey.netHp.best]).toEqual([0])
    expect(byKey.operatingWeightLb.best.size).toBe(0)
    expect(byKey.operatingWeightLb.values).toEqual([50_000, 46_000])
  })

  it('keeps every spec any machine has, with a gap where one lacks it', () => {
    const rows = specRows([
      { specs: [spec('netHp', 160, true)] },
      { specs: [spec('maxReachFt', 30, true), spec('netHp', 170, true)] },
    ])
    expect(rows.map((r) => r.key)).toEqual(['netHp', 'maxReachFt'])
    expect(rows[1].values).toEqual([null, 30])
    // One machine with a reach is nothing to compare against.
    expect(rows[1].best.size).toBe(0)
    expect([...rows[0].best]).toEqual([1])
  })
})
