import { render, screen, within } from '@testing-library/react'
import { DataTable, NumCell } from './DataTable'
import { PagedTable } from './PagedTable'

const rows = (
  <tr>
    <td>Deere 310</td>
    <NumCell>$42,000</NumCell>
  </tr>
)

describe('DataTable', () => {
  it('names its scrolling region and table, announces the count and marks numeric columns', () => {
    render(
      <DataTable
        label="Listings"
        count="1 listing"
        empty="Nothing matches."
        columns={['Machine', { label: 'Price', numeric: true }]}
        rows={1}
      >
        {rows}
      </DataTable>,
    )
    const region = screen.getByRole('region', { name: 'Listings' })
    expect(region).toHaveAttribute('tabindex', '0')
    const table = within(region).getByRole('table', { name: 'Listings' })
    expect(table.querySelector('caption')).toHaveClass('visually-hidden')
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveClass('num')
    expect(screen.getByRole('columnheader', { name: 'Machine' })).not.toHaveClass('num')
    expect(screen.getByRole('cell', { name: '$42,000' })).toHaveClass('num')
    expect(screen.getByText('1 listing')).toHaveAttribute('aria-live', 'polite')
  })

  it('says the empty sentence instead of an empty table; a visible caption shows', () => {
    const { rerender } = render(
      <DataTable label="Refused rows" empty="No errors." columns={['Row']} rows={0}>
        {null}
      </DataTable>,
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('No errors.')).toBeInTheDocument()
    rerender(
      <DataTable
        label="Refused rows"
        empty="No errors."
        columns={['Row']}
        rows={1}
        caption="visible"
      >
        <tr>
          <td>2</td>
        </tr>
      </DataTable>,
    )
    expect(screen.getByRole('table').querySelector('caption')).not.toHaveClass('visually-hidden')
  })
})

describe('PagedTable', () => {
  it('counts its rows from the page and links the pages, capped at maxPage', () => {
    render(
      <PagedTable
        locale="en"
        list={{ totalCount: 500, pageSize: 50, nodes: [1] }}
        page={1}
        maxPage={3}
        href={(p) => `/admin/equipment?page=${p}`}
        label="Listings"
        empty="Nothing matches."
        columns={['Machine']}
      >
        <tr>
          <td>Deere 310</td>
        </tr>
      </PagedTable>,
    )
    expect(screen.getByRole('table', { name: 'Listings' })).toBeInTheDocument()
    const pages = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(pages).toContain('/admin/equipment?page=3')
    expect(pages).not.toContain('/admin/equipment?page=4')
  })
})

describe('DataTable sortable columns (issue 36)', () => {
  it('a sortable header is a link; only the sorted one has aria-sort, its arrow hidden', () => {
    render(
      <DataTable
        label="Listings"
        empty="Nothing matches."
        columns={[
          'Machine',
          {
            label: 'Price',
            numeric: true,
            sort: { href: '?sort=price_asc', direction: 'descending' },
          },
          { label: 'Badge', sort: { href: '?sort=badge_asc', direction: null } },
        ]}
        rows={1}
      >
        <tr>
          <td>Deere 310</td>
          <NumCell>$42,000</NumCell>
          <td>Demo</td>
        </tr>
      </DataTable>,
    )
    const price = screen.getByRole('columnheader', { name: 'Price' })
    expect(price).toHaveAttribute('aria-sort', 'descending')
    expect(price).toHaveClass('num')
    expect(within(price).getByRole('link', { name: 'Price' })).toHaveAttribute(
      'href',
      '?sort=price_asc',
    )
    expect(price.querySelector('[aria-hidden="true"]')).toHaveTextContent('▼')
    const badge = screen.getByRole('columnheader', { name: 'Badge' })
    expect(badge).not.toHaveAttribute('aria-sort')
    expect(badge).not.toHaveClass('num')
    expect(within(badge).getByRole('link', { name: 'Badge' })).toHaveAttribute(
      'href',
      '?sort=badge_asc',
    )
    expect(
      within(screen.getByRole('columnheader', { name: 'Machine' })).queryByRole('link'),
    ).toBeNull()
  })
})
