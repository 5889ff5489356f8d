import { sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../helpers/app'
import { NOW, seedSearchFixture } from './fixtures'

const LISTING = /* GraphQL */ `
  query Listing($stock: String!) {
    listing(stockNumber: $stock) {
      id
      stockNumber
      title
      year
      model
      serialNumber
      hours
      miles
      secondaryHours
      make {
        slug
        name
      }
      category {
        slug
        name
      }
      equipmentCategorySlug
      subcategory {
        slug
        name
      }
      taxonomizedSubCategoryId
      advertisedPriceCents
      originalPriceCents
      priceReduced
      priceHistory {
        priceCents
        reason
        changedAt
      }
      location {
        lat
        lng
        address
        placeId
        shortAddress
      }
      city
      state
      zip
      seller {
        name
        kind
        city
        state
      }
      labels {
        fleetAdvisor
        listingCompany
        listingSellerCompany
      }
      flair
      isPartnerSeller
      hasWarranty
      buyerProtection
      condition
      emissionTier
      agreementType
      status
      soldAt
      listedAt
      daysOnMarket
      specs {
        key
        label
        unit
        value
        higherIsBetter
      }
      images {
        url
        srcSet
        width
        height
        alt
        isIllustration
        sizes {
          width
          url
        }
      }
      videos {
        url
      }
      inspected
      inspection {
        overallCondition
        whatIsGreat
        whatNeedsWork
        inspector {
          name
          certifications
          certificationCount
          inspectionCount
          yearsOfExperience
        }
      }
    }
  }
`

describe('listing by stock number', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    await seedSearchFixture(t.database)
  }, 60_000)
  afterAll(() => t.close())

  const get = async (stock: string, headers?: Record<string, string>) => {
    const res = await t.gql<{ listing: Record<string, unknown> | null }>(
      LISTING,
      { stock },
      headers,
    )
    if (res.errors) throw new Error(JSON.stringify(res.errors))
    return res.data!.listing
  }

  it('answers every spec §3 field a buyer may see', async () => {
    const l = await get('IY-1001')
    expect(l).toMatchObject({
      stockNumber: 'IY-1001',
      title: '2019 Caterpillar 320 GC',
      year: 2019,
      model: '320 GC',
      serialNumber: 'SN-IY-1001',
      hours: 3200,
      miles: null,
      make: { slug: 'caterpillar', name: 'Caterpillar' },
      category: { slug: 'excavators', name: 'Excavator' },
      equipmentCategorySlug: 'excavators',
      subcategory: { slug: 'crawler-excavators', name: 'Crawler Excavators' },
      advertisedPriceCents: 15_000_000,
      originalPriceCents: 17_000_000,
      priceReduced: true,
      location: {
        lat: 30.2713,
        lng: -97.7426,
        placeId: 'place-IY-1001',
        shortAddress: 'Austin, TX',
      },
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      seller: { name: 'Ironyard', kind: 'standard', city: 'Austin', state: 'TX' },
      flair: 'PriceReduced',
      isPartnerSeller: false,
      buyerProtection: true,
      condition: 'Great',
      agreementType: 2,
      status: 'available',
      soldAt: null,
      daysOnMarket: 3,
      inspected: true,
    })
    const [ins] = await t.database.rows<{
      great: string[]
      work: string[]
      name: string
      certifications: string[]
      done: number
      years: number
    }>(sql`
      SELECT i.what_is_great_en AS great, i.what_needs_work_en AS work, r.name, r.certifications,
        r.inspections_done AS done, r.years_experience AS years
      FROM inspections i JOIN inspectors r ON r.id = i.inspector_id
      JOIN listings l ON l.id = i.listing_id WHERE l.stock_number = 'IY-1001'`)
    expect(ins.great.length).toBeGreaterThan(0)
    expect(l!.inspection).toEqual({
      overallCondition: 'Great',
      whatIsGreat: ins.great,
      whatNeedsWork: ins.work,
      inspector: {
        name: ins.name,
        certifications: ins.certifications,
        certificationCount: ins.certifications.length,
        inspectionCount: ins.done,
        yearsOfExperience: ins.years,
      },
    })
    expect(l!.priceHistory).toEqual([
      expect.objectContaining({ priceCents: 17_000_000, reason: 'listed' }),
      expect.objectContaining({ priceCents: 15_000_000, reason: 'reduced' }),
    ])
    // Compare (issue 37 point 8) marks more horsepower better; a weight is a size, not a merit.
    expect(l!.specs).toEqual([
      {
        key: 'operatingWeightLb',
        label: 'Operating weight',
        unit: 'lb',
        value: 48_000,
        higherIsBetter: false,
      },
      { key: 'netHp', label: 'Horsepower', unit: 'hp', value: 120, higherIsBetter: true },
    ])
    const stored = await t.database.rows<{ path: string }>(sql`
      SELECT i.path FROM listing_images i JOIN listings l ON l.id = i.listing_id
      WHERE l.stock_number = 'IY-1001' ORDER BY i.position`)
    const images = l!.images as Array<{ url: string; sizes: Array<{ width: number }> }>
    expect(images.map((i) => i.url)).toEqual(
      stored.map((i) => `http://localhost:8911/media/${i.path}-800.webp`),
    )
    expect(images[0].sizes.map((s) => s.width)).toEqual([400, 800, 1600])
  })

  it('never exposes the floor price', async () => {
    const res = await t.gql('{ listing(stockNumber: "IY-1001") { floorPriceCents } }')
    expect(res.status).toBe(400)
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    const body = JSON.stringify(await get('IY-1001'))
    // Floor of IY-1001 is 80% of $150,000.
    expect(body).not.toContain('12000000')
  })

  it('answers in Spanish', async () => {
    const l = await get('IY-1001', { 'x-locale': 'es' })
    expect(l).toMatchObject({
      category: { name: 'Excavadora' },
      subcategory: { name: 'Excavadoras de orugas' },
    })
    const [ins] = await t.database.rows<{ great: string[] }>(sql`
      SELECT i.what_is_great_es AS great FROM inspections i
      JOIN listings l ON l.id = i.listing_id WHERE l.stock_number = 'IY-1001'`)
    expect((l!.inspection as { whatIsGreat: string[] }).whatIsGreat).toEqual(ins.great)
    expect((l!.specs as Array<{ label: string }>)[0].label).toBe('Peso operativo')
  })

  it('finds the stock number in any case; null for unknown or removed listings', async () => {
    expect((await get('iy-1006'))?.stockNumber).toBe('IY-1006')
    expect(await get('IY-9999')).toBeNull()
    expect(await get('IY-1010')).toBeNull()
  })

  it('shows a sold machine with its sale date; partner inventory has no buyer protection', async () => {
    expect(await get('IY-1009')).toMatchObject({ status: 'sold', daysOnMarket: 29 })
    expect((await get('IY-1009'))!.soldAt).not.toBeNull()
    expect(await get('IY-1004')).toMatchObject({ isPartnerSeller: true, buyerProtection: false })
  })

  it('similar machines: same category, for sale, nearest in year, price and size', async () => {
    const res = await t.gql<{ similarListings: Array<{ stockNumber: string }> }>(
      '{ similarListings(stockNumber: "IY-1001", first: 5) { stockNumber } }',
    )
    expect(res.data?.similarListings.map((l) => l.stockNumber)).toEqual([
      'IY-1003',
      'IY-1002',
      'IY-1004',
    ])
    const none = await t.gql<{ similarListings: unknown[] }>(
      '{ similarListings(stockNumber: "IY-9999") { stockNumber } }',
    )
    expect(none.data?.similarListings).toEqual([])
  })
})
