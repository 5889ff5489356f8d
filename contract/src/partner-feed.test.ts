import { FEED_COLUMNS, feedRowSchema } from './partner-feed'

const NOW = new Date('2026-11-26T12:00:00Z')
const row = (over: Record<string, string> = {}) => ({
  ...Object.fromEntries(FEED_COLUMNS.map((c) => [c, ''])),
  stock_number: 'ab-12',
  category: 'excavators',
  make: 'Caterpillar',
  model: '320',
  year: '2019',
  price_usd: '$189,500',
  zip: '78701',
  ...over,
})
const errorsOf = (r: Record<string, string>) => {
  const out = feedRowSchema(NOW).safeParse(r)
  return out.success ? {} : Object.fromEntries(out.error.issues.map((i) => [i.path[0], i.message]))
}

describe('a feed row', () => {
  it('reads a good row: stock number upper-cased, money and counts as typed by a dealer', () => {
    const out = feedRowSchema(NOW).parse(row({ hours: '4,200', condition: 'good' }))
    expect(out).toMatchObject({
      stock_number: 'AB-12',
      price_usd: 18_950_000,
      hours: 4200,
      miles: null,
      condition: 'Good',
    })
  })

  it('names each refused cell by its column', () => {
    expect(
      errorsOf(
        row({ stock_number: 'A B', year: '1850', price_usd: '0', zip: '7870', hours: '-1' }),
      ),
    ).toEqual({
      stock_number: 'key:validation.invalid',
      year: 'key:validation.yearInvalid',
      price_usd: 'key:validation.priceInvalid',
      zip: 'key:validation.zipInvalid',
      hours: 'key:validation.invalid',
    })
  })

  it('reads the lowest acceptable offer and refuses one above the price (issue 36, defect 5)', () => {
    expect(feedRowSchema(NOW).parse(row({ floor_price_usd: '150,000' })).floor_price_usd).toBe(
      15_000_000,
    )
    expect(feedRowSchema(NOW).parse(row()).floor_price_usd).toBeNull()
    expect(errorsOf(row({ floor_price_usd: '189,501' }))).toEqual({
      floor_price_usd: 'key:validation.floorAbovePrice',
    })
  })

  it('names the allowed conditions when a cell holds another', () => {
    expect(errorsOf(row({ condition: 'Mint' }))).toEqual({
      condition: 'key:validation.conditionInvalid',
    })
  })

  it('refuses control characters (PostgreSQL cannot store U+0000); descriptions keep line breaks', () => {
    expect(errorsOf(row({ description: 'Clean\u0000', model: '32\u00070' }))).toEqual({
      description: 'key:validation.controlCharacters',
      model: 'key:validation.controlCharacters',
    })
    expect(errorsOf(row({ make: 'Cat\nerpillar' }))).toEqual({
      make: 'key:validation.controlCharacters',
    })
    expect(errorsOf(row({ description: 'Line one\r\nLine two\tand a tab' }))).toEqual({})
  })
})
