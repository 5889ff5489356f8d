import { render, screen, within } from '@testing-library/react'
import { JOURNEY_STATE, LISTINGS, listingFixture, outcomeFixture } from '@/fixtures/search'
import { EMPTY_STATE } from '@ironyard/contract/search-url'
import { ListingCard } from './listing-card/ListingCard'
import { SearchView } from './SearchView'
import { SortSelect } from './SortSelect'

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/equipment',
  useSearchParams: () => new URLSearchParams(),
}))

const optionsOf = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent])

/** Issue 37, "Nearest first": offered with a ZIP; each card shows its distance and freight. */
describe('nearest first', () => {
  it.each([
    ['en', 'Sort by', 'Nearest first'],
    ['es', 'Ordenar por', 'Más cercanos primero'],
  ] as const)('the sort menu offers it only with a ZIP (%s)', (locale, label, text) => {
    const { unmount } = render(
      <SortSelect locale={locale} value="distance_asc" form="search-form" zip="78701" />,
    )
    const select = screen.getByLabelText(label)
    expect(optionsOf(select).at(-1)).toEqual(['distance_asc', text])
    expect(optionsOf(select)).toHaveLength(9)
    expect(select).toHaveValue('distance_asc')
    unmount()
    render(<SortSelect locale={locale} value="recommended" form="search-form" />)
    expect(optionsOf(screen.getByLabelText(label)).map(([v]) => v)).not.toContain('distance_asc')
  })

  it('the search page offers it when its search has a ZIP, not otherwise', () => {
    const page = (state: typeof JOURNEY_STATE) => (
      <SearchView
        locale="en"
        outcome={outcomeFixture(state)}
        basePath="/equipment"
        heading="Excavators"
        popular={[]}
      />
    )
    const { rerender } = render(page({ ...JOURNEY_STATE, sort: 'distance_asc' }))
    expect(screen.getByLabelText('Sort by')).toHaveValue('distance_asc')
    rerender(page({ ...EMPTY_STATE }))
    expect(screen.queryByRole('option', { name: 'Nearest first' })).toBeNull()
  })

  it.each([
    ['en', '18 mi away', 'Estimated freight to 78701: $2,250', 'Free shipping to 78701'],
    ['es', 'a 18 mi', 'Flete estimado a 78701: $2,250', 'Envío gratis a 78701'],
  ] as const)(
    'a card shows the distance and the freight to the ZIP (%s)',
    (locale, far, freight, free) => {
      const { container } = render(
        <ul>
          {LISTINGS.slice(0, 2).map((l) => (
            <li key={l.id}>
              <ListingCard listing={l} locale={locale} />
            </li>
          ))}
        </ul>,
      )
      const [first, second] = within(container).getAllByRole('article')
      expect(within(first).getByText(new RegExp(`· ${far}$`))).toBeInTheDocument()
      expect(within(first).getByText(freight)).toBeInTheDocument()
      // The seller ships free: the card says so instead of a figure.
      expect(within(second).getByText(free)).toBeInTheDocument()
      expect(second).not.toHaveTextContent('$0')
    },
  )

  it('a card shows no freight without a ZIP, nor for a machine already sold', () => {
    render(
      <ListingCard
        listing={listingFixture({ distanceMiles: null, freightEstimate: null })}
        locale="en"
      />,
    )
    expect(screen.queryByText(/freight/i)).toBeNull()
    render(<ListingCard listing={listingFixture({ status: 'sold' })} locale="en" />)
    expect(screen.queryByText(/Estimated freight/)).toBeNull()
  })
})
