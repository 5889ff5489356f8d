import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { auctionLots, auctions, listings, makes, type NewAuction } from '../db/schema'
import { DAY_MS } from './as-of'

/**
 * A SAMPLE auction calendar (docs: api/src/seed/README.md): the group's real sale dates are not
 * in this repository, so the demo shows six auctions placed around the seed's as-of day (two
 * past, four upcoming), at yards in real cities, with lots drawn from the demo inventory: the
 * upcoming sales offer machines for sale on the marketplace, the past ones machines since sold.
 */
interface SampleAuction {
  slug: string
  nameEn: string
  nameEs: string
  format: 'online' | 'onsite'
  /** Days from the as-of day to the first day. */
  offsetDays: number
  /** Days the auction runs (online: bidding open; onsite: sale days). */
  days: number
  timeZone: string
  venue: string | null
  city: string
  state: string
  lots: number
}

const SAMPLE: SampleAuction[] = [
  {
    slug: 'houston-onsite-spring',
    nameEn: 'Houston Onsite Equipment Auction',
    nameEs: 'Subasta presencial de equipo en Houston',
    format: 'onsite',
    offsetDays: -84,
    days: 2,
    timeZone: 'America/Chicago',
    venue: 'Houston Yard, 8900 N Sam Houston Pkwy E',
    city: 'Houston',
    state: 'TX',
    lots: 18,
  },
  {
    slug: 'national-online-construction',
    nameEn: 'National Online Construction Auction',
    nameEs: 'Subasta nacional en línea de construcción',
    format: 'online',
    offsetDays: -28,
    days: 5,
    timeZone: 'America/Chicago',
    venue: null,
    city: 'Austin',
    state: 'TX',
    lots: 24,
  },
  {
    slug: 'phoenix-onsite-earthmoving',
    nameEn: 'Phoenix Earthmoving Auction',
    nameEs: 'Subasta de movimiento de tierra en Phoenix',
    format: 'onsite',
    offsetDays: 12,
    days: 1,
    timeZone: 'America/Phoenix',
    venue: 'Phoenix Yard, 4550 W Buckeye Rd',
    city: 'Phoenix',
    state: 'AZ',
    lots: 16,
  },
  {
    slug: 'online-trucks-and-trailers',
    nameEn: 'Online Trucks and Trailers Auction',
    nameEs: 'Subasta en línea de camiones y remolques',
    format: 'online',
    offsetDays: 26,
    days: 4,
    timeZone: 'America/Chicago',
    venue: null,
    city: 'Dallas',
    state: 'TX',
    lots: 20,
  },
  {
    slug: 'atlanta-onsite-winter',
    nameEn: 'Atlanta Onsite Equipment Auction',
    nameEs: 'Subasta presencial de equipo en Atlanta',
    format: 'onsite',
    offsetDays: 47,
    days: 2,
    timeZone: 'America/New_York',
    venue: 'Atlanta Yard, 1200 Fulton Industrial Blvd SW',
    city: 'Atlanta',
    state: 'GA',
    lots: 22,
  },
  {
    slug: 'national-online-ag-and-forestry',
    nameEn: 'National Online Agriculture and Forestry Auction',
    nameEs: 'Subasta nacional en línea agrícola y forestal',
    format: 'online',
    offsetDays: 75,
    days: 5,
    timeZone: 'America/Chicago',
    venue: null,
    city: 'Austin',
    state: 'TX',
    lots: 14,
  },
]

const DESCRIPTION = {
  online: {
    en: 'Timed online auction: bid from anywhere during the bidding window; lots close one by one on the last day. Inspection reports and photos on every lot.',
    es: 'Subasta en línea por tiempo: puja desde cualquier lugar mientras la subasta está abierta; los lotes cierran uno a uno el último día. Informes de inspección y fotos en cada lote.',
  },
  onsite: {
    en: 'Unreserved onsite auction at the yard, with online bidding too. Machines can be inspected at the yard the week before the sale.',
    es: 'Subasta presencial sin reserva en el patio, también con pujas en línea. Las máquinas pueden inspeccionarse en el patio la semana anterior a la venta.',
  },
} as const

/** 8:00 in the auction's zone (Central, Mountain without DST, Eastern), as UTC hours. */
const START_HOUR_UTC: Record<string, number> = {
  'America/Chicago': 14,
  'America/Phoenix': 15,
  'America/New_York': 13,
}

/** The sample's rows for an as-of day (exported for the tests). */
export function sampleAuctions(asOf: Date): NewAuction[] {
  const day = Math.floor(asOf.getTime() / DAY_MS) * DAY_MS
  return SAMPLE.map((a) => {
    const startsAt = new Date(
      day + a.offsetDays * DAY_MS + (START_HOUR_UTC[a.timeZone] ?? 14) * 3_600_000,
    )
    // Onsite sales end in the afternoon of their last day; online bidding closes in the evening.
    const endsAt = new Date(
      startsAt.getTime() + (a.days - 1) * DAY_MS + (a.format === 'onsite' ? 9 : 12) * 3_600_000,
    )
    return {
      slug: a.slug,
      nameEn: a.nameEn,
      nameEs: a.nameEs,
      descriptionEn: DESCRIPTION[a.format].en,
      descriptionEs: DESCRIPTION[a.format].es,
      format: a.format,
      startsAt,
      endsAt,
      timeZone: a.timeZone,
      venue: a.venue,
      city: a.city,
      state: a.state,
      createdAt: asOf,
      updatedAt: asOf,
    }
  })
}

async function machines(database: Database, status: 'available' | 'sold', count: number) {
  return database.db
    .select({ id: listings.id, year: listings.year, make: makes.name, model: listings.model })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .where(and(eq(listings.status, status), eq(listings.isPartnerSeller, false)))
    .orderBy(asc(listings.id))
    .limit(count)
}

/**
 * Replace the calendar with the sample (after the inventory, whose listings the lots point at).
 * Each auction takes its own machines, in id order: the same inventory gives the same lots.
 */
export async function seedAuctions(database: Database, opts: { asOf: Date }): Promise<number> {
  const rows = sampleAuctions(opts.asOf)
  const past = SAMPLE.filter((a) => a.offsetDays < 0)
  const upcoming = SAMPLE.filter((a) => a.offsetDays >= 0)
  const [sold, available] = await Promise.all([
    machines(
      database,
      'sold',
      past.reduce((n, a) => n + a.lots, 0),
    ),
    machines(
      database,
      'available',
      upcoming.reduce((n, a) => n + a.lots, 0),
    ),
  ])
  const take = { sold: 0, available: 0 }
  await database.db.transaction(async (tx) => {
    await tx.delete(auctions)
    const inserted = await tx.insert(auctions).values(rows).returning({
      id: auctions.id,
      slug: auctions.slug,
    })
    for (const a of SAMPLE) {
      const id = inserted.find((r) => r.slug === a.slug)!.id
      const pool = a.offsetDays < 0 ? sold : available
      const key = a.offsetDays < 0 ? 'sold' : 'available'
      const chosen = pool.slice(take[key], take[key] + a.lots)
      take[key] += chosen.length
      if (!chosen.length) continue
      await tx.insert(auctionLots).values(
        chosen.map((m, i) => ({
          auctionId: id,
          lotNumber: 101 + i,
          title: `${m.year} ${m.make} ${m.model}`,
          listingId: m.id,
        })),
      )
    }
  })
  return rows.length
}

/**
 * Databases seeded before the calendar existed get the sample once, as of today: only an empty
 * calendar is filled, so staff's real auctions are never replaced. Not in production.
 */
export async function seedAuctionsIfEmpty(database: Database, asOf: Date): Promise<boolean> {
  const [any] = await database.db.select({ id: auctions.id }).from(auctions).limit(1)
  if (any) return false
  await seedAuctions(database, { asOf })
  return true
}
