import { leads } from '../../src/db/schema'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'

const MIN = 60_000

describe('the leads inbox and the audit log (issue 14), for admins', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database, { email: 'inbox-admin@example.com' })
    let n = 0
    const lead = (
      type: 'buy_now' | 'contact_sales' | 'name_your_price',
      email: string,
      firstName: string,
      ageMin: number,
      stockNumber: string | null = null,
    ) => ({
      type,
      persona: 'buyer' as const,
      email,
      firstName,
      stockNumber,
      locale: 'en',
      idempotencyKey: `inbox-${++n}`,
      payloadHash: `h${n}`,
      createdAt: new Date(NOW.getTime() - ageMin * MIN),
    })
    const rows = await t.database.db
      .insert(leads)
      .values([
        lead('buy_now', 'ana@example.com', 'Ana', 30, 'IY100'),
        lead('contact_sales', 'bo_b@example.com', 'Bob', 20),
        lead('name_your_price', 'cy@example.com', 'Cy', 10, 'IY100'),
      ])
      .returning({ id: leads.id, email: leads.email })
    for (const r of rows) ids[r.email] = String(r.id)
  })
  afterAll(() => t.close())
  beforeEach(() => t.as({ ...admin, roles: ['admin'] }))

  const inbox = async (filter: Record<string, unknown> = {}) => {
    const res = await t.gql<{
      adminLeads: { totalCount: number; nodes: Array<{ email: string }> }
    }>(
      `query ($f: AdminLeadFilter) { adminLeads(filter: $f) { totalCount page pageSize nodes { id type email name stockNumber contactedAt contactedBy } } }`,
      { f: filter },
    )
    expect(res.errors).toBeUndefined()
    return res.data!.adminLeads
  }

  it('lists the waiting leads newest first, and filters by type, listing and name or address', async () => {
    expect((await inbox()).nodes.map((n) => n.email)).toEqual([
      'cy@example.com',
      'bo_b@example.com',
      'ana@example.com',
    ])
    expect((await inbox({ type: 'buy_now' })).nodes.map((n) => n.email)).toEqual([
      'ana@example.com',
    ])
    expect((await inbox({ stockNumber: 'iy100' })).totalCount).toBe(2)
    expect((await inbox({ q: 'bob' })).nodes.map((n) => n.email)).toEqual(['bo_b@example.com'])
    // An underscore is a letter, not a pattern.
    expect((await inbox({ q: 'o_b' })).totalCount).toBe(1)
    expect((await inbox({ q: '_' })).totalCount).toBe(1)
  })

  it('marking contacted takes a lead out of the waiting inbox, once, with an audit entry', async () => {
    const mark = () =>
      t.gql<{ markLeadContacted: { contactedBy: string } }>(
        `mutation ($id: ID!) { markLeadContacted(id: $id) { id contactedAt contactedBy } }`,
        { id: ids['ana@example.com'] },
      )
    const first = await mark()
    expect(first.data!.markLeadContacted.contactedBy).toBe('inbox-admin@example.com')
    const second = await mark()
    expect(second.data).toEqual(first.data)
    expect((await inbox()).nodes.map((n) => n.email)).not.toContain('ana@example.com')
    expect((await inbox({ status: 'contacted' })).nodes.map((n) => n.email)).toEqual([
      'ana@example.com',
    ])
    expect((await inbox({ status: 'all' })).totalCount).toBe(3)

    const audit = await t.gql<{
      auditLog: { totalCount: number; nodes: Array<Record<string, unknown>> }
    }>(
      `query ($f: AuditFilter) { auditLog(filter: $f) { totalCount nodes { actorEmail action entityType entityKey before after } } }`,
      { f: { entityType: 'lead', entityKey: ids['ana@example.com'] } },
    )
    expect(audit.data!.auditLog).toEqual({
      totalCount: 1,
      nodes: [
        {
          actorEmail: 'inbox-admin@example.com',
          action: 'lead.contacted',
          entityType: 'lead',
          entityKey: ids['ana@example.com'],
          before: { contactedAt: null },
          after: { contactedAt: NOW.toISOString() },
        },
      ],
    })
  })

  it('an unknown lead is NOT_FOUND; bad filters are VALIDATION, never a crash', async () => {
    const res = await t.gql(`mutation { markLeadContacted(id: "999999") { id } }`)
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND')
    const bad = await t.gql(`mutation { markLeadContacted(id: "abc") { id } }`)
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION')
    const page = await t.gql(`{ adminLeads(filter: { page: 0 }) { totalCount } }`)
    expect(page.errors?.[0].extensions?.code).toBe('VALIDATION')
  })
})

describe('the leads CSV export (issue 14)', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database, { email: 'csv-admin@example.com' })
    await t.database.db.insert(leads).values([
      {
        type: 'name_your_price',
        persona: 'buyer',
        email: 'csv@example.com',
        firstName: '=HYPERLINK("x")',
        lastName: 'Ruiz, Jr.',
        offerAmountCents: 12_345_600,
        message: 'Line one\nline "two"',
        locale: 'es',
        stockNumber: 'IY200',
        idempotencyKey: 'csv-1',
        payloadHash: 'h-csv-1',
        createdAt: NOW,
      },
    ])
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('answers the inbox filter as CSV, headers in the reader language, formulas neutralised', async () => {
    t.as({ ...admin, roles: ['admin'] })
    const res = await get('/admin/leads.csv?status=all&locale=es')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads-2026-11-20.csv"')
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toMatch(
      /^Recibida,Formulario,Nombre,Apellido,Correo,Teléfono,Empresa,Código postal,Número de inventario,Oferta \(USD\),Mensaje,Idioma,Contactada,Contactada por,Enlace a la publicación,Tipo de equipo,Marca,/,
    )
    // The form by its name in the reader's language (issue 36), not its code.
    expect(lines[1]).toBe(
      `${NOW.toISOString()},Ponle tu precio,"'=HYPERLINK(""x"")","Ruiz, Jr.",csv@example.com,,,,IY200,123456.00,"Line one\nline ""two""",es,,,${','.repeat(16)}`,
    )
    const filtered = await get('/admin/leads.csv?status=all&type=buy_now')
    expect(
      filtered.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1)
  })

  it('is for admins only, and refuses a filter no form sends', async () => {
    t.as(null)
    expect((await get('/admin/leads.csv')).statusCode).toBe(401)
    t.as(await createUser(t.database))
    expect((await get('/admin/leads.csv')).statusCode).toBe(403)
    t.as({ ...admin, roles: ['admin'] })
    expect((await get('/admin/leads.csv?status=everything')).statusCode).toBe(400)
  })

  it("refuses the staff console's file to a partner member, who gets their own (issue 36)", async () => {
    // A member of a seller with no listings: their own file holds no lead.
    t.as({ ...(await createUser(t.database)), roles: ['partner'], partnerSellerId: 999_999 })
    expect((await get('/admin/leads.csv?console=admin&status=all')).statusCode).toBe(403)
    const own = await get('/admin/leads.csv?status=all')
    expect(own.statusCode).toBe(200)
    expect(own.body).not.toContain('csv@example.com')
    t.as({ ...admin, roles: ['admin'] })
    expect((await get('/admin/leads.csv?console=admin&status=all')).body).toContain(
      'csv@example.com',
    )
  })
})
