import { decidingMeasure, sameSizeClass, sizeMeasuresOf, type SizeMeasures } from './size-class'

const m = (w: number | null, hp: number | null, bucket: number | null): SizeMeasures => ({
  operatingWeightLb: w,
  netHp: hp,
  bucketCapacityYd3: bucket,
})

describe('size class of comparable sales (issue 37)', () => {
  // A John Deere 26G weighs ~5,900 lb; a 50G ~11,000 lb.
  const jd26g = m(5_900, 23.4, 0.1)
  test.each([
    ['the 50G is twice the 26G: not comparable', jd26g, m(11_000, 40, 0.2), false],
    ['a 30G (+25% weight at most) is', jd26g, m(7_300, 24, 0.1), true],
    ['weight just over +25% is not', jd26g, m(7_400, 23, 0.1), false],
    ['weight just under -25% is not', jd26g, m(4_400, 23, 0.1), false],
    ['weight decides before horsepower', m(10_000, 100, null), m(11_000, 200, null), true],
    ['horsepower when a weight is missing', m(null, 100, 1), m(20_000, 120, 3), true],
    ['horsepower out of range', m(null, 100, 1), m(20_000, 130, 1), false],
    ['bucket when only buckets are known', m(null, null, 1), m(null, null, 1.2), true],
    ['bucket out of range', m(null, null, 1), m(null, null, 1.3), false],
    ['no shared measure: not comparable', m(5_000, null, null), m(null, 50, 1), false],
    ['no size data at all: not comparable', m(null, null, null), m(null, null, null), false],
  ])('%s', (_name, subject, other, expected) => {
    expect(sameSizeClass(subject, other)).toBe(expected)
  })

  test('the deciding measure is the first both state', () => {
    expect(decidingMeasure(m(1, 2, 3), m(null, 2, 3))).toBe('netHp')
    expect(decidingMeasure(m(null, null, null), m(1, 2, 3))).toBeNull()
  })

  test('measures come from a spec map, the weight column as fallback', () => {
    expect(sizeMeasuresOf({ netHp: 40, bucketCapacityYd3: 'x' }, 9_000)).toEqual(m(9_000, 40, null))
    expect(sizeMeasuresOf({ operatingWeightLb: 8_000 }, 9_000)).toEqual(m(8_000, null, null))
    expect(sizeMeasuresOf(null)).toEqual(m(null, null, null))
  })
})
