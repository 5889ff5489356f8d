/**
 * @jest-environment node
 */
import { AUDIT_ACTIONS, AUDIT_FIELDS } from '@ironyard/contract/audit'
import en from '@/i18n/locales/en/admin.json'
import es from '@/i18n/locales/es/admin.json'
import { HIDDEN_AUDIT_FIELDS } from './audit-values'

/*
 * Issue 36, defect 2: every field an audit entry holds (the contract's registry, which the api's
 * recordAudit enforces) is named in both languages, or is an internal id, path or hash the log
 * never shows. A new field without a label fails here, not as "Missing key" on the page.
 */
type Catalogue = typeof en
const label = (json: Catalogue, field: string): string | undefined =>
  (json.audit.fields as Record<string, string>)[field] ??
  (json.equipment.fields as Record<string, string>)[field]

describe('the audit log names every field of every action in both languages', () => {
  it.each([
    ['en', en],
    ['es', es as unknown as Catalogue],
  ])('%s', (_, json) => {
    const missing = AUDIT_ACTIONS.flatMap((action) =>
      AUDIT_FIELDS[action]
        .filter((f: string) => !HIDDEN_AUDIT_FIELDS.has(f) && !label(json, f))
        .map((f: string) => `${action}: ${f}`),
    )
    expect(missing).toEqual([])
  })

  it('hides only ids, storage paths and hashes', () => {
    for (const f of HIDDEN_AUDIT_FIELDS) expect(f).toMatch(/^(id|\w+Id|path|fileKey|contentHash)$/)
  })
})
