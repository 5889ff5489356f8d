import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { inspectionDocuments, inspections, inspectors, listings } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { stockNumberSchema, type LifecycleDeps } from '../listing-admin/listing-lifecycle'
import { markSearchIndexStale } from '../search/search-runtime'
import { countInspection, inspectionAuditSummary, lockListing } from './save-inspection'
import { inspectionView } from './inspection-view'

/**
 * Clear a listing's inspection (issue 14): the report goes, `has_inspection` turns false (search's
 * "inspected" filter drops it), the inspector's count goes down, and the audit log keeps what was
 * there. Refused while the inspection has uploaded documents (their files would be orphaned):
 * staff delete those first. Deleting what is not there changes nothing (NOT_FOUND names it).
 */
export async function deleteInspection(
  deps: LifecycleDeps,
  actor: Actor,
  rawStockNumber: unknown,
  locale: Locale,
) {
  const stockNumber = parseOrThrow(stockNumberSchema, rawStockNumber, locale)
  const now = deps.now()
  await deps.database.db.transaction(async (tx) => {
    const listing = await lockListing(tx, stockNumber)
    const [existing] = await tx
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, listing.id))
      .for('update')
    if (!existing) {
      if (listing.hasInspection) {
        // A flag without a report (older data): put the flag right.
        await tx
          .update(listings)
          .set({ hasInspection: false, updatedAt: now })
          .where(eq(listings.id, listing.id))
        return
      }
      throw new AppError('NOT_FOUND', {
        messageKey: 'inspection-admin:notInspected',
        vars: { stockNumber },
      })
    }
    const [uploaded] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(inspectionDocuments)
      .where(
        and(
          eq(inspectionDocuments.inspectionId, existing.id),
          isNotNull(inspectionDocuments.fileKey),
        ),
      )
    if (uploaded.n > 0) {
      throw new AppError('CONFLICT', {
        messageKey: 'inspection-admin:hasUploadedDocuments',
        vars: { stockNumber },
      })
    }
    const [inspector] = await tx
      .select({ name: inspectors.name })
      .from(inspectors)
      .where(eq(inspectors.id, existing.inspectorId))
    // Rendered documents (no file) go with the inspection (ON DELETE CASCADE).
    await tx.delete(inspections).where(eq(inspections.id, existing.id))
    await countInspection(tx, existing.inspectorId, -1)
    await tx
      .update(listings)
      .set({ hasInspection: false, updatedAt: now })
      .where(eq(listings.id, listing.id))
    await recordAudit(tx, {
      actor,
      action: 'listing.inspection_delete',
      entityType: 'listing',
      entityKey: stockNumber,
      before: inspectionAuditSummary(inspectionView(existing), inspector?.name ?? null),
      after: null,
      at: now,
    })
  })
  markSearchIndexStale(deps.database)
  return { stockNumber, hasInspection: false, changed: true, inspection: null }
}
