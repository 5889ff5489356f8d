import { desc, eq } from 'drizzle-orm'
import { auditLog, inspectors, inspections, listings } from '../../../src/db/schema'
import { createAccountApp, createUser, type AccountTestApp } from '../../account/helpers'
import { insertListing } from '../../factories'
import { ensureInspectionPoints, inspectionInput, insertInspector, ratings, SAVE } from './helpers'

type Saved = {
  saveInspection: {
    stockNumber: string
    hasInspection: boolean
    changed: boolean
    inspection: Record<string, unknown> & { pointRatings: number[] }
  }
}

describe('inspection entry in the console (issue 14): save, replace, delete, with their effects', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database, { email: 'inspections@example.com' })
    await ensureInspectionPoints(t.database)
  })
  afterAll(() => t.close())
  beforeEach(() => t.as({ ...admin, roles: ['admin'] }))

  const save = (stockNumber: string, input: Record<string, unknown>) =>
    t.gql<Saved>(SAVE, { s: stockNumber, input })
  const listingRow = async (id: number) =>
    (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]
  const inspectorRow = async (id: number) =>
    (await t.database.db.select().from(inspectors).where(eq(inspectors.id, id)))[0]
  const audits = (stockNumber: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, stockNumber))
      .orderBy(desc(auditLog.id))
  const inspectedIn = async (priceCents: number) => {
    const res = await t.gql<{
      searchListings: {
        results: Array<{ stockNumber: string; inspected: boolean }>
        facets: { showOnly: Array<{ value: string; count: number }> }
      }
    }>(
      `{ searchListings(input: { priceMinCents: ${priceCents}, priceMaxCents: ${priceCents}, showOnly: [INSPECTED] }) {
          results { stockNumber inspected } facets { showOnly { value count } } } }`,
    )
    expect(res.errors).toBeUndefined()
    return res.data!.searchListings
  }

  it('the editor lists the 150 points by section and the inspectors; null before the first save', async () => {
    const l = await insertListing(t.database, { status: 'draft' })
    const inspector = await insertInspector(t.database, 'Aaron Editor')
    const res = await t.gql<{
      adminInspection: {
        stockNumber: string
        hasInspection: boolean
        inspection: unknown
        points: Array<{ position: number; section: string; sectionEs: string; nameEs: string }>
        inspectors: Array<{ id: number; name: string }>
      }
    }>(
      `query ($s: String!) { adminInspection(stockNumber: $s) { stockNumber hasInspection inspection { inspectorId }
         points { position section sectionEs nameEn nameEs } inspectors { id name inspectionsDone } } }`,
      { s: l.stockNumber.toLowerCase() },
    )
    expect(res.errors).toBeUndefined()
    const e = res.data!.adminInspection
    expect(e).toMatchObject({ stockNumber: l.stockNumber, hasInspection: false, inspection: null })
    expect(e.points.map((p) => p.position)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1))
    expect(e.points[0]).toMatchObject({ section: 'Walk-around and documentation' })
    expect(e.points[0].sectionEs).toBe('Revisión general y documentación')
    expect(e.inspectors.map((i) => i.id)).toContain(inspector.id)
    const none = await t.gql<{ adminInspection: unknown }>(
      `{ adminInspection(stockNumber: "NO-SUCH-1") { stockNumber } }`,
    )
    expect(none.data!.adminInspection).toBeNull()
  })

  it('saves a new inspection: stored, listing inspected, counted for the inspector, audited, public, searchable', async () => {
    const price = 12_345_600
    const l = await insertListing(t.database, { status: 'available', advertisedPriceCents: price })
    const inspector = await insertInspector(t.database)
    expect((await inspectedIn(price)).results).toEqual([])

    const res = await save(
      l.stockNumber,
      inspectionInput(inspector.id, {
        whatIsGreatEn: ['  Undercarriage at 80%  ', '', 'Fresh service at 4,000 hours'],
      }),
    )
    expect(res.errors).toBeUndefined()
    expect(res.data!.saveInspection).toMatchObject({
      stockNumber: l.stockNumber,
      hasInspection: true,
      changed: true,
      inspection: {
        inspectorId: inspector.id,
        inspectedOn: '2026-11-18',
        overallCondition: 'Great',
        // Trimmed, blank lines dropped.
        whatIsGreatEn: ['Undercarriage at 80%', 'Fresh service at 4,000 hours'],
        pointNotes: [{ position: 3, en: 'Leaking seal', es: 'Sello con fuga' }],
      },
    })
    const [stored] = await t.database.db
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, l.id))
    expect(stored.pointRatings).toEqual(ratings({ 1: 4, 2: -1, 3: 0 }))
    expect(stored.pointNotes).toEqual({ '3': { en: 'Leaking seal', es: 'Sello con fuga' } })
    const after = await listingRow(l.id)
    expect(after.hasInspection).toBe(true)
    expect(Number(after.changeSeq)).toBeGreaterThan(Number(l.changeSeq))
    expect((await inspectorRow(inspector.id)).inspectionsDone).toBe(11)

    const [entry] = await audits(l.stockNumber)
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: 'inspections@example.com',
      action: 'listing.inspection_save',
      entityType: 'listing',
      before: null,
      after: expect.objectContaining({
        created: true,
        changed: true,
        inspector: inspector.name,
        inspectedOn: '2026-11-18',
        ratings: { notApplicable: 1, Poor: 1, Fair: 0, Good: 147, Great: 0, Excellent: 1 },
        notesOn: [3],
      }),
    })
    // A summary, not the 150 numbers.
    expect(JSON.stringify(entry.after)).not.toContain('pointRatings')

    // The public listing page: inspected, with the summary in the reader's language.
    const page = await t.gql<{
      listing: {
        inspected: boolean
        inspection: {
          overallCondition: string
          whatIsGreat: string[]
          whatNeedsWork: string[]
          inspector: { name: string; inspectionCount: number }
        }
      }
    }>(
      `query ($s: String!) { listing(stockNumber: $s) { inspected inspection { overallCondition whatIsGreat whatNeedsWork inspector { name inspectionCount } } } }`,
      { s: l.stockNumber },
      { 'accept-language': 'es' },
    )
    expect(page.errors).toBeUndefined()
    expect(page.data!.listing).toEqual({
      inspected: true,
      inspection: {
        overallCondition: 'Great',
        whatIsGreat: ['Tren de rodaje al 80%', 'Servicio reciente a las 4,000 horas'],
        whatNeedsWork: ['Espejo izquierdo roto'],
        inspector: { name: inspector.name, inspectionCount: 11 },
      },
    })
    // The detailed report (signed-in visitors): the ratings and notes by point.
    const report = await t.gql<{
      inspectionReport: {
        sections: Array<{
          points: Array<{ position: number; rating: string | null; note: string | null }>
        }>
      }
    }>(
      `query ($s: String!) { inspectionReport(stockNumber: $s) { sections { points { position rating note } } } }`,
      { s: l.stockNumber },
    )
    expect(report.errors).toBeUndefined()
    const points = report.data!.inspectionReport.sections.flatMap((s) => s.points)
    expect(points).toHaveLength(150)
    expect(points.slice(0, 4)).toEqual([
      { position: 1, rating: 'Excellent', note: null },
      { position: 2, rating: null, note: null },
      { position: 3, rating: 'Poor', note: 'Leaking seal' },
      { position: 4, rating: 'Good', note: null },
    ])

    // Search's "inspected" filter and facet pick it up (the index follows change_seq).
    const found = await inspectedIn(price)
    expect(found.results).toEqual([{ stockNumber: l.stockNumber, inspected: true }])
    expect(found.facets.showOnly).toContainEqual(
      expect.objectContaining({ value: 'INSPECTED', count: 1 }),
    )
  })

  it('replaces the inspection in place; the same save twice changes nothing but the audit', async () => {
    const l = await insertListing(t.database, { status: 'available' })
    const first = await insertInspector(t.database)
    const second = await insertInspector(t.database)
    const created = await save(l.stockNumber, inspectionInput(first.id))
    expect(created.errors).toBeUndefined()
    const [original] = await t.database.db
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, l.id))

    const replaced = await save(
      l.stockNumber,
      inspectionInput(second.id, {
        overallCondition: 'Good',
        whatNeedsWorkEn: [],
        whatNeedsWorkEs: [],
        pointRatings: ratings({ 1: 4, 2: -1, 3: 3, 150: 1 }),
        pointNotes: [],
      }),
    )
    expect(replaced.errors).toBeUndefined()
    expect(replaced.data!.saveInspection).toMatchObject({
      changed: true,
      inspection: {
        inspectorId: second.id,
        overallCondition: 'Good',
        whatNeedsWorkEn: [],
        pointNotes: [],
      },
    })
    const rows = await t.database.db
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, l.id))
    expect(rows).toHaveLength(1)
    // The same row (its documents stay attached).
    expect(rows[0].id).toBe(original.id)
    expect(rows[0].pointNotes).toEqual({})
    // The credit moves from the first inspector to the second.
    expect((await inspectorRow(first.id)).inspectionsDone).toBe(10)
    expect((await inspectorRow(second.id)).inspectionsDone).toBe(11)
    const [entry] = await audits(l.stockNumber)
    expect(entry.before).toMatchObject({
      inspectorId: first.id,
      overallCondition: 'Great',
      notesOn: [3],
    })
    expect(entry.after).toMatchObject({
      inspectorId: second.id,
      overallCondition: 'Good',
      created: false,
      changed: true,
      pointsChanged: 2,
      changedPoints: [
        { position: 3, from: 0, to: 3 },
        { position: 150, from: 2, to: 1 },
      ],
    })

    const seqBefore = (await listingRow(l.id)).changeSeq
    const again = await save(
      l.stockNumber,
      inspectionInput(second.id, {
        overallCondition: 'Good',
        whatNeedsWorkEn: [],
        whatNeedsWorkEs: [],
        pointRatings: ratings({ 1: 4, 2: -1, 3: 3, 150: 1 }),
        pointNotes: [{ position: 9, en: ' ', es: '' }],
      }),
    )
    expect(again.errors).toBeUndefined()
    expect(again.data!.saveInspection.changed).toBe(false)
    expect((await listingRow(l.id)).changeSeq).toBe(seqBefore)
    expect((await inspectorRow(second.id)).inspectionsDone).toBe(11)
    const entries = await audits(l.stockNumber)
    expect(entries).toHaveLength(3)
    expect(entries[0].after).toMatchObject({ changed: false, pointsChanged: 0 })
  })

  it('deletes the inspection: not inspected, gone from the report and the filter, audited', async () => {
    const price = 23_456_700
    const l = await insertListing(t.database, { status: 'available', advertisedPriceCents: price })
    const inspector = await insertInspector(t.database)
    expect((await save(l.stockNumber, inspectionInput(inspector.id))).errors).toBeUndefined()
    expect((await inspectedIn(price)).results).toHaveLength(1)

    const del = await t.gql<{ deleteInspection: Record<string, unknown> }>(
      `mutation ($s: String!) { deleteInspection(stockNumber: $s) { stockNumber hasInspection changed inspection { inspectorId } } }`,
      { s: l.stockNumber },
    )
    expect(del.errors).toBeUndefined()
    expect(del.data!.deleteInspection).toEqual({
      stockNumber: l.stockNumber,
      hasInspection: false,
      changed: true,
      inspection: null,
    })
    expect(
      await t.database.db.select().from(inspections).where(eq(inspections.listingId, l.id)),
    ).toEqual([])
    expect((await listingRow(l.id)).hasInspection).toBe(false)
    expect((await inspectorRow(inspector.id)).inspectionsDone).toBe(10)
    const [entry] = await audits(l.stockNumber)
    expect(entry).toMatchObject({
      action: 'listing.inspection_delete',
      before: expect.objectContaining({ inspectorId: inspector.id, overallCondition: 'Great' }),
      after: null,
    })
    expect((await inspectedIn(price)).results).toEqual([])
    const report = await t.gql<{ inspectionReport: unknown }>(
      `query ($s: String!) { inspectionReport(stockNumber: $s) { stockNumber } }`,
      { s: l.stockNumber },
    )
    expect(report.data!.inspectionReport).toBeNull()

    // Nothing left to delete: NOT_FOUND, in the caller's language.
    const again = await t.gql(
      `mutation ($s: String!) { deleteInspection(stockNumber: $s) { stockNumber } }`,
      { s: l.stockNumber },
      { 'accept-language': 'es' },
    )
    expect(again.errors?.[0]).toMatchObject({
      message: `La publicación ${l.stockNumber} no tiene inspección`,
      extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
    })
  })

  it('a listing nobody has answers NOT_FOUND', async () => {
    const inspector = await insertInspector(t.database)
    const res = await save('NO-SUCH-2', inspectionInput(inspector.id))
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND')
  })
})
