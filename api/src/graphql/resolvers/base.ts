import type { Resolvers } from '../__generated__/resolvers-types'
import { getHealth } from '../../services/health/get-health'

export const baseResolvers: Resolvers = {
  Query: {
    health: (_p, _a, ctx) => getHealth(ctx),
  },
  Mutation: {
    ping: () => true,
  },
}
