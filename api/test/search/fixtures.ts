import { and, eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { categories, priceHistory, subcategories, type NewListing } from '../../src/db/schema'
import { ensureCatalog, insertListing, insertSeller } from '../factories'

/**
 * Hand-pinned inventory for search tests, made with the shared factories (realistic rows, real
 * models, images, serials) with every attribute a test asserts on overridden.
 */
export interface FixtureListing {
  stock: string
  make: string
  category: string
  model: string
  year: number
  priceUsd: number
  originalUsd?: number
  reducedDaysAgo?: number
  hours?: number | null
  miles?: number | null
  zip?: string
  lat?: number
  lng?: number
  city?: string
  state?: string
  status?: NewListing['status']
  flair?: NewListing['flair']
  partner?: boolean
  warranty?: boolean
  inspected?: boolean
  condition?: NewListing['condition']
  listedDaysAgo?: number
  specs?: Record<string, number>
  subcategory?: string
}

export const NOW = new Date('2026-03-01T12:00:00Z')
const DAY = 86_400_000

export interface FixtureSellers {
  standardSellerId: number
  partnerSellerId: number
}

export async function loadFixtureCatalog(database: Database): Promise<FixtureSellers> {
  await ensureCatalog(database)
  const standard = await insertSeller(database, {
    name: 'Ironyard',
    kind: 'standard',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  })
  const partner = await insertSeller(database, {
    name: 'Partner Equipment Co',
    kind: 'partner',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
  })
  return { standardSellerId: standard.id, partnerSellerId: partner.id }
}

export async function insertListings(
  database: Database,
  sellersIds: FixtureSellers,
  items: FixtureListing[],
  now: Date = NOW,
): Promise<Map<string, number>> {
  const { db } = database
  const ids = new Map<string, number>()
  for (const it of items) {
    const [cat] = await db.select().from(categories).where(eq(categories.slug, it.category))
    let subId: number | null = null
    if (it.subcategory) {
      const [sub] = await db
        .select()
        .from(subcategories)
        .where(and(eq(subcategories.slug, it.subcategory), eq(subcategories.categoryId, cat.id)))
      subId = sub.id
    }
    const listedAt = new Date(now.getTime() - (it.listedDaysAgo ?? 10) * DAY)
    const original = (it.originalUsd ?? it.priceUsd) * 100
    const price = it.priceUsd * 100
    const city = it.city ?? 'Austin'
    const state = it.state ?? 'TX'
    const zip = it.zip ?? '78701'
    const reducedAt =
      it.reducedDaysAgo !== undefined ? new Date(now.getTime() - it.reducedDaysAgo * DAY) : null
    const row = await insertListing(database, {
      makeSlug: it.make,
      categorySlug: it.category,
      withInspection: it.inspected ?? false,
      stockNumber: it.stock,
      year: it.year,
      model: it.model,
      taxonomizedSubCategoryId: subId,
      serialNumber: `SN-${it.stock}`,
      hours: it.hours === undefined ? 3000 : it.hours,
      miles: it.miles === undefined ? null : it.miles,
      advertisedPriceCents: price,
      originalPriceCents: original,
      floorPriceCents: Math.round(price * 0.8),
      lat: it.lat ?? 30.2713,
      lng: it.lng ?? -97.7426,
      address: `100 Yard Rd, ${city}, ${state} ${zip}`,
      placeId: `place-${it.stock}`,
      shortAddress: `${city}, ${state}`,
      city,
      state,
      zip,
      sellerId: it.partner ? sellersIds.partnerSellerId : sellersIds.standardSellerId,
      flair: it.flair ?? 'NotSet',
      isPartnerSeller: it.partner ?? false,
      hasWarranty: it.warranty ?? false,
      condition: it.condition ?? 'Good',
      status: it.status ?? 'available',
      soldAt: it.status === 'sold' ? new Date(now.getTime() - DAY) : null,
      specs: it.specs ?? {},
      priceReducedAt: reducedAt,
      listedAt,
      createdAt: listedAt,
    })
    ids.set(it.stock, row.id)
    // The price history these prices tell (the factory's follows its own generated prices).
    await db.delete(priceHistory).where(eq(priceHistory.listingId, row.id))
    await db.insert(priceHistory).values({
      listingId: row.id,
      priceCents: original,
      reason: 'listed',
      changedAt: listedAt,
    })
    if (price !== original) {
      await db.insert(priceHistory).values({
        listingId: row.id,
        priceCents: price,
        reason: price < original ? 'reduced' : 'increased',
        changedAt: reducedAt ?? now,
      })
    }
  }
  return ids
}

const AUSTIN = { zip: '78701', lat: 30.2713, lng: -97.7426, city: 'Austin', state: 'TX' }
const SAN_ANTONIO = { zip: '78205', lat: 29.4241, lng: -98.4936, city: 'San Antonio', state: 'TX' }
const DALLAS = { zip: '75201', lat: 32.7876, lng: -96.7994, city: 'Dallas', state: 'TX' }
const HOUSTON = { zip: '77002', lat: 29.7566, lng: -95.3677, city: 'Houston', state: 'TX' }
const DENVER = { zip: '80202', lat: 39.7528, lng: -104.9992, city: 'Denver', state: 'CO' }
const PHOENIX = { zip: '85004', lat: 33.451, lng: -112.0682, city: 'Phoenix', state: 'AZ' }
const DES_MOINES = { zip: '50309', lat: 41.5868, lng: -93.625, city: 'Des Moines', state: 'IA' }

/**
 * The search test inventory. 10 listings are public and for sale (available or coming soon);
 * IY-1009 is sold and IY-1010 removed. Tests state their expectations from this table.
 */
export const SEARCH_FIXTURE: FixtureListing[] = [
  // stock     make           category               model        year  price   notes
  {
    stock: 'IY-1001',
    make: 'caterpillar',
    category: 'excavators',
    model: '320 GC',
    year: 2019,
    priceUsd: 150_000,
    originalUsd: 170_000,
    reducedDaysAgo: 3,
    hours: 3200,
    ...AUSTIN,
    flair: 'PriceReduced',
    inspected: true,
    condition: 'Great',
    listedDaysAgo: 3,
    specs: { operatingWeightLb: 48_000, netHp: 120 },
    subcategory: 'crawler-excavators',
  },
  {
    stock: 'IY-1002',
    make: 'caterpillar',
    category: 'excavators',
    model: '336',
    year: 2016,
    priceUsd: 95_000,
    hours: 8000,
    ...SAN_ANTONIO,
    warranty: true,
    condition: 'Good',
    listedDaysAgo: 20,
    specs: { operatingWeightLb: 80_000, netHp: 270 },
    subcategory: 'crawler-excavators',
  },
  {
    stock: 'IY-1003',
    make: 'john-deere',
    category: 'excavators',
    model: '350G',
    year: 2021,
    priceUsd: 210_000,
    hours: 1500,
    ...DALLAS,
    flair: 'WarrantyIncluded',
    warranty: true,
    inspected: true,
    condition: 'Excellent',
    listedDaysAgo: 45,
    specs: { operatingWeightLb: 78_000 },
    subcategory: 'wheeled-excavators',
  },
  {
    stock: 'IY-1004',
    make: 'komatsu',
    category: 'excavators',
    model: 'PC210LC-11',
    year: 2014,
    priceUsd: 48_000,
    hours: 11_000,
    ...DENVER,
    flair: 'AsIsWhereIs',
    partner: true,
    condition: 'Fair',
    listedDaysAgo: 100,
    specs: { operatingWeightLb: 52_000 },
  },
  {
    stock: 'IY-1005',
    make: 'caterpillar',
    category: 'wheel-loaders',
    model: '950M',
    year: 2020,
    priceUsd: 185_000,
    hours: 4000,
    ...AUSTIN,
    status: 'coming_soon',
    flair: 'ComingSoon',
    condition: 'Good',
    listedDaysAgo: 1,
    specs: { operatingWeightLb: 41_000, netHp: 250 },
  },
  {
    stock: 'IY-1006',
    make: 'bobcat',
    category: 'skid-steer-loaders',
    model: 'S770',
    year: 2022,
    priceUsd: 42_000,
    hours: 900,
    ...AUSTIN,
    flair: 'FreeShipping',
    inspected: true,
    condition: 'Excellent',
    listedDaysAgo: 5,
    specs: { ratedOperatingCapacityLb: 3350 },
  },
  {
    stock: 'IY-1007',
    make: 'bobcat',
    category: 'skid-steer-loaders',
    model: 'T770',
    year: 2018,
    priceUsd: 28_000,
    originalUsd: 33_000,
    reducedDaysAgo: 10,
    hours: 3500,
    ...HOUSTON,
    condition: 'Good',
    listedDaysAgo: 60,
  },
  {
    stock: 'IY-1008',
    make: 'freightliner',
    category: 'dump-trucks',
    model: '114SD',
    year: 2017,
    priceUsd: 78_000,
    hours: null,
    miles: 210_000,
    ...PHOENIX,
    flair: 'None',
    partner: true,
    condition: 'Good',
    listedDaysAgo: 200,
  },
  {
    stock: 'IY-1009',
    make: 'caterpillar',
    category: 'excavators',
    model: '320',
    year: 2012,
    priceUsd: 60_000,
    hours: 12_000,
    ...AUSTIN,
    status: 'sold',
    condition: 'Good',
    listedDaysAgo: 30,
  },
  {
    stock: 'IY-1010',
    make: 'caterpillar',
    category: 'excavators',
    model: '320',
    year: 2010,
    priceUsd: 55_000,
    hours: 14_000,
    ...AUSTIN,
    status: 'removed',
    listedDaysAgo: 40,
  },
  {
    stock: 'IY-1011',
    make: 'john-deere',
    category: 'tractors',
    model: '8R 410',
    year: 2020,
    priceUsd: 350_000,
    hours: 2000,
    ...DES_MOINES,
    condition: 'Good',
    listedDaysAgo: 300,
  },
  {
    stock: 'IY-1012',
    make: 'genie',
    category: 'lifts',
    model: 'S-65',
    year: 2015,
    priceUsd: 18_000,
    hours: 4200,
    ...AUSTIN,
    flair: 'Demo',
    condition: 'Poor',
    listedDaysAgo: 8,
  },
]

/** A database holding the catalogue and SEARCH_FIXTURE. */
export async function seedSearchFixture(database: Database): Promise<Map<string, number>> {
  const sellersIds = await loadFixtureCatalog(database)
  return insertListings(database, sellersIds, SEARCH_FIXTURE)
}
