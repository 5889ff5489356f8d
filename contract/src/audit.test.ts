import { LISTING_FORM_FIELDS } from './admin-listing'
import { AUDIT_ACTIONS, AUDIT_FIELDS, LISTING_EDIT_FIELDS, unregisteredAuditFields } from './audit'

describe('the audit registry: the fields each action writes (issue 36)', () => {
  it('lists fields for every action, each once', () => {
    expect(Object.keys(AUDIT_FIELDS).sort()).toEqual([...AUDIT_ACTIONS].sort())
    for (const action of AUDIT_ACTIONS) {
      const fields: readonly string[] = AUDIT_FIELDS[action]
      expect([action, fields.length > 0, new Set(fields).size]).toEqual([
        action,
        true,
        fields.length,
      ])
    }
  })

  it('lets a listing edit name every field the form may change', () => {
    const editable = Object.keys(LISTING_FORM_FIELDS).filter(
      (k) => k !== 'stockNumber' && k !== 'advertisedPriceCents',
    )
    expect([...LISTING_EDIT_FIELDS].sort()).toEqual(editable.sort())
  })

  it('names the fields an entry holds that its action does not register', () => {
    expect(unregisteredAuditFields('lead.contacted', { contactedAt: 'x' })).toEqual([])
    expect(unregisteredAuditFields('lead.contacted', null)).toEqual([])
    expect(
      unregisteredAuditFields('listing.photo_add', { photoId: 1, rawJson: {}, storagePath: 'x' }),
    ).toEqual(['rawJson', 'storagePath'])
  })
})
