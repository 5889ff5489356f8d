import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import { subscribeInventoryAlert } from '../../services/alerts/subscribe-inventory-alert'
import { unsubscribeInventoryAlert } from '../../services/alerts/unsubscribe-inventory-alert'

/** The signed-in user's address, only when the sign-in service says it is verified. */
export const verifiedEmailOf = (ctx: Pick<GraphQLContext, 'currentUser'>): string | null =>
  ctx.currentUser?.emailVerified ? ctx.currentUser.email : null

export const alertResolvers: Resolvers = {
  Mutation: {
    subscribeInventoryAlert: (_p, { input }, ctx) =>
      subscribeInventoryAlert(ctx, input, {
        locale: ctx.locale,
        ip: ctx.ip,
        verifiedEmail: verifiedEmailOf(ctx),
      }),
    unsubscribeInventoryAlert: (_p, { token }, ctx) => unsubscribeInventoryAlert(ctx, token),
  },
}
