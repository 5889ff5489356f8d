/**
 * @jest-environment node
 */
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionLabel } from '@ironyard/contract/audit'
import en from '@/i18n/locales/en/admin.json'
import es from '@/i18n/locales/es/admin.json'

/*
 * The actions the api's services write are the contract's AUDIT_ACTIONS (recordAudit takes no
 * other): the audit log names each of them in both languages, and no other.
 */
describe('the audit log names every action and record type in both languages', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('%s has a label for each action (audit.actions.<action with _ for .>)', (_, json) => {
    const labels = Object.keys(json.audit.actions).sort()
    expect(labels).toEqual(AUDIT_ACTIONS.map(auditActionLabel).sort())
  })

  it.each([
    ['en', en],
    ['es', es],
  ])('%s names each record type the filter offers', (_, json) => {
    const names = json.audit.entities as Record<string, string>
    expect(AUDIT_ENTITY_TYPES.filter((e) => !names[e])).toEqual([])
  })
})
