import type { Resolvers } from '../__generated__/resolvers-types'
import { subscribeInventoryAlert } from '../../services/alerts/subscribe-inventory-alert'
import { unsubscribeInventoryAlert } from '../../services/alerts/unsubscribe-inventory-alert'

export const alertResolvers: Resolvers = {
  Mutation: {
    subscribeInventoryAlert: (_p, { input }, ctx) =>
      subscribeInventoryAlert(ctx, input, { locale: ctx.locale }),
    unsubscribeInventoryAlert: (_p, { token }, ctx) => unsubscribeInventoryAlert(ctx, token),
  },
}
