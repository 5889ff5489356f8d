import { render, screen, within } from '@testing-library/react'
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
    ['en', 'Understood', 'Remove understood filter: Texas', 'Search only for Caterpillar'],
    ['es', 'Entendido', 'Quitar filtro entendido: Texas', 'Buscar solo Caterpillar'],
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
