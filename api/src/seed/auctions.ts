import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { auctionLots, auctions, listings, makes, type NewAuction } from '../db/schema'
import { DAY_MS } from './as-of'
import { seedAuctionBidding } from './auction-bidding'
import { seedDemoBidders, writeOnlineAuction } from './auction-bidding-rows'

/**
 * A SAMPLE auction calendar (docs: api/src/seed/README.md): the group's real sale dates are not
 * in this repository, so the demo shows seven auctions placed around the seed's as-of day (two
 * past, one online auction open, four upcoming), at yards in real cities, with lots drawn from the
 * demo inventory: the upcoming and open sales offer machines for sale on the marketplace, the past
 * onsite sale machines since sold, the past online auction the machines its bidding sold.
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
  /**
   * Where the lots' machines come from: `sold` (a past onsite sale: machines since sold) or
   * `available` (machines for sale; a past online auction's bidding sells some of them).
   */
  pool: 'sold' | 'available'
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
    pool: 'sold',
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
    pool: 'available',
    lots: 24,
  },
  {
    slug: 'online-equipment-week',
    nameEn: 'Online Equipment Week Auction',
    nameEs: 'Subasta en línea: semana del equipo',
    format: 'online',
    offsetDays: -3,
    days: 7,
    timeZone: 'America/Chicago',
    venue: null,
    city: 'Kansas City',
    state: 'MO',
    pool: 'available',
    lots: 20,
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
    pool: 'available',
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
    pool: 'available',
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
    pool: 'available',
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
    pool: 'available',
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

type Kind = 'past' | 'open' | 'upcoming'

/** Past, open or upcoming on the as-of day (an open auction started before it, ends after). */
const kindOf = (a: SampleAuction): Kind =>
  a.offsetDays >= 0 ? 'upcoming' : a.offsetDays + a.days > 0 ? 'open' : 'past'

/** Upcoming sales take the first machines for sale, then the open one, then the past one. */
const TAKE_ORDER: Record<Kind, number> = { upcoming: 0, open: 1, past: 2 }

async function machines(database: Database, status: 'available' | 'sold', count: number) {
  const rows = await database.db
    .select({
      id: listings.id,
      year: listings.year,
      make: makes.name,
      model: listings.model,
      advertisedPriceCents: listings.advertisedPriceCents,
      floorPriceCents: listings.floorPriceCents,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .where(and(eq(listings.status, status), eq(listings.isPartnerSeller, false)))
    .orderBy(asc(listings.id))
    .limit(count)
  return rows.map((m) => ({ ...m, title: `${m.year} ${m.make} ${m.model}` }))
}

type Machine = Awaited<ReturnType<typeof machines>>[number]

/**
 * Replace the calendar with the sample (after the inventory, whose listings the lots point at).
 * Each auction takes its own machines, in id order, each machine in one lot only: the same
 * inventory gives the same lots. Onsite lots are numbered from 101 as a sale's catalogue is;
 * online lots from 1, with their bidding (`auction-bidding.ts`): the open auction's bids so far,
 * the past one's bids and results (its sold machines become sold, at the hammer price, as the
 * closing job sells them), the upcoming ones' terms.
 */
export async function seedAuctions(
  database: Database,
  opts: { asOf: Date; seed?: number },
): Promise<number> {
  const rows = sampleAuctions(opts.asOf)
  const need = (pool: SampleAuction['pool']) =>
    SAMPLE.filter((a) => a.pool === pool).reduce((n, a) => n + a.lots, 0)
  const [sold, available] = await Promise.all([
    machines(database, 'sold', need('sold')),
    machines(database, 'available', need('available')),
  ])
  const chosen = new Map<string, Machine[]>()
  const take = { sold: 0, available: 0 }
  for (const a of [...SAMPLE].sort((x, y) => TAKE_ORDER[kindOf(x)] - TAKE_ORDER[kindOf(y)])) {
    const pool = a.pool === 'sold' ? sold : available
    chosen.set(a.slug, pool.slice(take[a.pool], take[a.pool] + a.lots))
    take[a.pool] += a.lots
  }
  await database.db.transaction(async (tx) => {
    await tx.delete(auctions)
    const inserted = await tx.insert(auctions).values(rows).returning()
    if (SAMPLE.some((a) => a.format === 'online')) await seedDemoBidders(tx, opts.asOf)
    for (const a of SAMPLE) {
      const auction = inserted.find((r) => r.slug === a.slug)!
      const lots = chosen.get(a.slug)!
      if (!lots.length) continue
      if (a.format === 'online') {
        const kind = kindOf(a)
        const seeded = seedAuctionBidding(auction, lots, {
          seed: opts.seed ?? 42,
          kind,
          bidsUntilMs: opts.asOf.getTime(),
        })
        await writeOnlineAuction(tx, auction, seeded, kind)
        continue
      }
      await tx.insert(auctionLots).values(
        lots.map((m, i) => ({
          auctionId: auction.id,
          lotNumber: 101 + i,
          title: m.title,
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
