import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  AdminCategoriesDocument,
  HideCategoryDocument,
  ShowCategoryDocument,
} from '@/graphql/__generated__/graphql'
import { ApiError } from '@/lib/api-errors'
import type { AdminCategoriesData } from './catalog-data'
import { CategoryTree } from './CategoryTree'

const { categoryVisibilityAction } =
  jest.requireActual<typeof import('./catalog-actions')>('./catalog-actions')

jest.mock('./catalog-actions', () => ({
  ...jest.requireActual('./catalog-actions'),
  moveCategoryAction: jest.fn(),
  saveCategoryAction: jest.fn(),
  categoryVisibilityAction: jest.fn(),
}))
const redirect = jest.fn((to: string) => {
  throw new Error(`redirect ${to}`)
})
jest.mock('next/navigation', () => ({
  redirect: (to: string) => redirect(to),
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}))
const gql = jest.fn()
jest.mock('@/lib/api-client', () => ({
  gql: (...args: unknown[]) => gql(...args),
  forgetCachedQueries: jest.fn(),
}))

beforeEach(() => {
  gql.mockReset()
  redirect.mockClear()
})

const sub = (slug: string, nameEn: string, nameEs: string, hiddenAt: string | null = null) => ({
  id: slug,
  slug,
  nameEn,
  nameEs,
  sortOrder: 0,
  listingCount: 0,
  hiddenAt,
})
const tree = [
  {
    ...sub('rock-trucks', 'Rock Trucks', 'Camiones de roca'),
    groupSlug: 'trucks',
    subcategories: [sub('articulated', 'Articulated', 'Articulados', '2026-12-07T04:00:00Z')],
  },
  {
    ...sub('pipe-layers', 'Pipe Layers', 'Tiendetubos', '2026-12-07T04:00:00Z'),
    groupSlug: 'other',
    subcategories: [],
  },
] as unknown as AdminCategoriesData

const form = (fields: Record<string, string>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}
const hiddenValues = (el: HTMLElement) =>
  Object.fromEntries(
    [...el.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
  )

/** Issue 36, defect 4: a category is hidden, and shown again, from its row. */
describe('the category tree’s Hide and Show steps', () => {
  const row = (id: string) => document.getElementById(id)!

  it('asks before hiding, saying where the pages will lead; a hidden row is badged and offers Show', async () => {
    render(<CategoryTree locale="en" tree={tree} groups={[]} />)
    const rock = within(row('row-rock-trucks'))
    expect(rock.queryByText('Hidden')).toBeNull()
    const hide = rock.getByLabelText('Hide Rock Trucks')
    expect(hide.tagName).toBe('SUMMARY')
    expect(hide).toHaveTextContent('Hide')
    const step = hide.closest('details')!
    expect(step).not.toHaveAttribute('open')
    // A native disclosure (keyboard: Tab to it, Enter; the journey presses it).
    await userEvent.click(hide)
    expect(step).toHaveAttribute('open')
    expect(
      within(step).getByText(
        /Its pages \(\/rock-trucks and every page under it\) answer 301 to \/equipment\./,
      ),
    ).toBeVisible()
    expect(within(step).getByRole('button', { name: 'Yes, hide Rock Trucks' })).toBeVisible()
    expect(hiddenValues(step)).toEqual({
      locale: 'en',
      slug: 'rock-trucks',
      parentSlug: '',
      step: 'hide',
    })

    const pipes = within(row('row-pipe-layers'))
    expect(pipes.getByText('Hidden')).toBeVisible()
    expect(pipes.queryByLabelText('Hide Pipe Layers')).toBeNull()
    const show = pipes.getByLabelText('Show Pipe Layers again').closest('details')!
    expect(show).toHaveTextContent(
      /\/pipe-layers answers again instead of redirecting to \/equipment/,
    )
    expect(hiddenValues(show)).toMatchObject({ slug: 'pipe-layers', step: 'show' })
  })

  it('in Spanish, a subcategory’s step names its page and its category’s as the parent', () => {
    render(<CategoryTree locale="es" tree={tree} groups={[]} open="rock-trucks" />)
    const articulated = within(row('row-rock-trucks--articulated'))
    expect(articulated.getByText('Oculta')).toBeVisible()
    const showSummary = articulated.getByLabelText('Mostrar Articulados de nuevo')
    const show = showSummary.closest('details')!
    expect(show).toHaveTextContent(
      '«Articulados» vuelve a los menús, la página de inicio, los filtros de búsqueda y el mapa del sitio, y /es/rock-trucks/articulated vuelve a responder en lugar de redirigir a /es/rock-trucks.',
    )
    expect(hiddenValues(show)).toMatchObject({ parentSlug: 'rock-trucks', step: 'show' })
    const hide = within(row('row-rock-trucks')).getByLabelText('Ocultar Camiones de roca')
    expect(hide.closest('details')).toHaveTextContent('responden 301 hacia /es/equipment')
    // Label in name (WCAG 2.5.3): each summary's name starts with the words it shows.
    for (const summary of [showSummary, hide]) {
      expect(summary.getAttribute('aria-label')!.startsWith(summary.textContent!)).toBe(true)
    }
  })

  it('says how many machines held a hide back, as an alert', () => {
    render(<CategoryTree locale="en" tree={tree} groups={[]} done="hideRefused" count={2} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not hidden: 2 machines are for sale in it. Hide it once they are sold, removed or moved to another category.',
    )
  })
})

describe('the Hide / Show action', () => {
  it('hides through the api and opens the tree at the row, or shows a subcategory again', async () => {
    gql.mockResolvedValue({})
    await expect(
      categoryVisibilityAction(
        form({ locale: 'es', slug: 'rock-trucks', parentSlug: '', step: 'hide' }),
      ),
    ).rejects.toThrow('redirect /es/admin/categories?done=hidden#row-rock-trucks')
    expect(gql.mock.calls[0].slice(0, 2)).toEqual([
      HideCategoryDocument,
      { slug: 'rock-trucks', parentSlug: null },
    ])
    await expect(
      categoryVisibilityAction(
        form({ locale: 'en', slug: 'articulated', parentSlug: 'rock-trucks', step: 'show' }),
      ),
    ).rejects.toThrow(
      'redirect /admin/categories?done=shown&open=rock-trucks#row-rock-trucks--articulated',
    )
    expect(gql.mock.calls[1][0]).toBe(ShowCategoryDocument)
  })

  it('a hide refused for machines on sale comes back with their count', async () => {
    gql.mockImplementation((doc: unknown) => {
      if (doc === AdminCategoriesDocument) {
        const rows = tree.map((c) => ({ ...c, listingCount: c.slug === 'rock-trucks' ? 3 : 0 }))
        return Promise.resolve({ adminCategories: rows })
      }
      return Promise.reject(new ApiError('CONFLICT', '3 machines are for sale in rock-trucks'))
    })
    await expect(
      categoryVisibilityAction(
        form({ locale: 'en', slug: 'rock-trucks', parentSlug: '', step: 'hide' }),
      ),
    ).rejects.toThrow('redirect /admin/categories?done=hideRefused&count=3#row-rock-trucks')
  })
})
