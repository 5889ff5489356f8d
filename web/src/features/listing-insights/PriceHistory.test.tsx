import { renderWithI18n } from '@/../test/render'
import { TIERS_EM } from '@/components/chart/chart-labels'
import { PriceHistory, type PricePointView } from './PriceHistory'

const NOW = new Date('2026-12-07T04:00:00Z')
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString()
/** Issue 37 point 4's listing: cut to $35,000 two days ago, so its last point sits at the right edge. */
const CUT_LATELY: PricePointView[] = [
  { priceCents: 3_950_000, reason: 'listed', changedAt: daysAgo(160) },
  { priceCents: 3_700_000, reason: 'reduced', changedAt: daysAgo(150) },
  { priceCents: 3_650_000, reason: 'reduced', changedAt: daysAgo(60) },
  { priceCents: 3_500_000, reason: 'reduced', changedAt: daysAgo(2) },
]
const ALL_TIERS = TIERS_EM.map((_, t) => String(t))

describe('price history chart text (issue 37 point 4)', () => {
  it.each([
    ['en', '$35,000', 'Dec 5, 2026'],
    ['es', '$35,000', '5 dic 2026'],
  ] as const)(
    '[%s] is page text, with the current price and the last date shown at every width',
    (locale, price, date) => {
      const { container } = renderWithI18n(
        <PriceHistory locale={locale} history={CUT_LATELY} now={NOW} />,
        { locale },
      )
      const chart = container.querySelector('[data-chart]')!
      // SVG text is scaled with its drawing: at 360 px it was about 6 px, and cut at its edge.
      expect(chart.querySelectorAll('svg text')).toHaveLength(0)
      const value = [...chart.querySelectorAll('[data-anchor]')].find(
        (el) => el.textContent === price,
      )!
      // Right of the middle: written to the left of its dot, so it ends inside the plot.
      expect(value).toHaveAttribute('data-anchor', 'end')
      expect(value.getAttribute('data-show')!.split(' ')).toEqual(ALL_TIERS)
      const dates = [...chart.querySelectorAll('[data-axis="x"]')]
      expect(dates.map((d) => d.textContent)).toHaveLength(4)
      const last = dates.at(-1)!
      expect(last).toHaveTextContent(date)
      expect(last.getAttribute('data-show')!.split(' ')).toEqual(ALL_TIERS)
      // Ten days apart: the second date never shows beside the first at the narrowest widths.
      expect(dates[1].getAttribute('data-show')).not.toContain('0')
    },
  )

  it('keeps the dots, coloured by what changed the price, and the step line', () => {
    const { container } = renderWithI18n(
      <PriceHistory locale="en" history={CUT_LATELY} now={NOW} />,
    )
    const reasons = [...container.querySelectorAll('[data-reason]')].map((d) =>
      d.getAttribute('data-reason'),
    )
    expect(reasons).toEqual(['listed', 'reduced', 'reduced', 'reduced'])
    expect(container.querySelector('svg path')!.getAttribute('d')).toMatch(/ H1000$/)
  })
})
