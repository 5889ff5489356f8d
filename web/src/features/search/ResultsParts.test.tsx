import { render, screen, within } from '@testing-library/react'
import { JOURNEY_STATE, outcomeFixture } from '@/fixtures/search'
import { getT } from '@/i18n/server'
import { buildChips, clearedState } from '@/features/search/search-chips'
import { EMPTY_STATE } from '@ironyard/contract/search-url'
import { EmptyResults } from './EmptyResults'
import { FilterChips } from './FilterChips'
import { Pagination } from './Pagination'
import { pageWindow } from '@/components/ui/PageNav'
import { ResultStats } from './ResultStats'
import { SortSelect } from './SortSelect'

const { result } = outcomeFixture()

describe('selected-filter chips', () => {
  it('has one removable chip per filter, labelled as chosen, and clear-all keeps the sort', () => {
    const chips = buildChips(JOURNEY_STATE, result.facets, getT('en', 'search'), 'en', result.stats)
    render(
      <FilterChips
        locale="en"
        chips={chips}
        basePath="/equipment"
        cleared={clearedState(JOURNEY_STATE)}
      />,
    )
    const links = screen.getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Excavators×',
      'Price up to $100K×',
      'Within 100 miles of 78701 (Austin, TX)×',
      'Clear all',
    ])
    expect(screen.getByRole('link', { name: 'Remove filter: Excavators' })).toHaveAttribute(
      'href',
      '/equipment?priceMax=100000&zip=78701&radius=100&sort=advertisedPrice_asc',
    )
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute(
      'href',
      '/equipment?sort=advertisedPrice_asc',
    )
  })

  it('speaks Spanish on Spanish pages', () => {
    const chips = buildChips(JOURNEY_STATE, result.facets, getT('es', 'search'), 'es', result.stats)
    expect(chips.map((c) => c.label)).toEqual([
      'Excavators',
      'Precio hasta $100\u00a0k',
      'A 100 millas de 78701 (Austin, TX)',
    ])
  })
})

describe('the dealer filter chip', () => {
  it('names the dealer the api resolved, in both languages, and removes only the seller', () => {
    const state = { ...EMPTY_STATE, seller: 'lone-star-equipment', categories: ['excavators'] }
    const facets = {
      ...result.facets,
      seller: [
        { value: 'lone-star-equipment', label: 'Lone Star Equipment', count: 3, selected: true },
      ],
    }
    const en = buildChips(state, facets, getT('en', 'search'), 'en')
    const chip = en.find((c) => c.id === 'seller')!
    expect(chip.label).toBe('Dealer: Lone Star Equipment')
    expect(chip.without).toMatchObject({ seller: null, categories: ['excavators'] })
    const es = buildChips(state, facets, getT('es', 'search'), 'es')
    expect(es.find((c) => c.id === 'seller')!.label).toBe('Distribuidor: Lone Star Equipment')
  })
})

describe('pagination', () => {
  it('windows long page lists with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('links every page with the same filters, marks the current one, and has prev/next', () => {
    render(
      <Pagination
        locale="en"
        state={{ ...JOURNEY_STATE, page: 2 }}
        totalPages={3}
        basePath="/equipment"
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/equipment?category=excavators&priceMax=100000&zip=78701&radius=100&sort=advertisedPrice_asc&page=3',
    )
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).not.toContain(
      'page=',
    )
  })

  it('is absent for a single page', () => {
    const { container } = render(
      <Pagination locale="en" state={EMPTY_STATE} totalPages={1} basePath="/equipment" />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('result stats and sort', () => {
  it('states the range shown, the total and the price span, formatted per locale', () => {
    render(<ResultStats locale="es" stats={{ ...result.stats, total: 1204, page: 2 }} />)
    expect(screen.getByRole('status')).toHaveTextContent('25–48 de 1,204 máquinas')
    expect(screen.getByText(/Precios de \$89,500 a \$99,900/)).toBeInTheDocument()
  })

  it('says what a corrected query was read as and links to the text as typed, in both languages', () => {
    const stats = { ...result.stats, query: 'john dear', correctedQuery: 'John Deere' }
    const href = '/equipment?q=john+dear&literal=1'
    const { unmount } = render(<ResultStats locale="en" stats={stats} literalHref={href} />)
    expect(screen.getByText(/Showing results for “John Deere”/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Search instead for “john dear”' })).toHaveAttribute(
      'href',
      href,
    )
    unmount()
    render(<ResultStats locale="es" stats={stats} literalHref={href} />)
    expect(screen.getByRole('link', { name: 'Buscar en su lugar “john dear”' })).toHaveAttribute(
      'href',
      href,
    )
  })

  it('offers no literal search when nothing was corrected', () => {
    render(<ResultStats locale="en" stats={result.stats} literalHref="/equipment?q=x&literal=1" />)
    expect(screen.queryByRole('link', { name: /Search instead/ })).toBeNull()
  })

  it('offers the eight spec §4 sort keys', () => {
    render(<SortSelect locale="en" value="advertisedPrice_asc" form="search-form" />)
    const select = screen.getByLabelText('Sort by')
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      'recommended',
      'createdDateUtc',
      'advertisedPrice_asc',
      'advertisedPrice_desc',
      'year_desc',
      'year_asc',
      'hours_asc',
      'mileage_asc',
    ])
    expect(select).toHaveValue('advertisedPrice_asc')
    expect(select).toHaveAttribute('form', 'search-form')
  })

  it("shows a landing page's own order (lightning deals) only while it is the current one", () => {
    render(<SortSelect locale="en" value="priceCut_desc" form="search-form" />)
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement
    expect(select.options).toHaveLength(9)
    expect(select.options[0]).toHaveTextContent('Biggest price cut')
    expect(select).toHaveValue('priceCut_desc')
  })
})

describe('empty results', () => {
  it('explains why and offers concrete ways to widen the search', () => {
    const state = { ...JOURNEY_STATE, q: 'zzyzx' }
    const empty = outcomeFixture(state, [], 0).result
    const stats = { ...empty.stats, unmatchedWords: ['zzyzx'] }
    const chips = buildChips(state, empty.facets, getT('en', 'search'), 'en', stats)
    render(
      <EmptyResults
        locale="en"
        state={state}
        stats={stats}
        chips={chips}
        basePath="/equipment"
        cleared={clearedState(state)}
        popular={[{ text: 'skid steer', href: '/equipment?q=skid%20steer' }]}
      />,
    )
    expect(
      screen.getByRole('heading', { name: 'No machines match this search' }),
    ).toBeInTheDocument()
    expect(screen.getByText('No equipment matches the words: zzyzx.')).toBeInTheDocument()
    expect(
      screen.getByText('Only machines within 100 miles of 78701 are included.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Search without “zzyzx”' })).toHaveAttribute(
      'href',
      '/equipment?category=excavators&priceMax=100000&zip=78701&radius=100&sort=advertisedPrice_asc',
    )
    expect(
      screen.getByRole('link', { name: 'Search within 250 miles' }).getAttribute('href'),
    ).toContain('radius=250')
    expect(screen.getByRole('link', { name: 'Remove “Excavators”' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'skid steer' })).toBeInTheDocument()
  })
})

describe('a page past the last one', () => {
  it('says the search has fewer pages and links to the first', () => {
    const state = { ...JOURNEY_STATE, page: 9 }
    const stats = { ...result.stats, total: 27, totalPages: 2, page: 9 }
    render(
      <EmptyResults
        locale="en"
        state={state}
        stats={stats}
        chips={[]}
        basePath="/equipment"
        cleared={clearedState(state)}
        popular={[]}
      />,
    )
    expect(
      screen.getByRole('heading', { name: 'This search has only 2 pages.' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href'),
    ).not.toContain('page=')
  })
})
