import { render, screen, within } from '@testing-library/react'
import enAdmin from '@/i18n/locales/en/admin.json'
import enAuctions from '@/i18n/locales/en/admin-auctions.json'
import esAdmin from '@/i18n/locales/es/admin.json'
import esAuctions from '@/i18n/locales/es/admin-auctions.json'
import type { AdminListingsData } from './equipment-data'
import { EquipmentTable } from './EquipmentTable'

const node = (stockNumber: string, status: string) => ({
  stockNumber,
  title: `2019 Deere 310SL ${stockNumber}`,
  status,
  flair: status === 'sold' ? 'NotSet' : 'PriceReduced',
  advertisedPriceCents: 5_200_000,
  category: 'Backhoe',
  city: 'Austin',
  state: 'TX',
  updatedAt: '2026-11-02T00:00:00Z',
  daysOnMarket: status === 'sold' ? 1234 : 40,
  photoCount: status === 'sold' ? 0 : 3,
  inspectionCondition: status === 'sold' ? null : 'Great',
})

const data = {
  totalCount: 2,
  totalCapped: false,
  page: 1,
  pageSize: 50,
  nodes: [node('ACME-7', 'available'), node('ACME-8', 'sold')],
} as unknown as AdminListingsData

type Filter = Parameters<typeof EquipmentTable>[0]['filter']

const table = (
  locale: 'en' | 'es',
  console: 'admin' | 'partner' = 'admin',
  filter: Filter = { sort: 'updated', page: 1 },
) => render(<EquipmentTable locale={locale} console={console} filter={filter} data={data} />)

const header = (name: string) => screen.getByRole('columnheader', { name })

describe('the equipment table’s "Add to an auction" (issue 34)', () => {
  it('staff get it on each listing for sale: a link to the add-lot form with its stock number', () => {
    table('en')
    const grid = screen.getByRole('table', { name: enAdmin.equipment.tableLabel })
    expect(
      within(grid).getByRole('columnheader', { name: enAdmin.equipment.columns.actions }),
    ).toBeInTheDocument()
    const forSale = within(grid).getByRole('row', { name: /ACME-7/ })
    const add = within(forSale).getByRole('link', { name: 'Add to an auction: ACME-7' })
    expect(add).toHaveTextContent(enAuctions.equipment.addToAuction)
    expect(add).toHaveAttribute('href', '/admin/auctions?stock=ACME-7#add-to-auction')
    // A sold machine cannot go to auction: no action on its row.
    const sold = within(grid).getByRole('row', { name: /ACME-8/ })
    expect(within(sold).queryByRole('link', { name: /auction/i })).toBeNull()
  })

  it('in Spanish, to the Spanish console', () => {
    table('es')
    const add = screen.getByRole('link', { name: 'Añadir a una subasta: ACME-7' })
    expect(add).toHaveTextContent(esAuctions.equipment.addToAuction)
    expect(add).toHaveAttribute('href', '/es/admin/auctions?stock=ACME-7#add-to-auction')
    expect(
      screen.getByRole('columnheader', { name: esAdmin.equipment.columns.actions }),
    ).toBeInTheDocument()
  })

  it('a partner member’s table has no auction action (auctions are staff’s)', () => {
    table('en', 'partner')
    expect(
      screen.queryByRole('columnheader', { name: enAdmin.equipment.columns.actions }),
    ).toBeNull()
    expect(screen.queryByRole('link', { name: /Add to an auction/ })).toBeNull()
  })
})

describe('the equipment table sorts by its column headers (issue 36)', () => {
  const cols = enAdmin.equipment.columns

  it('each sortable header links its order; the sorted one says its direction', () => {
    table('en', 'admin', { q: 'cat 336', sort: 'days_desc', page: 3 })
    const days = header(cols.days)
    expect(days).toHaveAttribute('aria-sort', 'descending')
    // Clicking the sorted column turns it around, from page 1, with the same search.
    expect(within(days).getByRole('link', { name: cols.days })).toHaveAttribute(
      'href',
      '/admin/equipment?q=cat+336&sort=days_asc',
    )
    const price = header(cols.price)
    expect(price).not.toHaveAttribute('aria-sort')
    expect(within(price).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/equipment?q=cat+336&sort=price_desc',
    )
    expect(within(header(cols.badge)).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/equipment?q=cat+336&sort=badge_asc',
    )
    expect(within(header(cols.photos)).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/equipment?q=cat+336&sort=photos_desc',
    )
    expect(within(header(cols.inspection)).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/equipment?q=cat+336&sort=inspection_desc',
    )
    // Not every column sorts; only one header carries aria-sort.
    expect(within(header(cols.machine)).queryByRole('link')).toBeNull()
    expect(document.querySelectorAll('th[aria-sort]')).toHaveLength(1)
  })

  it('the default order is the Changed column, newest first; its link is reachable by keyboard', () => {
    table('en')
    const changed = header(cols.updated)
    expect(changed).toHaveAttribute('aria-sort', 'descending')
    const link = within(changed).getByRole('link', { name: cols.updated })
    expect(link).toHaveAttribute('href', '/admin/equipment?sort=updated_asc')
    link.focus()
    expect(link).toHaveFocus()
    // An unsorted column's first click: the most telling end (the most days on market).
    expect(within(header(cols.days)).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/equipment?sort=days_desc',
    )
  })

  it('shows the badge, days on market, photos and inspection of each row', () => {
    table('en')
    const row = screen.getByRole('row', { name: /ACME-7/ })
    expect(within(row).getByRole('cell', { name: 'Price reduced' })).toBeInTheDocument()
    expect(within(row).getByRole('cell', { name: '40' })).toBeInTheDocument()
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument()
    expect(within(row).getByRole('cell', { name: 'Great' })).toBeInTheDocument()
    const sold = screen.getByRole('row', { name: /ACME-8/ })
    expect(within(sold).getByRole('cell', { name: '1,234' })).toBeInTheDocument()
    expect(within(sold).getByRole('cell', { name: enAdmin.equipment.noInspection })).toBeVisible()
  })

  it('downloads the same filter and order as CSV, from its own console', () => {
    table('en', 'partner', { q: 'OPS-6225', sort: 'photos_desc', page: 2 })
    expect(screen.getByRole('link', { name: enAdmin.equipment.export })).toHaveAttribute(
      'href',
      '/partner/equipment/export?q=OPS-6225&sort=photos_desc',
    )
  })

  it('in Spanish', () => {
    table('es', 'admin', { sort: 'inspection_desc', page: 1 })
    const c = esAdmin.equipment.columns
    expect(header(c.inspection)).toHaveAttribute('aria-sort', 'descending')
    expect(within(header(c.days)).getByRole('link')).toHaveAttribute(
      'href',
      '/es/admin/equipment?sort=days_desc',
    )
    expect(screen.getByRole('link', { name: esAdmin.equipment.export })).toHaveAttribute(
      'href',
      '/es/admin/equipment/export?sort=inspection_desc',
    )
    const row = screen.getByRole('row', { name: /ACME-7/ })
    expect(within(row).getByRole('cell', { name: 'Muy buena' })).toBeInTheDocument()
  })
})
