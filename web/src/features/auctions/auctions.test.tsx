import { render, screen, within } from '@testing-library/react'
import { AuctionCalendar } from './AuctionCalendar'
import { AuctionView } from './AuctionView'
import {
  auctionDay,
  auctionWhen,
  auctionWhere,
  getAuction,
  getAuctionCalendar,
  icsPath,
  splitCalendar,
  type AuctionDetail,
  type AuctionSummary,
} from './auctions-data'

const asked: string[] = []
jest.mock('@/lib/api-client', () => ({
  gqlCached: async () => {
    throw new Error('a malformed slug must not reach the api')
  },
  gql: async (_doc: unknown, vars: { slug: string | null }) => {
    asked.push(String(vars.slug))
    return {
      auctionCalendar: vars.slug === 'known' || vars.slug === null ? 'BEGIN:VCALENDAR' : null,
    }
  },
}))

const base: AuctionSummary = {
  slug: 'phoenix-onsite-earthmoving',
  name: 'Phoenix Earthmoving Auction',
  description: 'Unreserved onsite auction.',
  format: 'onsite',
  startsAt: '2026-11-27T15:00:00.000Z',
  endsAt: '2026-11-28T00:00:00.000Z',
  timeZone: 'America/Phoenix',
  venue: 'Phoenix Yard, 4550 W Buckeye Rd',
  city: 'Phoenix',
  state: 'AZ',
  lotCount: 3,
  status: 'upcoming',
}

const online: AuctionSummary = {
  ...base,
  slug: 'online-trucks',
  name: 'Online Trucks',
  format: 'online',
  venue: null,
  startsAt: '2026-12-11T14:00:00.000Z',
  endsAt: '2026-12-15T02:00:00.000Z',
  timeZone: 'America/Chicago',
  lotCount: 1,
}
const past: AuctionSummary[] = [
  {
    ...base,
    slug: 'old-1',
    name: 'Old 1',
    startsAt: '2026-08-01T14:00:00.000Z',
    endsAt: '2026-08-02T00:00:00.000Z',
    status: 'past',
  },
  {
    ...base,
    slug: 'old-2',
    name: 'Old 2',
    startsAt: '2026-10-01T14:00:00.000Z',
    endsAt: '2026-10-02T00:00:00.000Z',
    status: 'past',
  },
]

describe('auction calendar data', () => {
  it('puts upcoming and live auctions soonest first, past ones most recent first', () => {
    const { upcoming, past: done } = splitCalendar([online, ...past, { ...base, status: 'live' }])
    expect(upcoming.map((a) => a.slug)).toEqual(['phoenix-onsite-earthmoving', 'online-trucks'])
    expect(done.map((a) => a.slug)).toEqual(['old-2', 'old-1'])
  })

  it("writes dates in the auction's own time zone, in the page language", () => {
    // 15:00 UTC is 8:00 in Phoenix (no daylight saving time).
    expect(auctionWhen(base, 'en')).toMatch(/^Fri, Nov 27, 2026, 8:00\sAM\s–\s5:00\sPM MST$/)
    expect(auctionDay(base, 'en')).toBe('Nov 27, 2026')
    expect(auctionDay(online, 'es')).toMatch(/11 dic 2026/)
  })

  it('says where: the yard and city of an onsite auction, the word for online', () => {
    expect(auctionWhere(base, 'Online bidding')).toBe(
      'Phoenix Yard, 4550 W Buckeye Rd, Phoenix, AZ',
    )
    expect(auctionWhere(online, 'Pujas en línea')).toBe('Pujas en línea')
  })

  it('names the calendar files: all auctions or one, Spanish under /es', () => {
    expect(icsPath('en')).toBe('/auctions/calendar.ics')
    expect(icsPath('es', 'online-trucks')).toBe('/es/auctions/online-trucks/calendar.ics')
  })

  it('never asks the api about a malformed slug', async () => {
    expect(await getAuction('../etc', 'en')).toBeNull()
    expect(await getAuctionCalendar('en', 'Bad Slug')).toBeNull()
    expect(await getAuctionCalendar('en', 'known')).toBe('BEGIN:VCALENDAR')
    expect(await getAuctionCalendar('es')).toBe('BEGIN:VCALENDAR')
    expect(asked).toEqual(['known', 'null'])
  })
})

describe('auction calendar pages', () => {
  it('lists upcoming and past auctions with date, place, format and lot count, and the .ics', () => {
    render(<AuctionCalendar locale="es" auctions={[online, base, ...past]} />)
    const upcoming = screen.getByTestId('upcoming-auctions')
    const card = within(upcoming).getAllByTestId('auction')[0]
    expect(within(card).getByRole('link', { name: base.name })).toHaveAttribute(
      'href',
      '/es/auctions/phoenix-onsite-earthmoving',
    )
    expect(within(card).getByText('Presencial')).toBeInTheDocument()
    expect(within(card).getByText('3 lotes')).toBeInTheDocument()
    expect(within(upcoming).getByText('Pujas en línea')).toBeInTheDocument()
    expect(within(upcoming).getByText('1 lote')).toBeInTheDocument()
    expect(within(screen.getByTestId('past-auctions')).getAllByText('Terminada')).toHaveLength(2)
    expect(
      screen.getByRole('link', { name: 'Agrega todas las subastas a tu calendario (.ics)' }),
    ).toHaveAttribute('href', '/es/auctions/calendar.ics')
  })

  it('shows an auction with its lots, linking those on the marketplace to their listing', () => {
    const detail: AuctionDetail = {
      ...base,
      lots: [
        {
          id: '1',
          status: 'unsold' as const,
          closesAt: null,
          startingBidCents: null,
          currentBidCents: null,
          bidCount: 0,
          lotNumber: 101,
          title: '2019 Caterpillar 320',
          listing: {
            stockNumber: '1234567',
            year: 2019,
            makeName: 'Caterpillar',
            model: '320',
            status: 'available',
          },
        },
        {
          id: '2',
          status: 'unsold' as const,
          closesAt: null,
          startingBidCents: null,
          currentBidCents: null,
          bidCount: 0,
          lotNumber: 102,
          title: '2015 Komatsu PC210',
          listing: {
            stockNumber: '7654321',
            year: 2015,
            makeName: 'Komatsu',
            model: 'PC210',
            status: 'sold',
          },
        },
        {
          id: '3',
          status: 'unsold' as const,
          closesAt: null,
          startingBidCents: null,
          currentBidCents: null,
          bidCount: 0,
          lotNumber: 900,
          title: 'Lot of 4 excavator buckets',
          listing: null,
        },
      ],
    }
    render(<AuctionView locale="en" auction={detail} />)
    const table = screen.getByTestId('auction-lots')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    expect(
      within(rows[0]).getByRole('link', { name: 'View machine: 2019 Caterpillar 320' }),
    ).toHaveAttribute('href', '/for-sale/2019-caterpillar-320-1234567')
    expect(within(rows[0]).getByText('(For sale)')).toBeInTheDocument()
    expect(within(rows[1]).getByText('(Sold)')).toBeInTheDocument()
    expect(within(rows[2]).queryByRole('link')).toBeNull()
    expect(within(rows[2]).getByText('Not listed on the marketplace')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/auctions/phoenix-onsite-earthmoving/calendar.ics',
    )
    // The scrolling table can be reached by keyboard.
    expect(
      screen.getByRole('region', { name: 'Lots of Phoenix Earthmoving Auction' }),
    ).toHaveAttribute('tabindex', '0')
  })
})
