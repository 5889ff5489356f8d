import type { Resolvers } from '../__generated__/resolvers-types'
import { startBulkOperation } from '../../services/admin/bulk-listing-operations'
import { getBulkOperation, listBulkOperations } from '../../services/admin/bulk-listing-reads'
import { listingActorOf, listingScopeOf } from '../../services/listing-admin/listing-scope'

/** Bulk actions on the equipment table (issue 36, point 7): the service decides and scopes. */
export const adminBulkResolvers: Resolvers = {
  Query: {
    bulkOperation: (_p, { id, itemState, itemPage }, ctx) =>
      getBulkOperation(
        ctx,
        listingScopeOf(ctx.currentUser),
        id,
        { state: itemState, page: itemPage },
        ctx.locale,
      ),
    bulkOperations: (_p, _a, ctx) => listBulkOperations(ctx, listingScopeOf(ctx.currentUser)),
  },
  Mutation: {
    startBulkOperation: (_p, { input, filter }, ctx) =>
      startBulkOperation(ctx, listingActorOf(ctx.currentUser), { input, filter }, ctx.locale),
  },
}
