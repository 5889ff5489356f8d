import type { Resolvers } from '../__generated__/resolvers-types'
import { getCurrentUser } from '../../services/users/get-current-user'
import { availableOAuthProviders } from '../../signin/config'

export const userResolvers: Resolvers = {
  Query: {
    currentUser: (_p, _a, ctx) => getCurrentUser(ctx),
    signInOptions: (_p, _a, ctx) => ({ oauthProviders: availableOAuthProviders(ctx.env) }),
  },
}
