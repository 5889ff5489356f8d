import { auditLog } from '../../src/db/schema'
import { auditRow, checkAuditFields, recordAudit } from '../../src/services/audit/record-audit'

/*
 * Issue 36, defect 2: an audit entry holds only the fields its action registers in the contract
 * (AUDIT_FIELDS), the ones the console names in both languages; anything else is refused before
 * it is written.
 */
describe('recordAudit writes only registered fields', () => {
  const at = new Date('2026-12-07T12:00:00Z')

  it('refuses a field its action does not register, naming it', async () => {
    const inserted: unknown[] = []
    const tx = { insert: () => ({ values: (v: unknown) => inserted.push(v) }) }
    await expect(
      recordAudit(tx as never, {
        actor: null,
        action: 'listing.photo_add',
        entityType: 'listing',
        entityKey: '1000001',
        before: null,
        // A field of another action is refused too.
        after: { photoId: 1, reason: 'not a photo field' } as never,
        at,
      }),
    ).rejects.toThrow(/listing\.photo_add: field\(s\) reason not in AUDIT_FIELDS/)
    expect(inserted).toEqual([])
    expect(() => checkAuditFields('lead.contacted', { contactedAt: null }, { raw: 1 })).toThrow(
      /raw/,
    )
  })

  it('writes a registered entry as it is', () => {
    expect(
      auditRow({
        actor: { id: 'u1', email: 'ops@ironyard.example' },
        action: 'lead.contacted',
        entityType: 'lead',
        entityKey: '42',
        before: { contactedAt: null },
        after: { contactedAt: at.toISOString() },
        at,
      }),
    ).toEqual({
      actorId: 'u1',
      actorEmail: 'ops@ironyard.example',
      action: 'lead.contacted',
      entityType: 'lead',
      entityKey: '42',
      before: { contactedAt: null },
      after: { contactedAt: at.toISOString() },
      createdAt: at,
    } satisfies typeof auditLog.$inferInsert)
  })
})
