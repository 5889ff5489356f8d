import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import { documentKindName } from '../../services/inspections/document-titles'
import { addListingVideo } from '../../services/listing-media/add-listing-video'
import { deleteInspectionDocument } from '../../services/listing-media/delete-inspection-document'
import { deleteListingPhoto } from '../../services/listing-media/delete-listing-photo'
import { deleteListingVideo } from '../../services/listing-media/delete-listing-video'
import {
  adminPhotoView,
  getListingMedia,
  type AdminListingParent,
} from '../../services/listing-media/get-listing-media'
import { reorderListingPhotos } from '../../services/listing-media/reorder-listing-photos'
import { updateListingPhotoAlt } from '../../services/listing-media/update-listing-photo-alt'
import { updateListingPhotoFocal } from '../../services/listing-media/update-listing-photo-focal'
import { parseDocumentKind } from '../../services/listing-media/upload-inspection-document'
import { listingActorOf } from '../../services/listing-admin/listing-scope'

/**
 * The signed-in admin, or partner member for their own listings' photos (decision 032; the
 * directive has checked the role before any resolver here runs).
 */
const actorOf = (ctx: GraphQLContext) => listingActorOf(ctx.currentUser)

/** One read of a listing's media per AdminListing, however many of its fields are asked for. */
const loaded = new WeakMap<AdminListingParent, ReturnType<typeof getListingMedia>>()
const mediaOf = (parent: AdminListingParent, ctx: GraphQLContext) => {
  let media = loaded.get(parent)
  if (!media) {
    media = getListingMedia(ctx, parent.id, ctx.locale)
    loaded.set(parent, media)
  }
  return media
}

export const adminMediaResolvers: Resolvers = {
  AdminListing: {
    photos: async (parent, _a, ctx) => (await mediaOf(parent, ctx)).photos,
    videos: async (parent, _a, ctx) => (await mediaOf(parent, ctx)).videos,
    hasInspection: async (parent, _a, ctx) => (await mediaOf(parent, ctx)).hasInspection,
    documents: async (parent, _a, ctx) => (await mediaOf(parent, ctx)).documents,
  },
  Mutation: {
    reorderListingPhotos: async (_p, args, ctx) =>
      (await reorderListingPhotos(ctx, actorOf(ctx), args, ctx.locale)).map((p) =>
        adminPhotoView(ctx.env, p),
      ),
    updateListingPhotoAlt: async (_p, args, ctx) =>
      adminPhotoView(ctx.env, await updateListingPhotoAlt(ctx, actorOf(ctx), args, ctx.locale)),
    updateListingPhotoFocal: async (_p, args, ctx) =>
      adminPhotoView(ctx.env, await updateListingPhotoFocal(ctx, actorOf(ctx), args, ctx.locale)),
    deleteListingPhoto: async (_p, args, ctx) => {
      const { id } = await deleteListingPhoto(ctx, actorOf(ctx), args, ctx.locale)
      return { id: String(id) }
    },
    addListingVideo: async (_p, args, ctx) => {
      const v = await addListingVideo(ctx, actorOf(ctx), args, ctx.locale)
      return { id: String(v.id), url: v.url, title: v.title }
    },
    deleteListingVideo: async (_p, args, ctx) => {
      const { id } = await deleteListingVideo(ctx, actorOf(ctx), args, ctx.locale)
      return { id: String(id) }
    },
    deleteInspectionDocument: async (_p, args, ctx) => {
      await deleteInspectionDocument(ctx, actorOf(ctx), args, ctx.locale)
      const kind = parseDocumentKind(args.kind)
      return { kind, name: documentKindName(kind, ctx.locale), document: null }
    },
  },
}
