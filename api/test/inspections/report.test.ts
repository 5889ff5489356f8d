import { eq } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { inspectionDocuments, inspections, listingViews } from '../../src/db/schema'
import { INSPECTION_DOCUMENT_KINDS } from '../../src/db/schema/enums'
import { insertListing } from '../factories'
import { createTestApp, type TestApp } from '../helpers/app'

const user: CurrentUser = {
  id: 'user-test-1',
  email: 'buyer@example.com',
  firstName: 'Ana',
  lastName: 'G',
  roles: [],
  sessionId: 's1',
}
const REPORT = /* GraphQL */ `
  query ($s: String!) {
    inspectionReport(stockNumber: $s) {
      stockNumber
      overallCondition
      pointCount
      whatIsGreat
      inspector {
        name
        certificationCount
      }
      sections {
        name
        rated
        averageRating
        points {
          position
          name
          rating
          note
        }
      }
      documents {
        id
        kind
        title
        url
      }
    }
  }
`
type Report = {
  inspectionReport: {
    pointCount: number
    sections: Array<{
      name: string
      rated: number
      points: Array<{ position: number; rating: string | null }>
    }>
    documents: Array<{ id: number; kind: string; title: string; url: string }>
  } | null
}

describe('the detailed inspection report and its documents', () => {
  let anon: TestApp
  let signedIn: TestApp
  let stock: string
  let plain: string
  beforeAll(async () => {
    anon = await createTestApp()
    signedIn = await createTestApp({
      database: anon.database,
      authenticate: () => Promise.resolve(user),
    })
    const inspected = await insertListing(anon.database, {
      categorySlug: 'excavators',
      withInspection: true,
    })
    stock = inspected.stockNumber
    plain = (
      await insertListing(anon.database, { categorySlug: 'excavators', withInspection: false })
    ).stockNumber
    // Every one of the 11 document kinds on file for this machine.
    const [insp] = await anon.database.db
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, inspected.id))
    await anon.database.db
      .delete(inspectionDocuments)
      .where(eq(inspectionDocuments.inspectionId, insp.id))
    await anon.database.db.insert(inspectionDocuments).values(
      INSPECTION_DOCUMENT_KINDS.map((kind) => ({
        inspectionId: insp.id,
        kind,
        title: `Doc: ${inspected.year} ${inspected.model}`,
        pages: 2,
      })),
    )
  })
  afterAll(async () => {
    await signedIn.app.close()
    await anon.close()
  })

  it('is locked for anonymous visitors (UNAUTHENTICATED, 401)', async () => {
    const res = await anon.gql(REPORT, { s: stock })
    expect(res.status).toBe(401)
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    expect(res.data?.inspectionReport ?? null).toBeNull()
  })

  it('unlocks when signed in: 150 points by section, with the 11 documents', async () => {
    const res = await signedIn.gql<Report>(REPORT, { s: stock })
    const report = res.data!.inspectionReport!
    expect(report.pointCount).toBe(150)
    expect(report.sections.flatMap((s) => s.points)).toHaveLength(150)
    expect(report.sections.reduce((n, s) => n + s.rated, 0)).toBeGreaterThan(60)
    expect(report.documents.map((d) => d.kind).sort()).toEqual(
      [...INSPECTION_DOCUMENT_KINDS].sort(),
    )
    expect(report.documents[0].url).toMatch(/\/documents\/\d+\.pdf$/)
  })

  it('reads in Spanish', async () => {
    const res = await signedIn.gql<Report>(REPORT, { s: stock }, { 'x-locale': 'es' })
    const names = res.data!.inspectionReport!.sections.map((s) => s.name)
    expect(names).toContain('Motor')
    expect(
      res.data!.inspectionReport!.documents.find((d) => d.kind === 'oil_analysis')?.title,
    ).toMatch(/^Análisis de aceite de motor/)
  })

  it('is null for a machine that was not inspected', async () => {
    const res = await signedIn.gql<Report>(REPORT, { s: plain })
    expect(res.errors).toBeUndefined()
    expect(res.data?.inspectionReport).toBeNull()
  })

  it('serves every kind of document as a PDF to signed-in visitors only', async () => {
    const docs = (await signedIn.gql<Report>(REPORT, { s: stock })).data!.inspectionReport!
      .documents
    for (const d of docs) {
      const url = `/documents/${d.id}.pdf`
      const locked = await anon.app.inject({ method: 'GET', url })
      expect(locked.statusCode).toBe(401)
      for (const locale of ['en', 'es']) {
        const res = await signedIn.app.inject({ method: 'GET', url: `${url}?locale=${locale}` })
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe('application/pdf')
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
        expect(res.rawPayload.length).toBeGreaterThan(1500)
      }
    }
    expect(
      (await signedIn.app.inject({ method: 'GET', url: '/documents/999999.pdf' })).statusCode,
    ).toBe(404)
    expect(
      (await signedIn.app.inject({ method: 'GET', url: '/documents/..%2Fetc.pdf' })).statusCode,
    ).toBe(404)
  })
})

describe('recordListingView', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  const VIEW = `mutation ($s: String!, $q: String) { recordListingView(stockNumber: $s, queryId: $q) }`

  it('records the view with the queryID of the search it came from; garbage IDs are dropped', async () => {
    const l = await insertListing(t.database, {})
    const q = '7b0f5c1e-4c1a-4a57-9a35-2f1f3a4d5e6f'
    expect(
      (await t.gql<{ recordListingView: boolean }>(VIEW, { s: l.stockNumber, q })).data
        ?.recordListingView,
    ).toBe(true)
    expect(
      (await t.gql<{ recordListingView: boolean }>(VIEW, { s: l.stockNumber, q: 'nope' })).data
        ?.recordListingView,
    ).toBe(true)
    expect(
      (await t.gql<{ recordListingView: boolean }>(VIEW, { s: '0000000' })).data?.recordListingView,
    ).toBe(false)
    const rows = await t.database.db
      .select()
      .from(listingViews)
      .where(eq(listingViews.listingId, l.id))
      .orderBy(listingViews.id)
    expect(rows.map((r) => r.queryId)).toEqual([q, null])
  })
})
