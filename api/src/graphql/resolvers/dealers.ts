import type { Resolvers } from '../__generated__/resolvers-types'
import { getDealer, listDealers } from '../../services/dealers/list-dealers'

export const dealersResolvers: Resolvers = {
  Query: {
    dealers: (_p, _a, ctx) => listDealers(ctx),
    dealer: (_p, { slug }, ctx) => getDealer(ctx, slug),
  },
}
