import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RECENT_SEARCHES_KEY } from '@/features/search/recent-searches'
import { renderWithI18n, router } from '@/../test/render'
import { SearchBox } from './SearchBox'

jest.mock('next/navigation', () => ({
  useRouter: () => jest.requireActual('../../../test/render').router,
}))

const suggestions = [
  {
    phrase: 'Caterpillar excavators',
    href: '/equipment?make=caterpillar&category=excavators',
    count: 91,
  },
  { phrase: 'Caterpillar 320', href: '/equipment?make=caterpillar&model=320', count: 12 },
]

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  global.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => suggestions,
  })) as unknown as typeof fetch
})

describe('SearchBox', () => {
  it('suggests as you type (typo tolerant on the api side) and opens a suggestion with the keyboard', async () => {
    const user = userEvent.setup()
    renderWithI18n(<SearchBox action="/equipment" locale="en" />)
    const box = screen.getByRole('combobox', { name: 'Search equipment' })
    await user.type(box, 'catepillar')
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'Caterpillar excavators91 machines',
      'Caterpillar 32012 machines',
    ])
    expect(global.fetch).toHaveBeenLastCalledWith(
      '/api/suggestions?q=catepillar&locale=en',
      expect.anything(),
    )
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(router.push).toHaveBeenCalledWith('/equipment?make=caterpillar&model=320')
  })

  it('closes the list on Escape and searches the typed text on Enter', async () => {
    const user = userEvent.setup()
    renderWithI18n(<SearchBox action="/es/equipment" locale="es" />, { locale: 'es' })
    const box = screen.getByRole('combobox', { name: 'Buscar equipo' })
    await user.type(box, 'excavadora')
    await screen.findAllByRole('option')
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    expect(router.push).toHaveBeenCalledWith('/es/equipment?q=excavadora')
  })

  it.each([
    ['its own form', undefined],
    ["the search page's form", 'search-form'],
  ])(
    'closes the suggestions when Enter searches the text, in %s (issue 16, defect 5)',
    async (_, formId) => {
      const user = userEvent.setup()
      renderWithI18n(
        <>
          {formId ? <form id={formId} onSubmit={(e) => e.preventDefault()} /> : null}
          <SearchBox action="/equipment" locale="en" formId={formId} />
        </>,
      )
      const box = screen.getByRole('combobox', { name: 'Search equipment' })
      await user.type(box, 'catepillar')
      await screen.findAllByRole('option')
      await user.keyboard('{Enter}')
      expect(box).toHaveAttribute('aria-expanded', 'false')
      expect(screen.queryAllByRole('option')).toEqual([])
      expect(box).toHaveFocus()
      // A lookup answered after Enter does not open it again.
      await act(() => new Promise((r) => setTimeout(r, 300)))
      expect(screen.queryAllByRole('option')).toEqual([])
    },
  )

  it('shows this browser recent searches and the popular ones when the box is empty', async () => {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([{ label: 'Bobcat T770', href: '/equipment?q=Bobcat+T770', at: 1 }]),
    )
    renderWithI18n(
      <SearchBox
        action="/equipment"
        locale="en"
        popular={[{ text: 'skid steer', href: '/equipment?q=skid%20steer' }]}
      />,
    )
    act(() => screen.getByRole('combobox').focus())
    expect(await screen.findByRole('group', { name: 'Recent searches' })).toHaveTextContent(
      'Bobcat T770',
    )
    expect(screen.getByRole('group', { name: 'Popular searches' })).toHaveTextContent('skid steer')
    fireEvent.mouseDown(screen.getByRole('option', { name: 'skid steer' }))
    expect(router.push).toHaveBeenCalledWith('/equipment?q=skid%20steer')
    expect(global.fetch).not.toHaveBeenCalled()
  })

  it('belongs to the search page form when given one, so filters are kept', () => {
    renderWithI18n(
      <>
        <form id="search-form" action="/equipment" />
        <SearchBox action="/equipment" locale="en" formId="search-form" defaultValue="dozer" />
      </>,
    )
    const box = screen.getByRole('combobox') as HTMLInputElement
    expect(box.form?.id).toBe('search-form')
    expect(box.value).toBe('dozer')
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('form', 'search-form')
  })

  it('says it is looking while suggestions are on their way, then that there are none', async () => {
    let answer: (list: unknown[]) => void = () => undefined
    global.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = (list) => resolve({ ok: true, json: async () => list })
        }),
    ) as unknown as typeof fetch
    const user = userEvent.setup()
    renderWithI18n(<SearchBox action="/es/equipment" locale="es" />, { locale: 'es' })
    await user.type(screen.getByRole('combobox'), 'zzyzx')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Buscando sugerencias…'),
    )
    await act(async () => answer([]))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No hay sugerencias para “zzyzx”. Pulsa Intro para buscarlo.',
      ),
    )
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    expect(router.push).toHaveBeenCalledWith('/es/equipment?q=zzyzx')
  })

  it('says nothing once suggestions are shown', async () => {
    const user = userEvent.setup()
    renderWithI18n(<SearchBox action="/equipment" locale="en" />)
    await user.type(screen.getByRole('combobox'), 'catepillar')
    await screen.findAllByRole('option')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('does not ask for suggestions for a single letter', async () => {
    const user = userEvent.setup()
    renderWithI18n(<SearchBox action="/equipment" locale="en" />)
    await user.type(screen.getByRole('combobox'), 'c')
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0))
    expect(global.fetch).not.toHaveBeenCalled()
  })
})
