import { INSPECTION_DOCUMENT_KINDS } from '@ironyard/contract/inspections'
import { asc, eq } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import {
  inspectionDocuments,
  inspections,
  listingImages,
  listingVideos,
  type InspectionDocument,
  type ListingImage,
} from '../../db/schema'
import type { Env } from '../../lib/env'
import type { Locale } from '../../lib/locale'
import { documentKindName } from '../inspections/document-titles'
import { documentPath } from '../inspections/get-inspection-report'
import type { getAdminListing } from '../admin/get-admin-listing'
import { imageView } from '../listings/listing-media'

/** What the console's AdminListing resolves from (its media fields read the listing's id). */
export type AdminListingParent = NonNullable<Awaited<ReturnType<typeof getAdminListing>>>

/** A photo as the console shows it. */
export function adminPhotoView(env: Pick<Env, 'API_URL'>, p: ListingImage) {
  const view = imageView(env.API_URL, { ...p, alt: p.altEn })
  return {
    id: String(p.id),
    position: p.position,
    url: view.url,
    thumbnailUrl: view.sizes[0].url,
    altEn: p.altEn,
    altEs: p.altEs,
    isIllustration: p.isIllustration,
    uploaded: p.contentHash !== null,
    focalX: p.focalX,
    focalY: p.focalY,
  }
}

/** A document as the console shows it (its URL in the caller's language). */
export function adminDocumentView(
  env: Pick<Env, 'API_URL'>,
  d: InspectionDocument,
  locale: Locale,
) {
  return {
    id: String(d.id),
    pages: d.pages,
    byteSize: d.byteSize,
    uploaded: d.fileKey !== null,
    createdAt: d.createdAt,
    url: `${env.API_URL.replace(/\/$/, '')}${documentPath(d.id, locale)}`,
  }
}

/**
 * A listing's media as the console manages it: photos in order (with both alt texts), videos,
 * and the 11 document kinds, each with its current document (uploaded or rendered) or none.
 */
export async function getListingMedia(
  deps: Pick<AppDeps, 'database' | 'env'>,
  listingId: number,
  locale: Locale,
) {
  const { db } = deps.database
  const [photos, videos, [inspection]] = await Promise.all([
    db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, listingId))
      .orderBy(asc(listingImages.position)),
    db
      .select()
      .from(listingVideos)
      .where(eq(listingVideos.listingId, listingId))
      .orderBy(asc(listingVideos.id)),
    db.select({ id: inspections.id }).from(inspections).where(eq(inspections.listingId, listingId)),
  ])
  const docs = inspection
    ? await db
        .select()
        .from(inspectionDocuments)
        .where(eq(inspectionDocuments.inspectionId, inspection.id))
    : []
  return {
    hasInspection: Boolean(inspection),
    photos: photos.map((p) => adminPhotoView(deps.env, p)),
    videos: videos.map((v) => ({ id: String(v.id), url: v.url, title: v.title })),
    documents: INSPECTION_DOCUMENT_KINDS.map((kind) => {
      const d = docs.find((x) => x.kind === kind)
      return {
        kind,
        name: documentKindName(kind, locale),
        document: d ? adminDocumentView(deps.env, d, locale) : null,
      }
    }),
  }
}
