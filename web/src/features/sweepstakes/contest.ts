import 'server-only'
import { DEFAULT_CONTEST, type SweepstakesContest } from '@/features/content'
import { SweepstakesDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'

/**
 * The contest window and status from the api (env SWEEPSTAKES_OPENS_AT / _CLOSES_AT); the 2023
 * contest, ended, when the api cannot be reached (no form is offered that could not be sent).
 */
export async function contestOf(locale: Locale): Promise<SweepstakesContest> {
  try {
    const { sweepstakes } = await gql(SweepstakesDocument, {}, { locale })
    return {
      status: sweepstakes.status,
      opensAt: new Date(sweepstakes.opensAt).toISOString(),
      closesAt: new Date(sweepstakes.closesAt).toISOString(),
      luckyNumberCount: sweepstakes.luckyNumberCount,
      luckyNumberMin: sweepstakes.luckyNumberMin,
      luckyNumberMax: sweepstakes.luckyNumberMax,
    }
  } catch {
    return DEFAULT_CONTEST
  }
}
