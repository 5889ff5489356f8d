import { render, screen, within } from '@testing-library/react'
import type { ComparePageData, CompareMachine } from './compare-data'
import { CompareView } from './CompareView'

const machine = (over: Partial<CompareMachine>): CompareMachine => ({
  id: 1,
  stockNumber: 'A1',
  title: '2019 Caterpillar 320',
  year: 2019,
  make: { slug: 'caterpillar', name: 'Caterpillar' },
  model: '320',
  category: { slug: 'excavators', name: 'Excavators' },
  hours: 4200,
  miles: null,
  advertisedPriceCents: 12_000_000,
  priceHistory: [{ priceCents: 12_000_000, reason: 'listed', changedAt: '2026-06-02T00:00:00Z' }],
  city: 'Austin',
  state: 'TX',
  status: 'available',
  dealRating: 'fair',
  dealBasis: { comparableCount: 6 },
  specs: [
    { key: 'netHp', label: 'Horsepower', unit: 'hp', value: 160, higherIsBetter: true },
    {
      key: 'operatingWeightLb',
      label: 'Operating weight',
      unit: 'lb',
      value: 50_000,
      higherIsBetter: false,
    },
  ],
  images: [],
  inspected: true,
  inspection: { overallCondition: 'Good' },
  ...over,
})

const TWO: ComparePageData = {
  machines: [
    machine({}),
    machine({
      id: 2,
      stockNumber: 'B2',
      title: '2021 Komatsu PC210',
      year: 2021,
      hours: 2600,
      advertisedPriceCents: 13_500_000,
      dealRating: 'great',
      inspection: null,
      inspected: false,
      specs: [
        { key: 'netHp', label: 'Horsepower', unit: 'hp', value: 150, higherIsBetter: true },
        {
          key: 'operatingWeightLb',
          label: 'Operating weight',
          unit: 'lb',
          value: 46_000,
          higherIsBetter: false,
        },
      ],
      priceHistory: [
        { priceCents: 14_000_000, reason: 'listed', changedAt: '2026-05-01T00:00:00Z' },
        { priceCents: 13_500_000, reason: 'reduced', changedAt: '2026-06-01T00:00:00Z' },
      ],
    }),
  ] as CompareMachine[],
  unknown: ['ZZ9'],
  overflow: [],
  zip: { zip: '', error: null },
}

/** The column (0-based machine) the row marks better, by the row's heading. */
function marked(row: string): string[] {
  const tr = screen.getByRole('rowheader', { name: row }).closest('tr')!
  return [...tr.querySelectorAll('td[data-better]')].map((td) =>
    (td.textContent ?? '').replace('★', ''),
  )
}

describe('compare page (issue 37 point 8)', () => {
  it('is a table with a caption, machine columns and attribute rows', () => {
    render(<CompareView locale="en" data={TWO} full={false} />)
    const table = screen.getByRole('table', { name: 'Comparison of 2 machines' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('data-stock')),
    ).toEqual(['A1', 'B2'])
    expect(within(table).getByRole('rowheader', { name: 'Price' })).toHaveAttribute('scope', 'row')
    expect(screen.getByRole('region', { name: 'Comparison of 2 machines' })).toHaveAttribute(
      'tabindex',
      '0',
    )
  })

  it('marks the lower price and hours, the newer year, the better deal and inspection', () => {
    render(<CompareView locale="en" data={TWO} full={false} />)
    expect(screen.getByText('★ marks the better value in a row.')).toBeInTheDocument()
    expect(marked('Price')).toEqual(['$120,000 Better value'])
    expect(marked('Hours')).toEqual(['2,600 Better value'])
    expect(marked('Year')).toEqual(['2021 Better value'])
    expect(marked('Deal rating')[0]).toMatch(/^Great/)
    expect(marked('Inspection')).toEqual(['Good Better value'])
    // Only a spec whose field says more is better is marked.
    expect(marked('Horsepower (hp)')).toEqual(['160 Better value'])
    expect(marked('Operating weight (lb)')).toEqual([])
  })

  it('asks for a ZIP for the all-in cost, keeping the selection in the form', () => {
    const { container } = render(<CompareView locale="en" data={TWO} full={false} />)
    expect(screen.getByLabelText('Your ZIP code')).toBeInTheDocument()
    expect(container.querySelector('input[type=hidden][name=stock]')).toHaveAttribute(
      'value',
      'A1,B2',
    )
    expect(marked('All-in cost')).toEqual([])
  })

  it('says which stock numbers were not found and links each removal', () => {
    render(<CompareView locale="en" data={TWO} full={false} />)
    expect(screen.getByRole('status')).toHaveTextContent('We could not find stock number ZZ9')
    expect(
      screen.getByRole('link', { name: 'Remove 2021 Komatsu PC210, stock #B2, from compare' }),
    ).toHaveAttribute('href', '/compare/edit?stock=A1,B2&remove=B2')
  })

  it('speaks Spanish on /es/compare, notices included', () => {
    render(<CompareView locale="es" data={{ ...TWO, unknown: [], overflow: ['E5'] }} full />)
    expect(screen.getByRole('heading', { level: 1, name: 'Comparar máquinas' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('quedaron fuera: E5')
    expect(screen.getByRole('status')).toHaveTextContent('Ya estás comparando 4 máquinas')
    const [price] = marked('Precio')
    expect(price).toMatch(/120.000/)
    expect(price).toMatch(/Mejor valor$/)
    expect(marked('Año')).toEqual(['2021 Mejor valor'])
  })

  it('offers more machines of the same category while there is room', () => {
    render(<CompareView locale="en" data={TWO} full={false} />)
    expect(screen.getByRole('link', { name: 'Add more excavators' })).toHaveAttribute(
      'href',
      '/equipment?category=excavators',
    )
  })

  it('shows an empty state with a way back to the equipment', () => {
    render(<CompareView locale="en" data={{ ...TWO, machines: [], unknown: [] }} full={false} />)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('link', { name: 'Browse equipment' })).toHaveAttribute(
      'href',
      '/equipment',
    )
  })
})
