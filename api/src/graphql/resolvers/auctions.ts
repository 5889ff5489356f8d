import type { Resolvers } from '../__generated__/resolvers-types'
import { auctionCalendarIcs } from '../../services/auctions/auction-calendar'
import { getAuction, listAuctionLots, listAuctions } from '../../services/auctions/list-auctions'

export const auctionsResolvers: Resolvers = {
  Query: {
    auctions: (_p, _a, ctx) => listAuctions(ctx, ctx.locale),
    auction: (_p, { slug }, ctx) => getAuction(ctx, slug, ctx.locale),
    auctionCalendar: (_p, { slug }, ctx) => auctionCalendarIcs(ctx, ctx.locale, slug),
  },
  Auction: {
    lots: (auction, _a, ctx) => listAuctionLots(ctx, auction.id),
  },
}
