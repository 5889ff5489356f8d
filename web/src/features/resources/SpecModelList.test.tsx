import { render, screen, within } from '@testing-library/react'
import { SPEC_CATEGORIES, SPEC_CATEGORY_PAGE } from '@/fixtures/resources'
import { SpecCategoryList } from './SpecCategoryList'
import { SpecModelList } from './SpecModelList'

describe('spec category page list', () => {
  it('groups models under their make, each linked to its spec sheet', () => {
    render(<SpecModelList locale="en" category="excavators" sheets={SPEC_CATEGORY_PAGE.sheets} />)
    const cat = screen.getByRole('region', { name: 'Caterpillar' })
    expect(
      within(cat)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Caterpillar 320', '/resources/specs/excavators/caterpillar-320'],
      ['Caterpillar 336', '/resources/specs/excavators/caterpillar-336'],
    ])
    const deere = screen.getByRole('region', { name: 'John Deere' })
    const row = within(deere).getByRole('rowheader', { name: 'John Deere 350G LC' }).closest('tr')!
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2013–2021', '79,400 lb', '—'])
  })

  it('links in Spanish under /es', () => {
    render(<SpecModelList locale="es" category="excavators" sheets={SPEC_CATEGORY_PAGE.sheets} />)
    expect(screen.getByRole('link', { name: 'Caterpillar 320' })).toHaveAttribute(
      'href',
      '/es/resources/specs/excavators/caterpillar-320',
    )
    expect(screen.getAllByText('2017–actualidad')).toHaveLength(1)
  })
})

describe('spec index', () => {
  it('lists categories under their group with pluralised model and make counts', () => {
    render(<SpecCategoryList locale="en" categories={SPEC_CATEGORIES} />)
    const earth = screen.getByRole('region', { name: 'Earthmoving' })
    expect(
      within(earth)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Excavators146 models · 19 makes', 'Scrapers1 model · 1 make'])
    expect(within(earth).getByRole('link', { name: 'Scrapers' })).toHaveAttribute(
      'href',
      '/resources/specs/scrapers',
    )
    expect(screen.getByRole('region', { name: 'Trailers' })).toHaveTextContent('44 models')
  })

  it('speaks Spanish', () => {
    render(<SpecCategoryList locale="es" categories={SPEC_CATEGORIES} />)
    expect(screen.getByText('1 modelo · 1 marca')).toBeInTheDocument()
    expect(screen.getByText('146 modelos · 19 marcas')).toBeInTheDocument()
  })
})
