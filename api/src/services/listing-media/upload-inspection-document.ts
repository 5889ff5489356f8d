import {
  INSPECTION_DOCUMENT_KINDS,
  type InspectionDocumentKind,
} from '@ironyard/contract/inspections'
import { and, eq } from 'drizzle-orm'
import { inspectionDocuments, inspections, type InspectionDocument } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from '../listing-admin/listing-scope'
import { documentKindName } from '../inspections/document-titles'
import type { Tx } from '../listing-admin/listing-lifecycle'
import { contentHash } from './photo-files'
import { PRIVATE_PREFIX } from '../media/open-media-file'
import { checkPdf } from './pdf-files'
import {
  machineTitle,
  mediaStorage,
  parseStockNumber,
  runMediaChange,
  type MediaDeps,
} from './media-listing'

const KINDS: ReadonlySet<string> = new Set(INSPECTION_DOCUMENT_KINDS)

export function parseDocumentKind(raw: unknown): InspectionDocumentKind {
  if (typeof raw === 'string' && KINDS.has(raw)) return raw as InspectionDocumentKind
  throw new AppError('NOT_FOUND', {
    messageKey: 'media:document.unknownKind',
    vars: { kind: String(raw).slice(0, 40) },
  })
}

/** The listing's inspection; none yet is CONFLICT: documents belong to an inspection. */
export async function inspectionOf(tx: Tx, listingId: number, stockNumber: string) {
  const [row] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(eq(inspections.listingId, listingId))
  if (!row)
    throw new AppError('CONFLICT', {
      messageKey: 'media:document.needsInspection',
      vars: { stockNumber },
    })
  return row
}

const view = (d: InspectionDocument | undefined) =>
  d ? { documentId: d.id, fileKey: d.fileKey, byteSize: d.byteSize, pages: d.pages } : null

/**
 * Upload an inspection document of one of the 11 kinds as a PDF (issue 14): checked by content
 * (`%PDF-`, at most 20 MB), stored, its pages counted. One document per kind: a new upload
 * replaces the earlier file (or the rendered document) and the old file is deleted after the
 * change commits. The same bytes again change nothing. The listing needs an inspection first.
 */
export async function uploadInspectionDocument(
  deps: MediaDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; kind: unknown; bytes: Buffer },
  locale: Locale,
): Promise<{ document: InspectionDocument; created: boolean }> {
  const stockNumber = parseStockNumber(input.stockNumber, locale)
  const kind = parseDocumentKind(input.kind)
  const { pages } = checkPdf(input.bytes)
  const hash = contentHash(input.bytes)
  const storage = mediaStorage(deps)
  let stored: string | null = null
  let replaced: string | null = null
  try {
    const out = await runMediaChange(
      deps,
      { stockNumber, actor, action: 'listing.document_upload' },
      async (tx, listing) => {
        const inspection = await inspectionOf(tx, listing.id, stockNumber)
        const fileKey = `${PRIVATE_PREFIX}documents/${listing.id}/${kind}-${hash.slice(0, 20)}.pdf`
        const [current] = await tx
          .select()
          .from(inspectionDocuments)
          .where(
            and(
              eq(inspectionDocuments.inspectionId, inspection.id),
              eq(inspectionDocuments.kind, kind),
            ),
          )
          .for('update')
        if (current?.fileKey === fileKey) return { result: current, audit: null }
        // Stored inside the listing's lock, so two uploads of one kind land one after the other.
        await storage.put(fileKey, input.bytes, 'application/pdf')
        stored = fileKey
        const values = {
          title: `${documentKindName(kind, 'en')}: ${machineTitle(listing)}`,
          pages,
          fileKey,
          byteSize: input.bytes.length,
          createdAt: deps.now(),
        }
        const [document] = current
          ? await tx
              .update(inspectionDocuments)
              .set(values)
              .where(eq(inspectionDocuments.id, current.id))
              .returning()
          : await tx
              .insert(inspectionDocuments)
              .values({ inspectionId: inspection.id, kind, ...values })
              .returning()
        replaced = current?.fileKey ?? null
        return {
          result: document,
          audit: { before: view(current), after: { kind, ...view(document) } },
        }
      },
    )
    if (replaced && replaced !== out.fileKey) await storage.delete(replaced)
    return { document: out, created: stored !== null }
  } catch (err) {
    if (stored) await storage.delete(stored).catch(() => undefined)
    throw err
  }
}
