import type { ComponentProps } from 'react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FACETS, JOURNEY_STATE, LONG_FACETS } from '@/fixtures/search'
import { router } from '@/../test/render'
import { searchHref, type SearchState } from '@ironyard/contract/search-url'
import { FilterPanel } from './FilterPanel'

jest.mock('next/navigation', () => ({
  useRouter: () => jest.requireActual('../../../test/render').router,
}))

const hrefOf = (state: SearchState) => (more: string | null) =>
  searchHref('/equipment', state, more)

/** The panel of the journey's search (English, its facets), with some props changed. */
const renderPanel = (over: Partial<ComponentProps<typeof FilterPanel>> = {}) => {
  const state = over.state ?? JOURNEY_STATE
  return render(
    <FilterPanel
      locale="en"
      state={state}
      facets={FACETS}
      form="f"
      facetHref={hrefOf(state)}
      {...over}
    />,
  )
}

describe('FilterPanel', () => {
  it('offers every filter as fields of the search form, with facet counts', () => {
    renderPanel({ form: 'search-form' })
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

  it('adds the category-specific spec facets of the results, their ranges a link away (issue 18)', () => {
    const { unmount } = renderPanel()
    const section = () =>
      screen.getByText('Operating weight', { selector: 'summary' }).closest('details')!
    expect(within(section()).queryAllByRole('radio')).toEqual([])
    expect(within(section()).getByRole('link', { name: 'Show all 2 ranges' })).toHaveAttribute(
      'href',
      expect.stringMatching(/&more=spec\.operatingWeightLb#filter-spec\.operatingWeightLb$/),
    )

    unmount()
    renderPanel({ expanded: 'spec.operatingWeightLb' })
    expect(section()).toHaveAttribute('open')
    const radios = within(section()).getAllByRole('radio')
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([
      '',
      '20000-40000',
      '40000-60000',
    ])
    expect(within(section()).getByRole('radio', { name: /40,000 – 60,000 lb/ })).toHaveAttribute(
      'name',
      'spec.operatingWeightLb',
    )
    expect(within(section()).getByRole('link', { name: 'Show fewer' })).toBeInTheDocument()
  })

  it('keeps a chosen range and its "any" choice in view without the rest', () => {
    const state: SearchState = {
      ...JOURNEY_STATE,
      priceMax: null,
      under: 50_000,
      specs: [{ key: 'operatingWeightLb', min: 40_000, max: 60_000 }],
    }
    const facets = {
      ...FACETS,
      priceThresholds: FACETS.priceThresholds.map((p) => ({
        ...p,
        selected: p.underUsd === 50_000,
      })),
    }
    render(
      <FilterPanel locale="en" state={state} facets={facets} form="f" facetHref={hrefOf(state)} />,
    )
    const spec = screen.getByText('Operating weight', { selector: 'summary' }).closest('details')!
    expect(spec).toHaveAttribute('open')
    expect(
      within(spec)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['', '40000-60000'])
    const price = screen.getByText('Price', { selector: 'summary' }).closest('details')!
    expect(
      within(price)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['', '50000'])
    expect(within(price).getByRole('radio', { name: /Under \$50K/ })).toBeChecked()
  })

  it('shows the price buckets when asked (more=under), the Price section open', () => {
    renderPanel({ expanded: 'under' })
    const price = screen.getByText('Price', { selector: 'summary' }).closest('details')!
    expect(price).toHaveAttribute('open')
    expect(within(price).getAllByRole('radio')).toHaveLength(3)
    expect(within(price).getByRole('link', { name: 'Show fewer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/#filter-price$/),
    )
  })

  it('renders the short closed sections’ choices when opened, a more= link without JavaScript', () => {
    renderPanel()
    const section = () => screen.getByText('Condition', { selector: 'summary' }).closest('details')!
    expect(within(section()).queryAllByRole('checkbox')).toEqual([])
    expect(within(section()).getByRole('link', { name: /^Show all \d+ choices$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/&more=condition#filter-condition$/),
    )
    section().open = true
    fireEvent(section(), new Event('toggle'))
    expect(within(section()).getAllByRole('checkbox').length).toBeGreaterThan(0)
    expect(within(section()).queryByRole('link')).toBeNull()
  })

  it('lists the spec §4 days-on-market windows with their counts, in Spanish too', () => {
    renderPanel({ locale: 'es', expanded: 'dom' })
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
    renderPanel({ fixed: ['categories', 'dom'] })
    expect(screen.queryByText('Category', { selector: 'summary' })).not.toBeInTheDocument()
    expect(screen.queryByText('Days on market', { selector: 'summary' })).not.toBeInTheDocument()
    expect(screen.getByText('Type', { selector: 'summary' })).toBeInTheDocument()
  })

  // Issue 37, defect 2: on a phone the panel is a sheet open by #filters (:target); applying
  // must close it and take the visitor to the result count, in both languages.
  describe.each([
    ['en', 'Apply filters'],
    ['es', 'Aplicar filtros'],
  ] as const)('applying on a phone (%s)', (locale, apply) => {
    afterEach(() => {
      document.getElementById('search-results')?.remove()
      document.getElementById('filters')?.remove()
      window.history.replaceState(null, '', '/')
    })

    it('closes the sheet and moves focus to the result count', async () => {
      const results = document.createElement('section')
      results.id = 'search-results'
      results.innerHTML = '<h2>Results</h2><p role="status">1–24 of 30 machines</p>'
      const sheet = document.createElement('aside')
      sheet.id = 'filters'
      document.body.append(sheet, results)
      window.history.replaceState(null, '', '/equipment?category=excavators')
      window.location.hash = '#filters'
      window.history.replaceState({ __NA: true }, '', window.location.href)
      renderPanel({ locale })
      expect(document.querySelector('#filters:target')).toBe(sheet)
      await userEvent.click(screen.getByRole('button', { name: apply }))
      expect(window.location.hash).toBe('#search-results')
      expect(document.querySelector('#filters:target')).toBeNull()
      expect(document.activeElement).toBe(within(results).getByRole('status'))
      // The entry keeps the router's state, so Back still restores this search.
      expect(window.history.state).toEqual({ __NA: true })
    })
  })

  describe('long facets (issue 18: top values, the rest one link away)', () => {
    const state: SearchState = { ...JOURNEY_STATE, makes: ['make-15'], city: 'City 12' }
    const panel = (props: { expanded?: string | null; locale?: 'en' | 'es' } = {}) =>
      renderPanel({ state, facets: LONG_FACETS, ...props })
    const section = (name: string) =>
      screen.getByText(name, { selector: 'summary' }).closest('details')!
    const makes = () =>
      within(section('Make'))
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).value)

    it('shows the top values and the selected one, with a link to all of them (no hidden rest)', () => {
      panel()
      expect(makes()).toEqual([...Array.from({ length: 8 }, (_, i) => `make-${i + 1}`), 'make-15'])
      expect(within(section('Make')).getByRole('checkbox', { name: /^Make 15/ })).toBeChecked()
      const link = screen.getByRole('link', { name: 'Show all 20 makes' })
      expect(link).toHaveAttribute(
        'href',
        '/equipment?category=excavators&make=make-15&priceMax=100000&city=City+12&zip=78701&radius=100&sort=advertisedPrice_asc&more=make#filter-make',
      )
      expect(section('Make')).toHaveAttribute('id', 'filter-make')
      expect(section('Make').querySelector('details')).toBeNull()
    })

    it('renders the facet the URL names in full, with a link back to its top values', () => {
      panel({ expanded: 'make' })
      expect(makes()).toHaveLength(20)
      const link = screen.getByRole('link', { name: 'Show fewer' })
      expect(link.getAttribute('href')).not.toContain('more=')
      expect(link.getAttribute('href')).toMatch(/#filter-make$/)
      // Other long facets keep their top values.
      const city = screen.getByRole('combobox', { name: 'City' })
      expect(within(city).getAllByRole('option')).toHaveLength(1 + 8 + 1)
    })

    it('offers the city menu with its top cities and the chosen one, all of them on demand', () => {
      panel()
      const city = screen.getByRole('combobox', { name: 'City' })
      expect(city).toHaveValue('City 12')
      expect(within(city).getAllByRole('option')).toHaveLength(1 + 8 + 1)
      expect(screen.getByRole('link', { name: 'Show all 30 cities' })).toHaveAttribute(
        'href',
        expect.stringMatching(/&more=city#filter-location$/),
      )
    })

    it('shows every city when asked, the Location section open', () => {
      panel({ expanded: 'city' })
      expect(section('Location')).toHaveAttribute('open')
      expect(
        within(screen.getByRole('combobox', { name: 'City' })).getAllByRole('option'),
      ).toHaveLength(31)
      // The price buckets and spec ranges are links too (issue 18).
      expect(screen.getAllByRole('link', { name: /Show all/ }).map((l) => l.textContent)).toEqual([
        'Show all 20 makes',
        'Show all 2 ranges',
        'Show all 2 ranges',
        // Condition, show only, highlights, seller and days on market render when opened.
        'Show all 2 choices',
        'Show all 2 choices',
        'Show all 2 choices',
        'Show all 2 choices',
        'Show all 5 choices',
      ])
    })

    it('names the count in Spanish, with plural forms', () => {
      panel({ locale: 'es' })
      expect(screen.getByRole('link', { name: 'Ver todas las 20 marcas' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Ver todas las 30 ciudades' })).toBeInTheDocument()
    })

    it('with JavaScript, navigates in place (no scroll jump) instead of reloading', async () => {
      router.push.mockClear()
      panel()
      const link = screen.getByRole('link', { name: 'Show all 20 makes' })
      await act(async () => {
        await userEvent.click(link)
      })
      expect(router.push).toHaveBeenCalledWith(link.getAttribute('href'), { scroll: false })
    })
  })
})
