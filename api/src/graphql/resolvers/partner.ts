import type { Resolvers } from '../__generated__/resolvers-types'
import type { PartnerApiKey } from '../../db/schema'
import {
  createPartnerApiKey,
  listPartnerApiKeys,
  revokePartnerApiKey,
} from '../../services/partners/partner-api-keys'

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
    partnerApiKeys: async (_p, _a, ctx) =>
      (await listPartnerApiKeys(ctx, ctx.currentUser)).map(keyView),
  },
  Mutation: {
    createPartnerApiKey: async (_p, args, ctx) => {
      const k = await createPartnerApiKey(ctx, ctx.currentUser, args, ctx.locale)
      return { id: k.id, key: k.key, name: k.name, prefix: k.prefix, createdAt: k.createdAt }
    },
    revokePartnerApiKey: async (_p, args, ctx) =>
      keyView(await revokePartnerApiKey(ctx, ctx.currentUser, args, ctx.locale)),
  },
}
