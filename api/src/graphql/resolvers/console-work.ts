import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import { AppError } from '../../lib/errors'
import { getConsoleWork } from '../../services/admin/get-admin-dashboard'
import { bulkUpdateLeads } from '../../services/admin/lead-bulk-operations'
import { getLeadBulkOperation, notesOfLead } from '../../services/admin/lead-bulk-reads'
import { undoLeadBulkOperation } from '../../services/admin/lead-bulk-undo'
import { listLeadOwners } from '../../services/admin/lead-owners'
import { deleteSavedView, listSavedViews, saveView } from '../../services/admin/saved-views'
import { listingActorOf, listingScopeOf } from '../../services/listing-admin/listing-scope'

/** The signed-in caller's id (the directive has let only signed-in console users through). */
function userIdOf(ctx: GraphQLContext): string {
  if (!ctx.currentUser) {
    throw new AppError('UNAUTHENTICATED', { messageKey: 'errors:auth.signInRequired' })
  }
  // A console role is checked again here: the scope throws FORBIDDEN for anyone else.
  listingScopeOf(ctx.currentUser)
  return ctx.currentUser.id
}

/** Issue 36, points 7 to 9: the dashboard's work, the inbox's bulk operations, saved views. */
export const consoleWorkResolvers: Resolvers = {
  Query: {
    consoleWork: (_p, _a, ctx) => getConsoleWork(ctx, listingScopeOf(ctx.currentUser), ctx.locale),
    leadOwners: (_p, _a, ctx) => listLeadOwners(ctx, listingScopeOf(ctx.currentUser)),
    leadBulkOperation: (_p, { id }, ctx) =>
      getLeadBulkOperation(ctx, listingActorOf(ctx.currentUser), id, ctx.locale),
    savedViews: (_p, { table }, ctx) => listSavedViews(ctx, userIdOf(ctx), table, ctx.locale),
  },
  Mutation: {
    bulkUpdateLeads: (_p, { input }, ctx) =>
      bulkUpdateLeads(ctx, listingActorOf(ctx.currentUser), input, ctx.locale),
    undoLeadBulkOperation: (_p, { id }, ctx) =>
      undoLeadBulkOperation(ctx, listingActorOf(ctx.currentUser), id, ctx.locale),
    saveView: (_p, { input }, ctx) => saveView(ctx, userIdOf(ctx), input, ctx.locale),
    deleteSavedView: (_p, { id }, ctx) => deleteSavedView(ctx, userIdOf(ctx), id, ctx.locale),
  },
  AdminLead: {
    // The lead's scope was checked when the lead was read (adminLead, adminLeads).
    notes: (lead, _a, ctx) => notesOfLead(ctx, Number(lead.id)),
  },
}
