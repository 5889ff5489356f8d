import { screen } from '@testing-library/react'
import { renderWithI18n } from '@/../test/render'
import { LABEL_GAP_EM, NARROWEST_EM, textWidthEm, TIERS_EM } from '@/components/chart/chart-labels'
import { VALUE_HISTORY } from '@/fixtures/insights'
import { ValueHistoryCharts } from './ValueHistoryCharts'

describe('value over time (issue 17 point 6)', () => {
  it('charts each machine by month, breaking the line where it could not be valued', () => {
    const { container } = renderWithI18n(
      <ValueHistoryCharts locale="en" machines={VALUE_HISTORY} />,
    )
    expect(screen.getByRole('heading', { name: 'Value over time' })).toBeInTheDocument()
    const figures = container.querySelectorAll('figure')
    expect(figures).toHaveLength(2)
    const retail = figures[0].querySelectorAll('path')[1].getAttribute('d')!
    // Two runs: the months before and after the gap.
    expect(retail.match(/M/g)).toHaveLength(2)
    expect(
      screen.getByRole('img', {
        name: /2020 Caterpillar 320: retail value \$190,000 in Dec 25, \$181,200 in Nov 26\./,
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('2015 Bobcat T650: not enough comparable sales to chart its value.'),
    ).toBeInTheDocument()
    const rows = figures[0].querySelectorAll('tbody tr')
    expect(rows).toHaveLength(12)
    expect([...rows[3].querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Mar 26',
      '—',
      '—',
    ])
  })

  it('speaks Spanish', () => {
    renderWithI18n(<ValueHistoryCharts locale="es" machines={VALUE_HISTORY} />, { locale: 'es' })
    expect(screen.getByRole('heading', { name: 'Valor en el tiempo' })).toBeInTheDocument()
    expect(screen.getAllByText('Valor minorista').length).toBeGreaterThan(0)
  })

  it.each(['en', 'es'] as const)(
    '[%s] writes its months and amounts as page text, the last month at every width and no two months touching (issue 37 point 4)',
    (locale) => {
      const { container } = renderWithI18n(
        <ValueHistoryCharts locale={locale} machines={VALUE_HISTORY} />,
        { locale },
      )
      const chart = container.querySelector('figure [data-chart]')!
      // SVG text shrinks with its drawing (about 7 px on a phone).
      expect(chart.querySelectorAll('svg text')).toHaveLength(0)
      const months = [...chart.querySelectorAll<HTMLElement>('[data-axis="x"]')].map((el) => ({
        text: el.textContent!,
        at: Number(el.style.getPropertyValue('--at')),
        tiers: el.getAttribute('data-show')!.split(' ').filter(Boolean).map(Number),
      }))
      expect(months).toHaveLength(12)
      expect(months[11].tiers).toEqual(TIERS_EM.map((_, t) => t))
      TIERS_EM.forEach((from, tier) => {
        const width = tier === 0 ? NARROWEST_EM : from
        const shown = months
          .filter((m) => m.tiers.includes(tier))
          .map((m) => {
            const left = m.at * (width - textWidthEm(m.text))
            return { left, right: left + textWidthEm(m.text) }
          })
        shown.forEach((m, k) => {
          expect(m.left).toBeGreaterThanOrEqual(0)
          expect(m.right).toBeLessThanOrEqual(width)
          if (k > 0) expect(m.left - shown[k - 1].right).toBeGreaterThanOrEqual(LABEL_GAP_EM)
        })
      })
      expect(months.filter((m) => m.tiers.includes(TIERS_EM.length - 1))).toHaveLength(12)
    },
  )

  it('shows nothing without machines', () => {
    const { container } = renderWithI18n(<ValueHistoryCharts locale="en" machines={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
