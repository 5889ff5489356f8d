import { screen } from '@testing-library/react'
import { renderWithI18n } from '@/../test/render'
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

  it('shows nothing without machines', () => {
    const { container } = renderWithI18n(<ValueHistoryCharts locale="en" machines={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
