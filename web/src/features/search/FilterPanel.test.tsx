import { render, screen, within } from '@testing-library/react'
import { FACETS, JOURNEY_STATE } from '@/fixtures/search'
import { FilterPanel } from './FilterPanel'

describe('FilterPanel', () => {
  it('offers every filter as fields of the search form, with facet counts', () => {
    render(<FilterPanel locale="en" state={JOURNEY_STATE} facets={FACETS} form="search-form" />)
    const excavators = screen.getByRole('checkbox', { name: /^Excavators/ })
    expect(excavators).toBeChecked()
    expect(excavators).toHaveAttribute('form', 'search-form')
    expect(excavators.closest('label')).toHaveAttribute('data-count', '27')
    expect(screen.getByRole('spinbutton', { name: 'Max Price' })).toHaveValue(100000)
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('78701')
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('100')
    for (const name of ['Condition', 'Show only', 'Highlights', 'Seller', 'Days on market'])
      expect(screen.getByText(name, { selector: 'summary' })).toBeInTheDocument()
  })

  it('adds the category-specific spec facets of the results (dynamic facets)', () => {
    render(<FilterPanel locale="en" state={JOURNEY_STATE} facets={FACETS} form="f" />)
    const section = screen
      .getByText('Operating weight', { selector: 'summary' })
      .closest('details')!
    const radios = within(section).getAllByRole('radio')
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([
      '',
      '20000-40000',
      '40000-60000',
    ])
    expect(within(section).getByRole('radio', { name: /40,000 – 60,000 lb/ })).toHaveAttribute(
      'name',
      'spec.operatingWeightLb',
    )
  })

  it('lists the spec §4 days-on-market windows with their counts, in Spanish too', () => {
    render(<FilterPanel locale="es" state={JOURNEY_STATE} facets={FACETS} form="f" />)
    const section = screen
      .getByText('Días en el mercado', { selector: 'summary' })
      .closest('details')!
    expect(
      within(section)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['', 'last_week', 'last_month', 'last_3_months', 'last_6_months'])
    expect(
      within(section).getByRole('radio', { name: /Publicado la última semana/ }),
    ).toBeInTheDocument()
  })

  it('does not offer again what a landing page fixes by its path', () => {
    render(
      <FilterPanel
        locale="en"
        state={JOURNEY_STATE}
        facets={FACETS}
        form="f"
        fixed={['categories', 'dom']}
      />,
    )
    expect(screen.queryByText('Category', { selector: 'summary' })).not.toBeInTheDocument()
    expect(screen.queryByText('Days on market', { selector: 'summary' })).not.toBeInTheDocument()
    expect(screen.getByText('Type', { selector: 'summary' })).toBeInTheDocument()
  })
})
