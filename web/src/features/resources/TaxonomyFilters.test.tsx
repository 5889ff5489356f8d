import { fireEvent, screen, within } from '@testing-library/react'
import { TAXONOMY_FACETS } from '@/fixtures/resources'
import { EMPTY_TAXONOMY_STATE, type TaxonomyState } from '@/features/resources/resources-data'
import { renderWithI18n, router } from '@/../test/render'
import { TaxonomyFilters } from './TaxonomyFilters'

let currentParams = new URLSearchParams()
jest.mock('next/navigation', () => ({
  useRouter: () => jest.requireActual('../../../test/render').router,
  useSearchParams: () => currentParams,
}))

const STATE: TaxonomyState = {
  ...EMPTY_TAXONOMY_STATE,
  make: 'caterpillar',
  provenance: 'curated',
  page: 4,
}

function show(state: TaxonomyState, locale: 'en' | 'es' = 'en') {
  currentParams = new URLSearchParams(
    Object.entries(state).filter(([k, v]) => v && !(k === 'page' && v === 1)) as string[][],
  )
  const action = locale === 'es' ? '/es/resources/taxonomy' : '/resources/taxonomy'
  return renderWithI18n(
    <TaxonomyFilters locale={locale} action={action} state={state} facets={TAXONOMY_FACETS} />,
    { locale },
  )
}

const options = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent])

beforeEach(() => router.push.mockClear())

describe('taxonomy filters', () => {
  it('is a GET form on the page itself, with the URL state selected and counts in the menus', () => {
    show(STATE)
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/resources/taxonomy')
    expect(screen.getByLabelText('Make')).toHaveValue('caterpillar')
    expect(screen.getByLabelText('Provenance')).toHaveValue('curated')
    expect(screen.getByLabelText('Category')).toHaveValue('')
    expect(options(screen.getByLabelText('Provenance'))).toEqual([
      ['', 'All provenances'],
      ['vpic', 'NHTSA vPIC (17,473)'],
      ['curated', 'Curated (1,725)'],
      ['generated', 'Generated (56,368)'],
    ])
    expect(options(screen.getByLabelText('Make')).slice(0, 2)).toEqual([
      ['', 'All makes'],
      ['caterpillar', 'Caterpillar (1,412)'],
    ])
    // No page field: any change of filter starts again at page 1.
    expect(form.querySelector('[name="page"]')).toBeNull()
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/resources/taxonomy',
    )
  })

  it('says when the make menu is cut short and how to reach the other makes', () => {
    show(EMPTY_TAXONOMY_STATE)
    expect(screen.getByLabelText('Make')).toHaveAccessibleDescription(
      'The menu lists the 3 makes with most rows of 8,948; search by name to find any other.',
    )
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull()
  })

  it('applies a menu at once with JavaScript, dropping the page and empty fields', () => {
    show(STATE)
    fireEvent.change(screen.getByLabelText('Provenance'), { target: { value: 'generated' } })
    expect(router.push).toHaveBeenCalledWith(
      '/resources/taxonomy?make=caterpillar&provenance=generated',
      { scroll: false },
    )
  })

  it('applies the text on submit, not on each keystroke, and speaks Spanish', () => {
    show(EMPTY_TAXONOMY_STATE, 'es')
    const q = screen.getByLabelText('Modelo o marca')
    fireEvent.change(q, { target: { value: 'cascadia' } })
    expect(router.push).not.toHaveBeenCalled()
    fireEvent.click(
      within(screen.getByRole('search')).getByRole('button', { name: 'Aplicar filtros' }),
    )
    expect(router.push).toHaveBeenCalledWith('/es/resources/taxonomy?q=cascadia', { scroll: false })
    expect(options(screen.getByLabelText('Origen'))[3]).toEqual(['generated', 'Generada (56,368)'])
  })
})
