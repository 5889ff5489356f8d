import type { Resolvers } from '../__generated__/resolvers-types'
import { getAuctionLotView } from '../../services/auctions/list-auctions'
import {
  forgetLotReads,
  lotBidding,
  lotBidHistory,
  myLotStanding,
} from '../../services/auctions/lot-bidding-view'
import { lotEventBus } from '../../services/auctions/lot-event-bus'
import { readLotUpdate } from '../../services/auctions/lot-events'
import {
  isLive,
  isOnlineLot,
  lotNotFound,
  parseLotId,
  readLot,
} from '../../services/auctions/lot-state'
import { placeBid } from '../../services/auctions/place-bid'
import { registerToBid } from '../../services/auctions/register-to-bid'
import { unwatchLot, watchLot } from '../../services/auctions/watch-lot'
import type { GraphQLContext } from '../../context'
import type { LotUpdate } from '../../services/auctions/lot-event-bus'

/** The lot a mutation answers with, as it is now (read again after the mutation). */
async function lotById(ctx: GraphQLContext, lotId: number) {
  forgetLotReads(ctx)
  const lot = await getAuctionLotView(ctx, lotId)
  if (!lot) throw lotNotFound()
  return lot
}

/** A stream of the lot's last update (none if the lot has gone meanwhile) that then ends. */
async function* finalState(last: Promise<LotUpdate | null>): AsyncGenerator<LotUpdate> {
  const update = await last
  if (update) yield update
}

const mine = async (ctx: GraphQLContext, lotId: number) =>
  ctx.currentUser ? myLotStanding(ctx, lotId, ctx.currentUser) : null

export const auctionBiddingResolvers: Resolvers = {
  Query: {
    auctionLot: (_p, { id }, ctx) => {
      const lotId = parseLotId(id)
      return lotId === null ? null : getAuctionLotView(ctx, lotId)
    },
  },
  Mutation: {
    registerToBid: (_p, args, ctx) => registerToBid(ctx, ctx.currentUser, args, ctx.locale),
    placeBid: (_p, args, ctx) => placeBid(ctx, ctx.currentUser, args, ctx.locale),
    watchLot: async (_p, { lotId }, ctx) =>
      lotById(ctx, await watchLot(ctx, ctx.currentUser, lotId)),
    unwatchLot: async (_p, { lotId }, ctx) =>
      lotById(ctx, await unwatchLot(ctx, ctx.currentUser, lotId)),
  },
  Subscription: {
    lotUpdated: {
      // The listener is attached here, before the stream's headers go out: an update published
      // once the client sees the stream open is never missed.
      subscribe: async (_p, { lotId }, ctx) => {
        const id = parseLotId(lotId)
        const lot = id === null ? null : await readLot(ctx.database.db, id)
        if (!lot || !isOnlineLot(lot)) throw lotNotFound()
        // A closed or withdrawn lot will never change again: its final state, then the end.
        if (!isLive(lot.status)) return finalState(readLotUpdate(ctx, lot.id))
        const bus = lotEventBus(ctx)
        await bus.ready
        return bus.subscribe(String(lot.id))
      },
      resolve: (update: LotUpdate) => update,
    },
  },
  AuctionLot: {
    id: (lot) => String(lot.id),
    status: async (lot, _a, ctx) => (await lotBidding(ctx, lot.id)).status,
    closesAt: async (lot, _a, ctx) => (await lotBidding(ctx, lot.id)).closesAt,
    startingBidCents: async (lot, _a, ctx) => (await lotBidding(ctx, lot.id)).startingBidCents,
    currentBidCents: async (lot, _a, ctx) => (await lotBidding(ctx, lot.id)).currentBidCents,
    minimumNextBidCents: async (lot, _a, ctx) =>
      (await lotBidding(ctx, lot.id)).minimumNextBidCents,
    bidCount: async (lot, _a, ctx) => (await lotBidding(ctx, lot.id)).bidCount,
    reserveMet: async (lot, _a, ctx) => (await lotBidding(ctx, lot.id)).reserveMet,
    bids: (lot, { last }, ctx) => lotBidHistory(ctx, lot.id, ctx.currentUser, last ?? 100),
    myMaxBidCents: async (lot, _a, ctx) => (await mine(ctx, lot.id))?.myMaxBidCents ?? null,
    leading: async (lot, _a, ctx) => (await mine(ctx, lot.id))?.leading ?? false,
    watching: async (lot, _a, ctx) => (await mine(ctx, lot.id))?.watching ?? false,
  },
  BidResult: {
    lot: (result, _a, ctx) => lotById(ctx, result.lotId),
  },
}
