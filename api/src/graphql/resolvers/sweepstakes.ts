import { toLocale } from '@ironyard/contract/locale'
import {
  LUCKY_NUMBER_COUNT,
  LUCKY_NUMBER_MAX,
  LUCKY_NUMBER_MIN,
  SWEEPSTAKES_RULES_VERSION,
} from '@ironyard/contract/forms/sweepstakes'
import type { Resolvers } from '../__generated__/resolvers-types'
import { translateValidation } from '../../lib/validation-messages'
import { enterSweepstakes } from '../../services/sweepstakes/enter-sweepstakes'
import { sweepstakesWindow } from '../../services/sweepstakes/sweepstakes-window'
import { verifiedEmailOf } from './alerts'

export const sweepstakesResolvers: Resolvers = {
  Query: {
    sweepstakes: (_p, _a, ctx) => ({
      ...sweepstakesWindow(ctx),
      luckyNumberCount: LUCKY_NUMBER_COUNT,
      luckyNumberMin: LUCKY_NUMBER_MIN,
      luckyNumberMax: LUCKY_NUMBER_MAX,
      rulesVersion: SWEEPSTAKES_RULES_VERSION,
    }),
  },
  Mutation: {
    enterSweepstakes: async (_p, { input }, ctx) => {
      const result = await enterSweepstakes(ctx, input, {
        locale: ctx.locale,
        ip: ctx.ip,
        verifiedEmail: verifiedEmailOf(ctx),
      })
      const locale = toLocale(input.locale, ctx.locale)
      return {
        ...result,
        entryId: String(result.entryId),
        message: translateValidation('form.sweepstakesSuccess', locale),
      }
    },
  },
}
