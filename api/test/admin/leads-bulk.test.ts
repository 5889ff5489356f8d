import { eq, inArray } from 'drizzle-orm'
import { auditLog, leadNotes, leads, partnerMembers, sellers, users } from '../../src/db/schema'
import { createAccountApp, createUser, NOW, type AccountTestApp } from '../account/helpers'
import { insertListing } from '../factories'

/*
 * Issue 36, point 7: the leads inbox's bulk operations (mark contacted, assign an owner, add a
 * note) and their Undo: per-lead results, audited, a partner member's scope, the same key twice
 * is one operation (also when both arrive at once), and Undo restores only what is unchanged.
 */

const BULK = `mutation ($i: LeadBulkInput!) { bulkUpdateLeads(input: $i) {
  id action changedCount ownerEmail undoneAt rows { leadId outcome } undoRows { leadId outcome } } }`
const UNDO = `mutation ($id: ID!) { undoLeadBulkOperation(id: $id) {
  id undoneAt changedCount undoRows { leadId outcome } } }`
const LEAD = `query ($id: ID!) { adminLead(id: $id) { id contactedAt contactedBy owner { id email } notes { body authorEmail } } }`

type Op = {
  id: string
  changedCount: number
  ownerEmail: string | null
  undoneAt: string | null
  rows: Array<{ leadId: string; outcome: string }>
  undoRows: Array<{ leadId: string; outcome: string }>
}

describe('leads inbox bulk operations with undo', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  let colleague: Awaited<ReturnType<typeof createUser>>
  let member: Awaited<ReturnType<typeof createUser>>
  let partnerId: number
  const ids: string[] = []
  let partnerLead: string
  let key = 0
  const nextKey = () => `bulk-key-${++key}-${Date.now()}`
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database, { email: 'bulk-admin@example.com' })
    colleague = await createUser(t.database, { email: 'bulk-colleague@example.com' })
    member = await createUser(t.database, { email: 'bulk-member@example.com' })
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(inArray(users.id, [admin.id, colleague.id]))
    const [p] = await t.database.db
      .insert(sellers)
      .values({
        name: 'Bulk Partner',
        kind: 'partner',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
      })
      .returning({ id: sellers.id })
    partnerId = p.id
    await t.database.db
      .insert(partnerMembers)
      .values({ email: member.email, sellerId: partnerId, addedBy: 'test' })
    const own = await insertListing(t.database, {
      status: 'available',
      sellerId: partnerId,
      isPartnerSeller: true,
      flair: 'PartnerSeller',
    })
    const rows = await t.database.db
      .insert(leads)
      .values(
        [0, 1, 2, 3, 4].map((n) => ({
          type: 'contact_sales' as const,
          persona: 'buyer' as const,
          email: `bulk${n}@example.com`,
          locale: 'en',
          listingId: n === 4 ? own.id : null,
          idempotencyKey: `bulk-lead-${n}`,
          payloadHash: `bulk-hash-${n}`,
          createdAt: new Date(NOW.getTime() - (n + 1) * 3_600_000),
        })),
      )
      .returning({ id: leads.id })
    for (const r of rows.slice(0, 4)) ids.push(String(r.id))
    partnerLead = String(rows[4].id)
  })
  afterAll(() => t.close())
  const asAdmin = () => t.as({ ...admin, roles: ['admin'] })
  const asMember = () =>
    t.as({ ...member, roles: [...member.roles, 'partner'], partnerSellerId: partnerId })

  const bulk = async (input: Record<string, unknown>, lang = 'en') => {
    const res = await t.gql<{ bulkUpdateLeads: Op }>(
      BULK,
      { i: input },
      { 'accept-language': lang },
    )
    return res
  }
  const lead = async (id: string) => {
    const res = await t.gql<{
      adminLead: {
        contactedAt: string | null
        contactedBy: string | null
        owner: { id: string; email: string } | null
        notes: Array<{ body: string; authorEmail: string }>
      }
    }>(LEAD, { id })
    expect(res.errors).toBeUndefined()
    return res.data!.adminLead
  }

  it('marks leads contacted, reports each row, audits each, and undo puts them back', async () => {
    asAdmin()
    const k = nextKey()
    const res = await bulk({
      action: 'markContacted',
      leadIds: [ids[0], ids[1], '999999999'],
      idempotencyKey: k,
    })
    expect(res.errors).toBeUndefined()
    const op = res.data!.bulkUpdateLeads
    expect(op.rows).toEqual([
      { leadId: ids[0], outcome: 'changed' },
      { leadId: ids[1], outcome: 'changed' },
      { leadId: '999999999', outcome: 'not_found' },
    ])
    expect((await lead(ids[0])).contactedBy).toBe(admin.email)
    // The same submit again: the first operation, nothing changed twice.
    const again = (
      await bulk({
        action: 'markContacted',
        leadIds: [ids[0], ids[1], '999999999'],
        idempotencyKey: k,
      })
    ).data!.bulkUpdateLeads
    expect(again.id).toBe(op.id)
    expect(again.changedCount).toBe(2)
    // The same key with another request is refused.
    const other = await bulk({ action: 'markContacted', leadIds: [ids[2]], idempotencyKey: k })
    expect(other.errors?.[0].extensions?.code).toBe('CONFLICT')
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityKey, [ids[0], ids[1]]))
    expect(audits.filter((a) => a.action === 'lead.contacted')).toHaveLength(2)

    const undo = await t.gql<{ undoLeadBulkOperation: Op }>(UNDO, { id: op.id })
    expect(undo.errors).toBeUndefined()
    expect(undo.data!.undoLeadBulkOperation.undoRows).toEqual([
      { leadId: ids[0], outcome: 'restored' },
      { leadId: ids[1], outcome: 'restored' },
    ])
    expect(await lead(ids[0])).toMatchObject({ contactedAt: null, contactedBy: null })
    // Undo twice is once: the same answer, no second audit entry.
    const undoAgain = (await t.gql<{ undoLeadBulkOperation: Op }>(UNDO, { id: op.id })).data!
      .undoLeadBulkOperation
    expect(undoAgain.undoneAt).toBe(undo.data!.undoLeadBulkOperation.undoneAt)
    const undos = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lead.undo'))
    expect(undos).toHaveLength(2)
  })

  it('assigns an owner, refuses someone who cannot own leads, and undo keeps later changes', async () => {
    asAdmin()
    const owners = await t.gql<{ leadOwners: Array<{ id: string }> }>(`{ leadOwners { id } }`)
    expect(owners.data!.leadOwners.map((o) => o.id).sort()).toEqual([admin.id, colleague.id].sort())
    const refused = await bulk(
      { action: 'assignOwner', leadIds: [ids[2]], ownerId: member.id, idempotencyKey: nextKey() },
      'es',
    )
    expect(refused.errors?.[0].extensions?.code).toBe('VALIDATION')
    expect(refused.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'ownerId', message: expect.stringMatching(/Elige/) }),
    ])
    const op = (
      await bulk({
        action: 'assignOwner',
        leadIds: [ids[2], ids[3]],
        ownerId: colleague.id,
        idempotencyKey: nextKey(),
      })
    ).data!.bulkUpdateLeads
    expect(op).toMatchObject({ changedCount: 2, ownerEmail: colleague.email })
    expect((await lead(ids[2])).owner?.email).toBe(colleague.email)
    const mine = await t.gql<{ adminLeads: { nodes: Array<{ id: string }> } }>(
      `{ adminLeads(filter: { owner: none, status: all }) { nodes { id } } }`,
    )
    expect(mine.data!.adminLeads.nodes.map((n) => n.id)).not.toContain(ids[2])
    // Someone gives lead 3 to another owner afterwards: Undo leaves that one alone.
    await bulk({
      action: 'assignOwner',
      leadIds: [ids[3]],
      ownerId: admin.id,
      idempotencyKey: nextKey(),
    })
    const undone = (await t.gql<{ undoLeadBulkOperation: Op }>(UNDO, { id: op.id })).data!
      .undoLeadBulkOperation
    expect(undone.undoRows).toEqual([
      { leadId: ids[2], outcome: 'restored' },
      { leadId: ids[3], outcome: 'kept' },
    ])
    expect((await lead(ids[2])).owner).toBeNull()
    expect((await lead(ids[3])).owner?.id).toBe(admin.id)
    // A blank owner (the fuzz suite's " ") is "nobody": the owner is taken away, never a 500.
    const blank = await bulk({
      action: 'assignOwner',
      leadIds: [ids[3]],
      ownerId: ' ',
      idempotencyKey: nextKey(),
    })
    expect(blank.errors).toBeUndefined()
    expect(blank.data!.bulkUpdateLeads).toMatchObject({ changedCount: 1, ownerEmail: null })
    expect((await lead(ids[3])).owner).toBeNull()
  })

  it('adds a note (multi-line, required) to each lead, and undo deletes it', async () => {
    asAdmin()
    const empty = await bulk({
      action: 'addNote',
      leadIds: [ids[0]],
      note: '  ',
      idempotencyKey: nextKey(),
    })
    expect(empty.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'note', key: 'validation.required' }),
    ])
    const op = (
      await bulk({
        action: 'addNote',
        leadIds: [ids[0], ids[1]],
        note: 'Called back.\nWants a freight quote.',
        idempotencyKey: nextKey(),
      })
    ).data!.bulkUpdateLeads
    expect(op.changedCount).toBe(2)
    expect((await lead(ids[1])).notes).toEqual([
      { body: 'Called back.\nWants a freight quote.', authorEmail: admin.email },
    ])
    await t.gql(UNDO, { id: op.id })
    expect((await lead(ids[1])).notes).toEqual([])
    expect(await t.database.db.select().from(leadNotes)).toEqual([])
  })

  it('one operation when the same key arrives twice at once (decided by the unique index)', async () => {
    asAdmin()
    const k = nextKey()
    const input = { action: 'addNote', leadIds: [ids[2]], note: 'Raced', idempotencyKey: k }
    const [a, b] = await Promise.all([bulk(input), bulk(input)])
    expect(a.errors).toBeUndefined()
    expect(b.errors).toBeUndefined()
    expect(a.data!.bulkUpdateLeads.id).toBe(b.data!.bulkUpdateLeads.id)
    const notes = await t.database.db
      .select()
      .from(leadNotes)
      .where(eq(leadNotes.leadId, Number(ids[2])))
    expect(notes).toHaveLength(1)
    // Two undos at once: one restores, both answer the same undone operation.
    const id = a.data!.bulkUpdateLeads.id
    const [u1, u2] = await Promise.all([
      t.gql<{ undoLeadBulkOperation: Op }>(UNDO, { id }),
      t.gql<{ undoLeadBulkOperation: Op }>(UNDO, { id }),
    ])
    expect(u1.data!.undoLeadBulkOperation.undoneAt).toBe(u2.data!.undoLeadBulkOperation.undoneAt)
    const undos = await t.database.db.select().from(auditLog).where(eq(auditLog.entityKey, ids[2]))
    expect(
      undos.filter(
        (e) => e.action === 'lead.undo' && (e.before as { note?: string }).note === 'Raced',
      ),
    ).toHaveLength(1)
  })

  it('a partner member works on their own partner’s leads only, gives them to their members, and undoes only their own operations', async () => {
    asAdmin()
    const staffOp = (
      await bulk({
        action: 'addNote',
        leadIds: [ids[3]],
        note: 'Staff note',
        idempotencyKey: nextKey(),
      })
    ).data!.bulkUpdateLeads
    asMember()
    const owners = await t.gql<{ leadOwners: Array<{ email: string }> }>(`{ leadOwners { email } }`)
    expect(owners.data!.leadOwners).toEqual([{ email: member.email }])
    const op = (
      await bulk({
        action: 'assignOwner',
        leadIds: [partnerLead, ids[0]],
        ownerId: member.id,
        idempotencyKey: nextKey(),
      })
    ).data!.bulkUpdateLeads
    expect(op.rows).toEqual([
      { leadId: partnerLead, outcome: 'changed' },
      { leadId: ids[0], outcome: 'not_found' },
    ])
    // Staff's operation is not theirs to read or undo.
    for (const q of [UNDO, `query ($id: ID!) { leadBulkOperation(id: $id) { id } }`]) {
      expect((await t.gql(q, { id: staffOp.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND')
    }
    expect(
      (await t.gql(`{ adminLead(id: "${ids[3]}") { id } }`)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND')
    asAdmin()
    expect((await lead(ids[3])).notes).toEqual([{ body: 'Staff note', authorEmail: admin.email }])
  })

  it('is refused to visitors and to signed-in users without a console role', async () => {
    const input = { action: 'markContacted', leadIds: [ids[0]], idempotencyKey: nextKey() }
    t.as(null)
    expect((await bulk(input)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    t.as(await createUser(t.database))
    expect((await bulk(input)).errors?.[0].extensions?.code).toBe('FORBIDDEN')
    expect((await t.gql(UNDO, { id: '1' })).errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })
})
