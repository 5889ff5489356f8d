import { createInspectorSchema } from '@ironyard/contract/admin-inspection'
import { sql } from 'drizzle-orm'
import { inspectors } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import type { LifecycleDeps } from '../listing-admin/listing-lifecycle'
import {
  inspectionFieldError,
  inspectionValidation,
  parseInspectionInput,
} from './inspection-input'
import { inspectorView } from './inspection-view'

/**
 * Add an inspector (issue 14) so staff can credit an inspection to them: the spec §3 card (name,
 * certifications, years of experience, region); inspections done start at 0 and count the
 * inspections saved with them. A name already on file (any case) is refused, so a double submit
 * does not make two cards. Audited.
 */
export async function createInspector(
  deps: LifecycleDeps,
  actor: Actor,
  input: unknown,
  locale: Locale,
) {
  const values = parseInspectionInput(createInspectorSchema, input ?? {}, locale)
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    // One writer at a time decides whether the name is taken.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('inspectors.create'))`)
    const [taken] = await tx
      .select({ id: inspectors.id })
      .from(inspectors)
      .where(sql`lower(${inspectors.name}) = lower(${values.name})`)
      .limit(1)
    if (taken) throw inspectionValidation([inspectionFieldError('name', 'inspectorExists', locale)])
    const [row] = await tx
      .insert(inspectors)
      .values({ ...values, inspectionsDone: 0 })
      .returning()
    const view = inspectorView(row)
    await recordAudit(tx, {
      actor,
      action: 'inspector.create',
      entityType: 'inspector',
      entityKey: String(row.id),
      before: null,
      after: { ...view },
      at: now,
    })
    return view
  })
}
