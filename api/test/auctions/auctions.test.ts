import { eq } from 'drizzle-orm'
import { auctionLots, auctions } from '../../src/db/schema'
import { auctionStatus } from '../../src/services/auctions/list-auctions'
import { FIXED_AS_OF } from '../../src/seed/as-of'
import { sampleAuctions, seedAuctions, seedAuctionsIfEmpty } from '../../src/seed/auctions'
import { createTestApp, type TestApp } from '../helpers/app'
import { ensureCatalog, insertListing } from '../factories'

const FIELDS =
  'slug name description format startsAt endsAt timeZone venue city state lotCount status'

interface AuctionData {
  slug: string
  name: string
  format: string
  startsAt: string
  endsAt: string
  venue: string | null
  lotCount: number
  status: string
  lots?: Array<{
    lotNumber: number
    title: string
    listing: { stockNumber: string; status: string } | null
  }>
}

describe('auction calendar (issue 16, Missing 1)', () => {
  let t: TestApp
  const now = new Date(FIXED_AS_OF.getTime() + 3_600_000)
  const soldStock: string[] = []
  const availableStock: string[] = []

  beforeAll(async () => {
    t = await createTestApp({ now: () => now })
    await ensureCatalog(t.database)
    for (let i = 0; i < 3; i++) {
      availableStock.push(
        (await insertListing(t.database, { status: 'available', isPartnerSeller: false }))
          .stockNumber,
      )
      soldStock.push(
        (await insertListing(t.database, { status: 'sold', isPartnerSeller: false })).stockNumber,
      )
    }
    await seedAuctions(t.database, { asOf: FIXED_AS_OF })
    // A lot whose machine is not on the marketplace: no listing link.
    const [one] = await t.database.db
      .select({ id: auctions.id })
      .from(auctions)
      .where(eq(auctions.slug, 'phoenix-onsite-earthmoving'))
    await t.database.db
      .insert(auctionLots)
      .values({ auctionId: one.id, lotNumber: 900, title: 'Lot of 4 excavator buckets' })
  })
  afterAll(() => t.close())

  it('lists the sample calendar by start, past and upcoming, with formats and lot counts', async () => {
    const res = await t.gql<{ auctions: AuctionData[] }>(`{ auctions { ${FIELDS} } }`)
    expect(res.errors).toBeUndefined()
    const list = res.data!.auctions
    expect(list).toHaveLength(sampleAuctions(FIXED_AS_OF).length)
    const starts = list.map((a) => a.startsAt)
    expect(starts).toEqual([...starts].sort())
    expect(list.filter((a) => a.status === 'past')).toHaveLength(2)
    expect(list.filter((a) => a.status === 'upcoming')).toHaveLength(4)
    expect(new Set(list.map((a) => a.format))).toEqual(new Set(['online', 'onsite']))
    for (const a of list) expect(new Date(a.endsAt) > new Date(a.startsAt)).toBe(true)
    // Only 3 machines of each status exist: the first auction of each kind takes them.
    const phoenix = list.find((a) => a.slug === 'phoenix-onsite-earthmoving')!
    expect(phoenix).toMatchObject({ format: 'onsite', lotCount: 4 })
    expect(phoenix.venue).toContain('Phoenix Yard')
  })

  it('names the auction in the caller language', async () => {
    const res = await t.gql<{ auction: AuctionData }>(
      `{ auction(slug: "online-trucks-and-trailers") { name venue } }`,
      undefined,
      { 'x-locale': 'es' },
    )
    expect(res.data!.auction).toEqual({
      name: 'Subasta en línea de camiones y remolques',
      venue: null,
    })
  })

  it('answers one auction with its lots, linking lots to listings where they exist', async () => {
    const res = await t.gql<{ auction: AuctionData }>(
      `{ auction(slug: "phoenix-onsite-earthmoving") { ${FIELDS}
        lots { lotNumber title listing { stockNumber status } } } }`,
    )
    expect(res.errors).toBeUndefined()
    const lots = res.data!.auction.lots!
    expect(lots.map((l) => l.lotNumber)).toEqual([101, 102, 103, 900])
    expect(lots.slice(0, 3).map((l) => l.listing?.stockNumber)).toEqual(availableStock)
    expect(lots[0].listing!.status).toBe('available')
    expect(lots[3]).toEqual({ lotNumber: 900, title: 'Lot of 4 excavator buckets', listing: null })
    const past = await t.gql<{ auction: AuctionData }>(
      `{ auction(slug: "houston-onsite-spring") { status lots { listing { stockNumber status } } } }`,
    )
    expect(past.data!.auction.status).toBe('past')
    expect(past.data!.auction.lots!.map((l) => l.listing?.stockNumber)).toEqual(soldStock)
  })

  it('fills an empty calendar on start only: a calendar with auctions is left alone', async () => {
    expect(await seedAuctionsIfEmpty(t.database, FIXED_AS_OF)).toBe(false)
    const lots = await t.database.db.select().from(auctionLots)
    expect(lots.some((l) => l.lotNumber === 900)).toBe(true)
  })

  it('answers null for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-auction', 'Bad Slug', '../x', 'a'.repeat(300)]) {
      const res = await t.gql<{ auction: AuctionData | null }>(
        `query ($s: String!) { auction(slug: $s) { slug } auctionCalendar(slug: $s) }`,
        { s: slug },
      )
      expect(res.errors).toBeUndefined()
      expect(res.data).toEqual({ auction: null, auctionCalendar: null })
    }
  })

  it('gives the calendar as iCalendar text: all auctions, or one', async () => {
    const all = await t.gql<{ auctionCalendar: string }>(`{ auctionCalendar }`)
    const text = all.data!.auctionCalendar
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(sampleAuctions(FIXED_AS_OF).length)
    expect(text).toContain('UID:auction-phoenix-onsite-earthmoving@localhost\r\n')
    expect(text).toContain('X-WR-CALNAME:Ironyard auction calendar\r\n')
    expect(text).toContain('URL:http://localhost:8910/auctions/phoenix-onsite-earthmoving\r\n')
    const es = await t.gql<{ auctionCalendar: string }>(
      `{ auctionCalendar(slug: "online-trucks-and-trailers") }`,
      undefined,
      { 'x-locale': 'es' },
    )
    const one = es.data!.auctionCalendar
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(one).toContain('SUMMARY:Subasta en línea de camiones y remolques\r\n')
    expect(one).toContain('LOCATION:Pujas en línea\r\n')
    expect(one).toContain('/es/auctions/online-trucks-and-trailers')
  })
})

describe('auctionStatus', () => {
  const a = { startsAt: new Date('2026-01-10T14:00Z'), endsAt: new Date('2026-01-11T00:00Z') }
  it('is upcoming before the start, live until the end, past after', () => {
    expect(auctionStatus(a, new Date('2026-01-10T13:59Z'))).toBe('upcoming')
    expect(auctionStatus(a, new Date('2026-01-10T14:00Z'))).toBe('live')
    expect(auctionStatus(a, new Date('2026-01-11T00:00Z'))).toBe('past')
  })
})
