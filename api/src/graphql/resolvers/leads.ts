import { toLocale } from '@ironyard/contract/locale'
import type { Resolvers } from '../__generated__/resolvers-types'
import { translateValidation } from '../../lib/validation-messages'
import { previewOfferLikelihood } from '../../services/leads/preview-offer-likelihood'
import { submitLead } from '../../services/leads/submit-lead'
import { verifiedEmailOf } from './alerts'

export const leadResolvers: Resolvers = {
  Query: {
    offerLikelihood: (_p, args, ctx) => previewOfferLikelihood(ctx, args, ctx),
  },
  Mutation: {
    submitLead: async (_p, { input }, ctx) => {
      const result = await submitLead(ctx, input, {
        locale: ctx.locale,
        ip: ctx.ip,
        userId: ctx.currentUser?.id,
        verifiedEmail: verifiedEmailOf(ctx),
        privacySignal: ctx.privacySignal,
      })
      const locale = toLocale(input.locale, ctx.locale)
      return {
        ...result,
        leadId: String(result.leadId),
        message: translateValidation('form.success', locale),
      }
    },
  },
}
