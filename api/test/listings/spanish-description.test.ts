import { eq, sql } from 'drizzle-orm'
import { listings } from '../../src/db/schema'
import {
  closingRemarkOf,
  describeListing,
  fillSpanishDescriptions,
  type DescriptionFacts,
} from '../../src/services/listings/listing-description'
import { createAccountApp, createUser, type AccountTestApp } from '../account/helpers'
import { ensureCatalog, insertListing } from '../factories'

const facts: DescriptionFacts = {
  year: 2016,
  makeName: 'Caterpillar',
  model: '320',
  singular: { en: 'Excavator', es: 'Excavadora' },
  hours: 5200,
  miles: null,
  condition: 'Good',
  emissionTier: 'Tier 4',
  specs: { operatingWeightLb: 52_000 },
  city: 'Austin',
  state: 'TX',
  inspected: true,
  closing: 1,
}

describe('Spanish listing descriptions (issue 16, defect 7)', () => {
  it('are written from the same facts as the English one', () => {
    expect(describeListing(facts, 'en')).toBe(
      '2016 Caterpillar 320 excavator with 5,200 hours, in good condition. Key specs: ' +
        'operating weight 52,000 lb. EPA Tier 4 Final engine. Runs and operates as it should. ' +
        'Includes a 150-point inspection report. Located in Austin, TX.',
    )
    expect(describeListing(facts, 'es')).toBe(
      'Excavadora Caterpillar 320 del 2016 con 5,200 horas, en buen estado. Especificaciones ' +
        'clave: peso operativo 52,000 lb. Motor EPA Tier 4 Final. Arranca y opera como debe. ' +
        'Incluye un informe de inspección de 150 puntos. Ubicación: Austin, TX.',
    )
    expect(closingRemarkOf(describeListing(facts, 'en'))).toBe(1)
    expect(
      describeListing({ ...facts, hours: null, condition: null, inspected: false }, 'es'),
    ).toMatch(/^Excavadora Caterpillar 320 del 2016 sin horómetro \(remolque\)\. /)
  })

  describe('stored and shown', () => {
    let t: AccountTestApp
    beforeAll(async () => {
      t = await createAccountApp()
      await ensureCatalog(t.database)
    })
    afterAll(() => t.close())

    it('the seed writes both descriptions of every listing', async () => {
      const l = await insertListing(t.database, { status: 'available' })
      expect(l.description).toBeTruthy()
      expect(l.descriptionEs).toBeTruthy()
      expect(l.descriptionEs).not.toBe(l.description)
      expect(l.descriptionEs).toContain(String(l.year))
    })

    it('backfills listings without one, keeps what staff wrote, and the /es page shows it', async () => {
      const older = await insertListing(t.database, { status: 'available', descriptionEs: null })
      const staff = await insertListing(t.database, {
        status: 'available',
        descriptionEs: 'Escrita por el equipo.',
      })
      const n = await fillSpanishDescriptions(t.database)
      expect(n).toBeGreaterThanOrEqual(1)
      const [filled] = await t.database.db.select().from(listings).where(eq(listings.id, older.id))
      expect(filled.descriptionEs).toMatch(/^\S+.* del \d{4} con /)
      // Same closing remark as the English description.
      expect(closingRemarkOf(filled.description)).not.toBeNull()
      const [kept] = await t.database.db.select().from(listings).where(eq(listings.id, staff.id))
      expect(kept.descriptionEs).toBe('Escrita por el equipo.')
      // Nothing left to fill: a second run writes nothing.
      expect(await fillSpanishDescriptions(t.database)).toBe(0)
      const [{ n: missing }] = await t.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM listings WHERE description_es IS NULL`,
      )
      expect(missing).toBe(0)

      const read = async (locale: string) =>
        (
          await t.gql<{ listing: { description: string } }>(
            'query ($s: String!) { listing(stockNumber: $s) { description } }',
            { s: older.stockNumber },
            { 'x-locale': locale },
          )
        ).data?.listing.description
      expect(await read('es')).toBe(filled.descriptionEs)
      expect(await read('en')).toBe(filled.description)
    })

    it('a listing staff create without a Spanish text gets one from its facts', async () => {
      const admin = await createUser(t.database, { email: 'desc-writer@example.com' })
      t.as({ ...admin, roles: ['admin'] })
      const res = await t.gql<{ createListing: { stockNumber: string } }>(
        `mutation ($input: CreateListingInput!) { createListing(input: $input) { stockNumber } }`,
        {
          input: {
            categorySlug: 'excavators',
            make: 'caterpillar',
            model: '320',
            year: 2019,
            hours: 4200,
            advertisedPriceCents: 15_500_000,
            zip: '78701',
            condition: 'Great',
            description: 'Clean machine, one owner.',
            idempotencyKey: 'desc-key-000000001',
          },
        },
      )
      expect(res.errors).toBeUndefined()
      const [row] = await t.database.db
        .select()
        .from(listings)
        .where(eq(listings.stockNumber, res.data!.createListing.stockNumber))
      expect(row.descriptionEs).toMatch(
        /^Excavadora Caterpillar 320 del 2019 con 4,200 horas, en muy buen estado\./,
      )
    })

    it('a Spanish page with an empty Spanish text shows the English one, said to be English (issue 36)', async () => {
      const l = await insertListing(t.database, { status: 'available' })
      const read = async (locale: string) =>
        (
          await t.gql<{ listing: { description: string; descriptionLanguage: string | null } }>(
            'query ($s: String!) { listing(stockNumber: $s) { description descriptionLanguage } }',
            { s: l.stockNumber },
            { 'x-locale': locale },
          )
        ).data?.listing
      expect(await read('es')).toEqual({ description: l.descriptionEs, descriptionLanguage: 'es' })
      expect(await read('en')).toEqual({ description: l.description, descriptionLanguage: 'en' })
      await t.database.db.update(listings).set({ descriptionEs: '  ' }).where(eq(listings.id, l.id))
      expect(await read('es')).toEqual({ description: l.description, descriptionLanguage: 'en' })
      await t.database.db
        .update(listings)
        .set({ description: null, descriptionEs: null })
        .where(eq(listings.id, l.id))
      expect(await read('es')).toEqual({ description: null, descriptionLanguage: null })
    })
  })
})
