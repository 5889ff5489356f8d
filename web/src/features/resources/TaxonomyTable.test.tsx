import { render, screen, within } from '@testing-library/react'
import { TAXONOMY_ROWS } from '@/fixtures/resources'
import { TaxonomyTable } from './TaxonomyTable'

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!

describe('taxonomy table', () => {
  it('is a labelled region keyboards can reach, since it scrolls on phones (issue 16, defect 9)', () => {
    render(<TaxonomyTable locale="en" rows={TAXONOMY_ROWS} />)
    const region = screen.getByRole('region')
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toHaveAccessibleName(
      screen.getByRole('table').querySelector('caption')!.textContent!,
    )
    expect(region).toContainElement(screen.getByRole('table'))
  })

  it('marks generated rows as generated and never links them', () => {
    render(<TaxonomyTable locale="en" rows={TAXONOMY_ROWS} />)
    const generated = rowOf('320 GX-B')
    expect(within(generated).getByText('Generated')).toHaveAttribute('data-provenance', 'generated')
    expect(within(generated).queryByRole('link')).toBeNull()
    expect(generated).toHaveAttribute('data-provenance', 'generated')
  })

  it('links a real model with a spec sheet to its spec page, in the page language', () => {
    const { unmount } = render(<TaxonomyTable locale="en" rows={TAXONOMY_ROWS} />)
    const real = rowOf('320')
    expect(within(real).getByText('Curated')).toBeInTheDocument()
    expect(
      within(real).getByRole('link', { name: 'Spec sheet of the Caterpillar 320' }),
    ).toHaveAttribute('href', '/resources/specs/excavators/caterpillar-320')
    expect(within(real).getByText('2017–present')).toBeInTheDocument()
    expect(within(real).getByText(/Crawler Excavators/)).toBeInTheDocument()
    unmount()

    render(<TaxonomyTable locale="es" rows={TAXONOMY_ROWS} />)
    const es = rowOf('320')
    expect(
      within(es).getByRole('link', { name: 'Ficha técnica de Caterpillar 320' }),
    ).toHaveAttribute('href', '/es/resources/specs/excavators/caterpillar-320')
    expect(within(es).getByText('2017–actualidad')).toBeInTheDocument()
    expect(within(rowOf('320 GX-B')).getByText('Generada')).toBeInTheDocument()
  })

  it('shows real rows without a sheet or a category without a link', () => {
    render(<TaxonomyTable locale="en" rows={TAXONOMY_ROWS} />)
    const vpic = rowOf('Magnitude 55H')
    expect(within(vpic).getByText('NHTSA vPIC')).toBeInTheDocument()
    expect(within(vpic).getByText('Uncategorized')).toBeInTheDocument()
    expect(within(vpic).getByText('2010–2024')).toBeInTheDocument()
    expect(within(vpic).queryByRole('link')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })
})
