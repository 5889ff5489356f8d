import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import type { PartnerApiKey } from '../../db/schema'
import {
  addPartnerMemberByStaff,
  getMyPartnerSeller,
  listPartnerSellers,
  removePartnerMemberByStaff,
} from '../../services/partners/partner-members'
import {
  createPartnerApiKey,
  listPartnerApiKeys,
  revokePartnerApiKey,
} from '../../services/partners/partner-api-keys'
import { requestMake } from '../../services/partners/request-make'

/** The signed-in admin (the directive has checked the role). */
const actorOf = (ctx: GraphQLContext) => ({
  id: ctx.currentUser!.id,
  email: ctx.currentUser!.email,
})

const keyView = (k: PartnerApiKey) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
  revokedAt: k.revokedAt,
})

export const partnerResolvers: Resolvers = {
  Query: {
    myPartnerSeller: (_p, _a, ctx) => getMyPartnerSeller(ctx, ctx.currentUser),
    partnerSellers: (_p, _a, ctx) => listPartnerSellers(ctx),
    partnerApiKeys: async (_p, _a, ctx) =>
      (await listPartnerApiKeys(ctx, ctx.currentUser)).map(keyView),
  },
  Mutation: {
    addPartnerMember: (_p, args, ctx) =>
      addPartnerMemberByStaff(ctx, actorOf(ctx), args, ctx.locale),
    removePartnerMember: (_p, args, ctx) =>
      removePartnerMemberByStaff(ctx, actorOf(ctx), args, ctx.locale),
    createPartnerApiKey: async (_p, args, ctx) => {
      const k = await createPartnerApiKey(ctx, ctx.currentUser, args, ctx.locale)
      return { id: k.id, key: k.key, name: k.name, prefix: k.prefix, createdAt: k.createdAt }
    },
    requestMake: (_p, args, ctx) => requestMake(ctx, ctx.currentUser, args, ctx.locale),
    revokePartnerApiKey: async (_p, args, ctx) =>
      keyView(await revokePartnerApiKey(ctx, ctx.currentUser, args, ctx.locale)),
  },
}
