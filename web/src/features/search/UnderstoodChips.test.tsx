import { act, render, screen, within } from '@testing-library/react'
import { outcomeFixture } from '@/fixtures/search'
import { EMPTY_STATE } from '@ironyard/contract/search-url'
import { SearchView } from './SearchView'

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/equipment',
  useSearchParams: () => new URLSearchParams(),
}))

/** Issue 35: the filters read from the words typed, as removable chips linking to their filter. */
describe('Understood chips', () => {
  const state = {
    ...EMPTY_STATE,
    q: '320',
    makes: ['caterpillar'],
    priceMax: 100_000,
    states: ['TX'],
  }

  it.each([
    ['en', 'Understood', 'Remove filter: Texas', 'Search only for Caterpillar'],
    ['es', 'Entendido', 'Quitar filtro: Texas', 'Buscar solo Caterpillar'],
  ] as const)(
    'lists what was understood, each removable and linking to its filter (%s)',
    (locale, heading, remove, only) => {
      render(
        <SearchView
          locale={locale}
          outcome={{
            ...outcomeFixture(state),
            understood: ['make:caterpillar', 'price', 'state:TX'],
          }}
          basePath="/equipment"
          heading="All"
          popular={[]}
        />,
      )
      const list = screen.getByRole('list', { name: heading })
      expect(within(list).getAllByRole('listitem')).toHaveLength(3)
      expect(within(list).getByRole('link', { name: remove }).getAttribute('href')).toBe(
        '/equipment?q=320&make=caterpillar&priceMax=100000&understood=make%3Acaterpillar%2Cprice',
      )
      expect(within(list).getByRole('link', { name: only }).getAttribute('href')).toBe(
        '/equipment?make=caterpillar',
      )
    },
  )

  const view = (
    locale: 'en' | 'es' = 'en',
    page = 1,
    understood = ['make:caterpillar', 'price'],
  ) => (
    <SearchView
      locale={locale}
      outcome={{ ...outcomeFixture({ ...state, page }, undefined, 80), understood }}
      basePath="/equipment"
      heading="All"
      popular={[]}
    />
  )

  beforeEach(() => localStorage.clear())

  it('keeps the row on every page link, and names only the chips still there', () => {
    render(view('en', 1, ['make:caterpillar', 'price', 'model:d6']))
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/equipment?q=320&make=caterpillar&priceMax=100000&state=TX&page=2&understood=make%3Acaterpillar%2Cprice',
    )
  })

  it('removing a selected filter keeps the other understood chips; clear all drops the row', () => {
    render(view())
    const selected = screen.getByRole('heading', { name: 'Selected filters' }).parentElement!
    const links = within(selected).getAllByRole('link', { name: 'Remove filter: Texas' })
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/equipment?q=320&make=caterpillar&priceMax=100000&understood=make%3Acaterpillar%2Cprice',
    ])
    // The understood row's own remove link goes to the same page under the same name.
    const row = screen.getByRole('list', { name: 'Understood' })
    expect(
      within(row).getByRole('link', { name: 'Remove filter: Caterpillar' }).getAttribute('href'),
    ).toBe('/equipment?q=320&priceMax=100000&state=TX&understood=price')
    expect(within(selected).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/equipment',
    )
  })

  it('no results: ways to widen keep the understood chips still true', () => {
    render(
      <SearchView
        locale="en"
        outcome={{
          ...outcomeFixture(state, [], 0),
          understood: ['make:caterpillar', 'price', 'state:TX'],
        }}
        basePath="/equipment"
        heading="All"
        popular={[]}
      />,
    )
    expect(screen.getByRole('link', { name: 'Search without “320”' }).getAttribute('href')).toBe(
      '/equipment?make=caterpillar&priceMax=100000&state=TX&understood=make%3Acaterpillar%2Cprice%2Cstate%3ATX',
    )
    expect(screen.getByRole('link', { name: 'Remove “Texas”' }).getAttribute('href')).toBe(
      '/equipment?q=320&make=caterpillar&priceMax=100000&understood=make%3Acaterpillar%2Cprice',
    )
  })

  it('announces the row politely once, not again on the next page or a render', () => {
    const { rerender, unmount } = render(view('es'))
    const said = 'Entendido: Caterpillar · menos de $100,000'
    expect(screen.getByText(said)).toHaveAttribute('aria-live', 'polite')
    rerender(view('es', 2))
    expect(screen.queryByText(said)).not.toBeNull()
    unmount()
    // The next page mounts it anew (a navigation): already said, so the region stays empty.
    render(view('es', 3))
    expect(screen.queryByText(said)).toBeNull()
    expect(screen.getByRole('list', { name: 'Entendido' })).toBeTruthy()
  })

  it('announces the same words again after a search without them', () => {
    const first = render(view('en', 1, ['price']))
    first.unmount()
    const plain = render(view('en', 1, []))
    act(() => plain.unmount())
    render(view('en', 1, ['price']))
    expect(screen.getByText('Understood: under $100,000')).toHaveAttribute('role', 'status')
  })

  it('shows no row when nothing was understood, or the filter is gone', () => {
    render(
      <SearchView
        locale="en"
        outcome={{ ...outcomeFixture({ ...EMPTY_STATE, q: 'thumb' }), understood: ['make:bobcat'] }}
        basePath="/equipment"
        heading="All"
        popular={[]}
      />,
    )
    expect(screen.queryByRole('list', { name: 'Understood' })).toBeNull()
  })
})
