import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import { getAuctionLotIdByNumber } from '../../services/auctions/lot-by-number'
import { getAuctionLotView } from '../../services/auctions/list-auctions'
import {
  isRegisteredToBid,
  listMyAuctionBids,
  liveLotsOfListings,
  type ListingAuctionLotView,
} from '../../services/auctions/my-bids'

/**
 * `Listing.auctionLot` for every listing of one request in one query: the ids asked for in the
 * same tick are read together, and each request keeps its answers.
 */
const batches = new WeakMap<
  object,
  {
    pending: Map<number, Array<(v: ListingAuctionLotView | null) => void>>
    done: Map<number, ListingAuctionLotView | null>
  }
>()

function listingLot(ctx: GraphQLContext, listingId: number): Promise<ListingAuctionLotView | null> {
  let batch = batches.get(ctx)
  if (!batch) {
    batch = { pending: new Map(), done: new Map() }
    batches.set(ctx, batch)
  }
  if (batch.done.has(listingId)) return Promise.resolve(batch.done.get(listingId) ?? null)
  const b = batch
  return new Promise((resolve, reject) => {
    const first = b.pending.size === 0
    const waiting = b.pending.get(listingId) ?? []
    waiting.push(resolve)
    b.pending.set(listingId, waiting)
    if (!first) return
    queueMicrotask(() => {
      const asked = b.pending
      b.pending = new Map()
      liveLotsOfListings(ctx, [...asked.keys()], ctx.locale).then((found) => {
        for (const [id, resolvers] of asked) {
          const lot = found.get(id) ?? null
          b.done.set(id, lot)
          for (const r of resolvers) r(lot)
        }
      }, reject)
    })
  })
}

export const auctionAccountResolvers: Resolvers = {
  Query: {
    myAuctionBids: async (_p, _a, ctx) =>
      (await listMyAuctionBids(ctx, ctx.currentUser, ctx.locale)).map((b) => ({
        ...b,
        lotId: String(b.lotId),
      })),
  },
  Listing: {
    auctionLot: async (listing, _a, ctx) => {
      const lot = await listingLot(ctx, listing.id)
      return lot ? { ...lot, lotId: String(lot.lotId) } : null
    },
  },
  Auction: {
    lot: async (auction, { number }, ctx) => {
      const id = await getAuctionLotIdByNumber(ctx, auction.id, number)
      return id === null ? null : getAuctionLotView(ctx, id)
    },
    registeredToBid: (auction, _a, ctx) => isRegisteredToBid(ctx, auction.id, ctx.currentUser),
  },
}
