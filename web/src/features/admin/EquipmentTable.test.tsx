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
  flair: null,
  advertisedPriceCents: 5_200_000,
  category: 'Backhoe',
  city: 'Austin',
  state: 'TX',
  updatedAt: '2026-11-02T00:00:00Z',
})

const data = {
  totalCount: 2,
  totalCapped: false,
  page: 1,
  pageSize: 50,
  nodes: [node('ACME-7', 'available'), node('ACME-8', 'sold')],
} as unknown as AdminListingsData

const table = (locale: 'en' | 'es', console: 'admin' | 'partner' = 'admin') =>
  render(
    <EquipmentTable
      locale={locale}
      console={console}
      filter={{ sort: 'updated', page: 1 }}
      data={data}
    />,
  )

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
