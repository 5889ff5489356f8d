import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import type { Listing } from '../../db/schema'
import { getAdminDashboard } from '../../services/admin/get-admin-dashboard'
import { getAdminListing } from '../../services/admin/get-admin-listing'
import { listAdminListings } from '../../services/admin/list-admin-listings'
import { getAdminLead, listAdminLeads } from '../../services/admin/list-admin-leads'
import { getListingByStockNumber } from '../../services/listings/get-listing'
import { listAuditLog } from '../../services/admin/list-audit-log'
import { markLeadContacted } from '../../services/admin/mark-lead-contacted'
import { changeListingPrice } from '../../services/listing-admin/change-listing-price'
import { createListing } from '../../services/listing-admin/create-listing'
import { duplicateListing } from '../../services/listing-admin/duplicate-listing'
import { updateListing } from '../../services/listing-admin/update-listing'
import { markListingSold } from '../../services/listing-admin/mark-listing-sold'
import { markListingComingSoon, publishListing } from '../../services/listing-admin/publish-listing'
import { removeListing, restoreListing } from '../../services/listing-admin/remove-listing'
import { putListingBackOnSale } from '../../services/listing-admin/back-on-sale'
import { discardDraft } from '../../services/listing-admin/discard-draft'
import { listingActorOf, listingScopeOf } from '../../services/listing-admin/listing-scope'

/**
 * The signed-in admin or partner member and their listing scope (the directive has checked the
 * role before any resolver here runs; decision 032: a partner member's scope is their seller).
 */
const actorOf = (ctx: GraphQLContext) => listingActorOf(ctx.currentUser)
const scopeOf = (ctx: GraphQLContext) => listingScopeOf(ctx.currentUser)

const state = (l: Listing & { favoritersMailed?: number }) => ({
  stockNumber: l.stockNumber,
  status: l.status,
  advertisedPriceCents: l.advertisedPriceCents,
  flair: l.flair,
  soldAt: l.soldAt,
  favoritersMailed: l.favoritersMailed ?? 0,
})

/** The listing a console write produced, as the public Listing type reads it (in any state). */
async function written(ctx: GraphQLContext, l: Listing) {
  const detail = await getListingByStockNumber(ctx, l.stockNumber, ctx.locale, { anyState: true })
  if (!detail) throw new Error(`listing ${l.stockNumber} vanished after it was written`)
  return detail
}

export const adminResolvers: Resolvers = {
  Query: {
    adminDashboard: (_p, _a, ctx) => getAdminDashboard(ctx),
    adminListings: (_p, { filter }, ctx) =>
      listAdminListings(ctx, scopeOf(ctx), filter, ctx.locale),
    adminListing: (_p, { stockNumber }, ctx) =>
      getAdminListing(ctx, scopeOf(ctx), stockNumber, ctx.locale),
    adminLeads: (_p, { filter }, ctx) =>
      listAdminLeads(ctx, scopeOf(ctx), filter, ctx.locale, ctx.currentUser?.id),
    adminLead: (_p, { id }, ctx) => getAdminLead(ctx, scopeOf(ctx), id, ctx.locale),
    auditLog: (_p, { filter }, ctx) => listAuditLog(ctx, filter, ctx.locale),
  },
  Mutation: {
    createListing: async (_p, { input }, ctx) =>
      written(ctx, await createListing(ctx, actorOf(ctx), input, ctx.locale)),
    updateListing: async (_p, args, ctx) =>
      written(ctx, await updateListing(ctx, actorOf(ctx), args, ctx.locale)),
    duplicateListing: async (_p, args, ctx) =>
      written(ctx, await duplicateListing(ctx, actorOf(ctx), args, ctx.locale)),
    markLeadContacted: (_p, { id }, ctx) => markLeadContacted(ctx, actorOf(ctx), id, ctx.locale),
    publishListing: async (_p, { stockNumber }, ctx) =>
      state(await publishListing(ctx, actorOf(ctx), stockNumber, ctx.locale)),
    markComingSoon: async (_p, { stockNumber }, ctx) =>
      state(await markListingComingSoon(ctx, actorOf(ctx), stockNumber, ctx.locale)),
    changeListingPrice: async (_p, args, ctx) =>
      state(await changeListingPrice(ctx, actorOf(ctx), args, ctx.locale)),
    markListingSold: async (_p, args, ctx) =>
      state(await markListingSold(ctx, actorOf(ctx), args, ctx.locale)),
    removeListing: async (_p, args, ctx) =>
      state(await removeListing(ctx, actorOf(ctx), args, ctx.locale)),
    restoreListing: async (_p, { stockNumber }, ctx) =>
      state(await restoreListing(ctx, actorOf(ctx), stockNumber, ctx.locale)),
    putListingBackOnSale: async (_p, args, ctx) =>
      state(await putListingBackOnSale(ctx, actorOf(ctx), args, ctx.locale)),
    discardDraft: async (_p, { stockNumber }, ctx) =>
      state(await discardDraft(ctx, actorOf(ctx), stockNumber, ctx.locale)),
  },
}
