import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import type { Actor } from '../../services/audit/record-audit'
import { addAuctionLot } from '../../services/auction-admin/add-auction-lot'
import {
  adminLotBids,
  getAdminAuction,
  listAdminAuctions,
  listAdminLots,
} from '../../services/auction-admin/admin-auction-views'
import { setBiddingLimit } from '../../services/auction-admin/bidding-limit'
import { createAuction } from '../../services/auction-admin/create-auction'
import { setLotReserve } from '../../services/auction-admin/set-lot-reserve'
import { withdrawAuctionLot } from '../../services/auction-admin/withdraw-auction-lot'
import { getAuctionLotView } from '../../services/auctions/list-auctions'
import { forgetLotReads } from '../../services/auctions/lot-bidding-view'
import { publishLotUpdated } from '../../services/auctions/lot-events'
import { lotNotFound } from '../../services/auctions/lot-state'

/** The signed-in admin (the directive has checked the role before any resolver here runs). */
const actorOf = (ctx: GraphQLContext): Actor => ({
  id: ctx.currentUser!.id,
  email: ctx.currentUser!.email,
})

/** The lot a mutation answers with, as it is now. */
async function lotById(ctx: GraphQLContext, lotId: number) {
  forgetLotReads(ctx)
  const lot = await getAuctionLotView(ctx, lotId)
  if (!lot) throw lotNotFound()
  return lot
}

const withId = <T extends { id: number }>(v: T) => ({ ...v, id: String(v.id) })

export const adminAuctionsResolvers: Resolvers = {
  Query: {
    adminAuctions: (_p, _a, ctx) => listAdminAuctions(ctx, ctx.locale),
    adminAuction: (_p, { slug }, ctx) => getAdminAuction(ctx, slug, ctx.locale),
    adminLotBids: async (_p, { lotId }, ctx) => {
      const log = await adminLotBids(ctx, lotId, ctx.locale)
      return log && { ...log, lot: withId(log.lot), bids: log.bids.map(withId) }
    },
  },
  Mutation: {
    createAuction: (_p, { input }, ctx) => createAuction(ctx, actorOf(ctx), input, ctx.locale),
    addAuctionLot: async (_p, args, ctx) =>
      lotById(ctx, await addAuctionLot(ctx, actorOf(ctx), args, ctx.locale)),
    withdrawAuctionLot: async (_p, args, ctx) => {
      const lotId = await withdrawAuctionLot(ctx, actorOf(ctx), args, ctx.locale)
      // Committed: the lot's watchers see it withdrawn at once (publishing never throws).
      await publishLotUpdated(ctx, lotId)
      return lotById(ctx, lotId)
    },
    setAuctionLotReserve: async (_p, args, ctx) => {
      const { lotId, changed } = await setLotReserve(ctx, actorOf(ctx), args, ctx.locale)
      // Committed: the price and the reserve's state change live for the lot's watchers.
      if (changed) await publishLotUpdated(ctx, lotId)
      return lotById(ctx, lotId)
    },
    setBiddingLimit: (_p, args, ctx) => setBiddingLimit(ctx, actorOf(ctx), args, ctx.locale),
  },
  AdminAuction: {
    lots: async (auction, _a, ctx) => (await listAdminLots(ctx, auction.id)).map(withId),
  },
}
