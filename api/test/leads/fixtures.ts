import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { categories, completedSales, listings, makes, sellers } from '../../src/db/schema'
import { loadCatalog } from '../../src/services/catalog/load-catalog'

/** A catalogue and one excavator listing priced at $100,000 with a $90,000 floor. */
export async function seedLeadFixture(database: Database, stockNumber = '1000001') {
  await loadCatalog(database)
  const [cat] = await database.db.select().from(categories).where(eq(categories.slug, 'excavators'))
  const [make] = await database.db.select().from(makes).where(eq(makes.slug, 'caterpillar'))
  const [seller] = await database.db
    .insert(sellers)
    .values({
      name: 'Ironyard',
      kind: 'standard',
      street: '500 W 2nd St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    })
    .returning()
  const [listing] = await database.db
    .insert(listings)
    .values({
      stockNumber,
      year: 2018,
      makeId: make.id,
      model: '320',
      categoryId: cat.id,
      equipmentCategorySlug: 'excavators',
      hours: 4200,
      advertisedPriceCents: 100_000_00,
      originalPriceCents: 110_000_00,
      floorPriceCents: 90_000_00,
      lat: 30.2672,
      lng: -97.7431,
      address: '500 W 2nd St, Austin, TX 78701',
      placeId: 'zip:78701',
      shortAddress: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      sellerId: seller.id,
    })
    .returning()
  return { listing, make, category: cat }
}

export async function addComparableSales(
  database: Database,
  f: Awaited<ReturnType<typeof seedLeadFixture>>,
  pricesCents: number[],
  soldOn: string,
) {
  await database.db.insert(completedSales).values(
    pricesCents.map((priceCents) => ({
      makeId: f.make.id,
      model: '320',
      categoryId: f.category.id,
      year: 2018,
      hours: 4000,
      priceCents,
      soldOn,
      channel: 'auction' as const,
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      lat: 32.78,
      lng: -96.8,
    })),
  )
}

let counter = 0
/** A fresh idempotency key per form render. */
export const newKey = () =>
  `test-key-${Date.now().toString(36)}-${(counter++).toString(36).padStart(6, '0')}`

export const buyer = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '+1 512 555 0100',
}
