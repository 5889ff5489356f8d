import { render, screen, within } from '@testing-library/react'
import esAdmin from '@/i18n/locales/es/admin.json'
import { WorkLists, type ConsoleWorkData } from './WorkLists'

const listing = (stockNumber: string, daysOnMarket: number | null = 12) => ({
  stockNumber,
  title: `2019 Caterpillar 336 ${stockNumber}`,
  status: 'available' as const,
  daysOnMarket,
  advertisedPriceCents: 10_000_000,
  updatedAt: '2026-11-20T15:00:00Z',
})
const none = { count: 0, nodes: [] }

const work: ConsoleWorkData = {
  drafts: { count: 7, nodes: [listing('IY-1', null)] },
  noPhotos: none,
  noInspection: { count: 1, nodes: [listing('IY-2')] },
  over60Days: { count: 1_204, nodes: [listing('IY-3', 93)] },
  reducedThisWeek: none,
  leadsOverdue: {
    count: 2,
    nodes: [
      {
        id: '41',
        type: 'buy_now',
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        stockNumber: 'IY-3',
        createdAt: '2026-11-18T10:00:00Z',
      },
    ],
  },
  lotsClosingToday: {
    count: 1,
    nodes: [
      {
        auctionSlug: 'texas-december',
        auctionName: 'Texas December sale',
        lotId: '9',
        lotNumber: 3,
        title: '2018 Deere 310SL',
        closesAt: '2026-11-20T18:00:00Z',
        stockNumber: null,
      },
    ],
  },
}

const card = (name: string) => screen.getByRole('region', { name })

describe('WorkLists: a dashboard that points at work (issue 36, point 9)', () => {
  it('links every count to its filtered table and every row to its record', () => {
    render(<WorkLists locale="en" console="admin" work={work} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Work to do' })).toBeVisible()
    const drafts = card('Drafts')
    expect(within(drafts).getByRole('link', { name: '7 drafts' })).toHaveAttribute(
      'href',
      '/admin/equipment?status=draft',
    )
    expect(within(drafts).getByRole('link', { name: 'IY-1' })).toHaveAttribute(
      'href',
      '/admin/equipment/IY-1',
    )
    const stale = card('On the market over 60 days')
    expect(
      within(stale).getByRole('link', { name: '1,204 listings over 60 days on the market' }),
    ).toHaveAttribute('href', '/admin/equipment?work=over_60_days&sort=days_desc')
    expect(stale).toHaveTextContent('93 days on the market')
    // An empty list still links its (empty) table and says so.
    const photos = card('No photos')
    expect(within(photos).getByRole('link', { name: '0 listings without photos' })).toHaveAttribute(
      'href',
      '/admin/equipment?work=no_photos',
    )
    expect(photos).toHaveTextContent('Every draft and listing on sale has photos.')
    const leads = card('Leads waiting over 24 hours')
    expect(
      within(leads).getByRole('link', { name: '2 leads waiting over 24 hours' }),
    ).toHaveAttribute('href', '/admin/leads?older=24&sort=oldest')
    expect(within(leads).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute(
      'href',
      '/admin/leads/41',
    )
    const lots = card('Auction lots closing today')
    expect(within(lots).getByRole('link', { name: 'Lot 3: 2018 Deere 310SL' })).toHaveAttribute(
      'href',
      '/admin/auctions/texas-december/lots/9',
    )
    expect(within(lots).getByRole('link', { name: '1 lot closing today' })).toHaveAttribute(
      'href',
      '/admin/auctions',
    )
  })

  it('in Spanish, in the partner console: its own tables, and a lot without a listing is named', () => {
    render(<WorkLists locale="es" console="partner" work={work} />)
    const drafts = card(esAdmin.dashboard.work.drafts.title)
    expect(within(drafts).getByRole('link', { name: '7 borradores' })).toHaveAttribute(
      'href',
      '/es/partner/equipment?status=draft',
    )
    const lots = card(esAdmin.dashboard.work.lotsClosingToday.title)
    expect(within(lots).queryAllByRole('link')).toEqual([])
    expect(lots).toHaveTextContent('Lote 3: 2018 Deere 310SL')
  })
})
