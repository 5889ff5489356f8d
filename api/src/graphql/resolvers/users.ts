import type { Resolvers } from '../__generated__/resolvers-types'
import { getCurrentUser } from '../../services/users/get-current-user'

export const userResolvers: Resolvers = {
  Query: {
    currentUser: (_p, _a, ctx) => getCurrentUser(ctx),
  },
}
