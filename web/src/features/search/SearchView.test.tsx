import { render, screen } from '@testing-library/react'
import { outcomeFixture } from '@/fixtures/search'
import { EMPTY_STATE, ignoredParams } from '@ironyard/contract/search-url'
import { SearchView } from './SearchView'

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/equipment',
  useSearchParams: () => new URLSearchParams(),
}))

describe('search page notices (issue 16, defect 10)', () => {
  it.each([
    ['en', 'Not valid and left out of this search: Year from “2030”, Condition “shiny”.'],
    [
      'es',
      'No son válidos y se dejaron fuera de esta búsqueda: Año desde «2030», Condición «shiny».',
    ],
  ] as const)('names the filters a link asked for that were left out (%s)', (locale, text) => {
    const outcome = {
      ...outcomeFixture({ ...EMPTY_STATE }),
      ignored: ignoredParams({ yearMin: '2030', condition: 'shiny' }, { currentYear: 2026 }),
    }
    render(
      <SearchView
        locale={locale}
        outcome={outcome}
        basePath="/equipment"
        heading="All"
        popular={[]}
      />,
    )
    expect(screen.getByText(text)).toHaveAttribute('role', 'status')
  })

  it('says nothing when nothing was left out', () => {
    render(
      <SearchView
        locale="en"
        outcome={{ ...outcomeFixture({ ...EMPTY_STATE }), ignored: [] }}
        basePath="/equipment"
        heading="All"
        popular={[]}
      />,
    )
    expect(screen.queryByText(/left out/)).toBeNull()
  })
})
