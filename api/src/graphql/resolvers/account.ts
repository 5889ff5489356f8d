import type { Resolvers } from '../__generated__/resolvers-types'
import { getAccount } from '../../services/profile/get-account'
import { updateProfile } from '../../services/profile/update-profile'

export const accountResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => getAccount(ctx, ctx.currentUser),
  },
  Mutation: {
    updateProfile: (_p, { input }, ctx) => updateProfile(ctx, ctx.currentUser, input, ctx.locale),
  },
}
