import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { auditLog, inspectionDocuments, inspections, type Listing } from '../../../src/db/schema'
import { insertListing } from '../../factories'
import { createUser } from '../../account/helpers'
import { createMediaApp, jpeg, pdf, type MediaTestApp } from './helpers'

describe('inspection documents uploaded as PDF files (issue 14)', () => {
  let t: MediaTestApp
  let listing: Listing
  let reader: Awaited<ReturnType<typeof createUser>>
  const url = (kind = 'oil_analysis') => `/admin/listings/${listing.stockNumber}/documents/${kind}`
  const docOf = async (kind: 'oil_analysis') => {
    const [ins] = await t.database.db
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, listing.id))
    const [d] = await t.database.db
      .select()
      .from(inspectionDocuments)
      .where(and(eq(inspectionDocuments.inspectionId, ins.id), eq(inspectionDocuments.kind, kind)))
    return d
  }
  const download = (id: number | string) => {
    t.as(reader)
    return t.app.inject({ method: 'GET', url: `/documents/${id}.pdf` })
  }

  beforeAll(async () => {
    t = await createMediaApp()
    listing = await insertListing(t.database, { status: 'available', withInspection: true })
    reader = await createUser(t.database)
  }, 180_000)
  afterAll(() => t.close())
  beforeEach(() => t.asAdmin())

  it('stores the PDF, counts its pages, and the document route serves it back as uploaded', async () => {
    const file = pdf('first')
    const res = await t.upload(url(), file, { 'content-type': 'application/pdf' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.document).toMatchObject({ kind: 'oil_analysis', pages: 2, byteSize: file.length })
    const row = await docOf('oil_analysis')
    expect(row).toMatchObject({ pages: 2, byteSize: file.length })
    expect(row.fileKey).toMatch(
      new RegExp(`^private/documents/${listing.id}/oil_analysis-[0-9a-f]{20}\\.pdf$`),
    )
    expect(fs.readFileSync(path.join(t.mediaDir, row.fileKey!)).equals(file)).toBe(true)
    // Read as any signed-in visitor, exactly the bytes uploaded.
    const served = await download(row.id)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.rawPayload.equals(file)).toBe(true)
    // Not public under /media.
    t.as(null)
    expect((await t.app.inject({ method: 'GET', url: `/media/${row.fileKey}` })).statusCode).toBe(
      404,
    )
    t.asAdmin()
    // The console lists it among the 11 kinds.
    const media = await t.gql<{
      adminListing: {
        hasInspection: boolean
        documents: Array<{
          kind: string
          name: string
          document: { uploaded: boolean; pages: number } | null
        }>
      }
    }>(
      `{ adminListing(stockNumber: "${listing.stockNumber}") { hasInspection documents { kind name document { id pages byteSize uploaded url createdAt } } } }`,
    )
    expect(media.errors).toBeUndefined()
    expect(media.data!.adminListing.hasInspection).toBe(true)
    expect(media.data!.adminListing.documents).toHaveLength(11)
    expect(media.data!.adminListing.documents.find((d) => d.kind === 'oil_analysis')).toMatchObject(
      {
        name: 'Engine Oil Analysis',
        document: { uploaded: true, pages: 2 },
      },
    )
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'listing.document_upload'),
          eq(auditLog.entityKey, listing.stockNumber),
        ),
      )
    expect(entry.after).toMatchObject({ kind: 'oil_analysis', fileKey: row.fileKey, pages: 2 })
  })

  it('a new upload of the kind replaces the file (the old one is deleted); the same file again changes nothing', async () => {
    const old = await docOf('oil_analysis')
    const second = pdf('second version')
    const res = await t.upload(url(), second)
    expect(res.statusCode).toBe(201)
    const row = await docOf('oil_analysis')
    expect(row.id).toBe(old.id)
    expect(row.fileKey).not.toBe(old.fileKey)
    expect(fs.existsSync(path.join(t.mediaDir, old.fileKey!))).toBe(false)
    expect((await download(row.id)).rawPayload.equals(second)).toBe(true)
    t.asAdmin()
    const again = await t.upload(url(), second)
    expect(again.statusCode).toBe(200)
    expect(again.json().created).toBe(false)
  })

  it('refuses what is not a PDF (a photo, text named .pdf), an unknown kind, and more than 20 MB', async () => {
    for (const body of [await jpeg(1), Buffer.from('this is not a pdf')]) {
      const res = await t.upload(url('packet'), body, { 'content-type': 'application/pdf' })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.messageKey).toBe('media:document.notPdf')
    }
    expect((await t.upload(url('brochure'), pdf())).statusCode).toBe(404)
    const big = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024)])
    expect((await t.upload(url('packet'), big)).statusCode).toBe(413)
  })

  it('needs the inspection first: 409 with a message that says so', async () => {
    const bare = await insertListing(t.database, { status: 'available' })
    const res = await t.upload(`/admin/listings/${bare.stockNumber}/documents/packet`, pdf(), {
      'x-locale': 'es',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'media:document.needsInspection',
      message: expect.stringContaining('registra primero la inspección'),
    })
    expect(fs.existsSync(path.join(t.mediaDir, 'private', 'documents', String(bare.id)))).toBe(
      false,
    )
  })

  it('deleteInspectionDocument removes the document and its file; audited; admins only', async () => {
    const row = await docOf('oil_analysis')
    t.as(await createUser(t.database))
    const forbidden = await t.gql(
      `mutation ($s: String!) { deleteInspectionDocument(stockNumber: $s, kind: oil_analysis) { kind } }`,
      { s: listing.stockNumber },
    )
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN')
    t.asAdmin()
    const res = await t.gql<{ deleteInspectionDocument: { kind: string; document: null } }>(
      `mutation ($s: String!) { deleteInspectionDocument(stockNumber: $s, kind: oil_analysis) { kind name document { id } } }`,
      { s: listing.stockNumber },
    )
    expect(res.errors).toBeUndefined()
    expect(res.data!.deleteInspectionDocument).toMatchObject({
      kind: 'oil_analysis',
      document: null,
    })
    expect(await docOf('oil_analysis')).toBeUndefined()
    expect(fs.existsSync(path.join(t.mediaDir, row.fileKey!))).toBe(false)
    expect((await download(row.id)).statusCode).toBe(404)
    t.asAdmin()
    const twice = await t.gql(
      `mutation ($s: String!) { deleteInspectionDocument(stockNumber: $s, kind: oil_analysis) { kind } }`,
      { s: listing.stockNumber },
    )
    expect(twice.errors?.[0].extensions?.code).toBe('NOT_FOUND')
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'listing.document_delete'),
          eq(auditLog.entityKey, listing.stockNumber),
        ),
      )
    expect(audit).toHaveLength(1)
  })

  it('a rendered document (no upload) is still rendered by the api', async () => {
    const [ins] = await t.database.db
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, listing.id))
    const rendered = (
      await t.database.db
        .select()
        .from(inspectionDocuments)
        .where(eq(inspectionDocuments.inspectionId, ins.id))
    ).filter((d) => d.fileKey === null)
    expect(rendered.length).toBeGreaterThan(0)
    const res = await download(rendered[0].id)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})
