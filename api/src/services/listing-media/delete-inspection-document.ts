import { MEDIA_MESSAGE_KEYS } from '@ironyard/contract/media-error-keys'
import { and, eq } from 'drizzle-orm'
import { inspectionDocuments } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { mediaStorage, parseStockNumber, runMediaChange, type MediaDeps } from './media-listing'
import { inspectionOf, parseDocumentKind } from './upload-inspection-document'

/**
 * Delete a listing's document of one kind (uploaded or rendered): it leaves the listing page, and
 * an uploaded file is deleted once the change has committed. One already gone is NOT_FOUND.
 */
export async function deleteInspectionDocument(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; kind: unknown },
  locale: Locale,
): Promise<{ kind: string }> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const kind = parseDocumentKind(input.kind)
  const deleted = await runMediaChange(
    deps,
    { stockNumber, actor, action: 'listing.document_delete' },
    async (tx, listing) => {
      const inspection = await inspectionOf(tx, listing.id, stockNumber)
      const [row] = await tx
        .delete(inspectionDocuments)
        .where(
          and(
            eq(inspectionDocuments.inspectionId, inspection.id),
            eq(inspectionDocuments.kind, kind),
          ),
        )
        .returning()
      if (!row)
        throw new AppError('NOT_FOUND', {
          messageKey: MEDIA_MESSAGE_KEYS.documentNotFound,
          vars: { stockNumber, kind },
        })
      return {
        result: row,
        audit: {
          before: {
            kind,
            documentId: row.id,
            fileKey: row.fileKey,
            byteSize: row.byteSize,
            pages: row.pages,
          },
          after: null,
        },
      }
    },
  )
  if (deleted.fileKey) await mediaStorage(deps).delete(deleted.fileKey)
  return { kind }
}
