import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import type { Actor } from '../../services/audit/record-audit'
import { createInspector } from '../../services/inspection-admin/create-inspector'
import { deleteInspection } from '../../services/inspection-admin/delete-inspection'
import { getAdminInspection } from '../../services/inspection-admin/get-admin-inspection'
import { saveInspection } from '../../services/inspection-admin/save-inspection'

/** The signed-in admin (the directive has checked the role before any resolver here runs). */
const actorOf = (ctx: GraphQLContext): Actor => ({
  id: ctx.currentUser!.id,
  email: ctx.currentUser!.email,
})

export const adminInspectionResolvers: Resolvers = {
  Query: {
    adminInspection: (_p, { stockNumber }, ctx) => getAdminInspection(ctx, stockNumber, ctx.locale),
  },
  Mutation: {
    saveInspection: (_p, args, ctx) => saveInspection(ctx, actorOf(ctx), args, ctx.locale),
    deleteInspection: (_p, { stockNumber }, ctx) =>
      deleteInspection(ctx, actorOf(ctx), stockNumber, ctx.locale),
    createInspector: (_p, { input }, ctx) => createInspector(ctx, actorOf(ctx), input, ctx.locale),
  },
}
