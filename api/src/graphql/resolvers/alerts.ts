import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import { subscribeInventoryAlert } from '../../services/alerts/subscribe-inventory-alert'
import { unsubscribeInventoryAlert } from '../../services/alerts/unsubscribe-inventory-alert'
import {
  deleteMyInventoryAlert,
  listMyInventoryAlerts,
  updateMyInventoryAlert,
  type MyInventoryAlert,
} from '../../services/alerts/manage-my-inventory-alerts'

/** The signed-in user's address, only when the sign-in service says it is verified. */
export const verifiedEmailOf = (ctx: Pick<GraphQLContext, 'currentUser'>): string | null =>
  ctx.currentUser?.emailVerified ? ctx.currentUser.email : null

const toGraphql = (a: MyInventoryAlert) => ({
  ...a,
  frequency: a.frequency === 'weekly' ? ('WEEKLY' as const) : ('DAILY' as const),
  state: a.state.toUpperCase() as 'ACTIVE' | 'PAUSED' | 'PENDING' | 'UNSUBSCRIBED',
})

export const alertResolvers: Resolvers = {
  Query: {
    myInventoryAlerts: async (_p, _a, ctx) => {
      const mine = await listMyInventoryAlerts(ctx, ctx.currentUser, ctx.locale)
      return { ...mine, alerts: mine.alerts.map(toGraphql) }
    },
  },
  Mutation: {
    updateMyInventoryAlert: async (_p, { input }, ctx) =>
      toGraphql(
        await updateMyInventoryAlert(
          ctx,
          ctx.currentUser,
          {
            id: input.id,
            // A null goes on to the schema, which refuses it (it used to read as "unchanged").
            paused: input.paused,
            frequency: input.frequency == null ? input.frequency : input.frequency.toLowerCase(),
          },
          { locale: ctx.locale, ip: ctx.ip },
        ),
      ),
    deleteMyInventoryAlert: (_p, { id }, ctx) => deleteMyInventoryAlert(ctx, ctx.currentUser, id),
    subscribeInventoryAlert: (_p, { input }, ctx) =>
      subscribeInventoryAlert(ctx, input, {
        locale: ctx.locale,
        ip: ctx.ip,
        verifiedEmail: verifiedEmailOf(ctx),
      }),
    unsubscribeInventoryAlert: (_p, { token }, ctx) => unsubscribeInventoryAlert(ctx, token),
  },
}
