import { moneyHintText, moneyInputText, parseLocaleMoneyCents } from './money'

/** Issue 36, defect 5: a money field reads the writing of its form's language. */
describe('parseLocaleMoneyCents', () => {
  it.each([
    // typed, locale, cents (null: not an amount)
    ['245000', 'es', 24_500_000],
    ['245000', 'en', 24_500_000],
    ['245.000', 'es', 24_500_000],
    ['245.000,50', 'es', 24_500_050],
    ['245000,5', 'es', 24_500_050],
    ['1.245.000', 'es', 124_500_000],
    ['$ 245.000', 'es', 24_500_000],
    ['245,000', 'en', 24_500_000],
    ['245,000.50', 'en', 24_500_050],
    ['$1,245,000.05', 'en', 124_500_005],
    ['245000.5', 'en', 24_500_050],
    [' 85 000 ', 'en', 8_500_000],
    // Both writings in either language: es-MX (and the site's own prices) group with commas.
    ['245.000', 'en', 24_500_000],
    ['245,000', 'es', 24_500_000],
    ['245,000.50', 'es', 24_500_050],
    ['245.000,50', 'en', 24_500_050],
    ['245,5', 'en', 24_550],
    ['245.000.50', 'es', null],
    ['245,000,50', 'en', null],
    ['24.50.00', 'es', null],
    ['2,45,000', 'en', null],
    ['245.000,505', 'es', null],
    ['-245', 'en', null],
    ['1e5', 'en', null],
    ['', 'es', null],
    ['abc', 'en', null],
  ] as const)('%s in %s -> %s', (typed, locale, cents) => {
    expect(parseLocaleMoneyCents(typed, locale)).toBe(cents)
  })

  it('reads back what a field shows for editing and what its hint shows', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const cents of [100, 12_345_050, 24_500_000, 99_999_999_99]) {
        expect(parseLocaleMoneyCents(moneyInputText(cents, locale), locale)).toBe(cents)
      }
      expect(parseLocaleMoneyCents(moneyHintText(125_000, locale), locale)).toBe(12_500_000)
    }
    expect(moneyInputText(12_345_050, 'es')).toBe('123450,50')
    expect(moneyHintText(125_000, 'es')).toBe('125.000')
    expect(moneyHintText(125_000, 'en')).toBe('125,000')
  })
})
