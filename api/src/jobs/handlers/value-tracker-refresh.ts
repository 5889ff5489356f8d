import { z } from 'zod'
import { TOPICS } from '../../services/alert-jobs/topics'
import { rateListings } from '../../services/listing-insights/rate-listings'
import { refreshValuations } from '../../services/value-tracker/refresh-valuations'
import { defineJob } from '../define'

/**
 * Nightly (scheduler): value every tracked machine again from the latest completed sales, and
 * rate every live listing against the market again (issue 17: the market moves as sales complete).
 */
export const valueTrackerRefreshJob = defineJob({
  topic: TOPICS.valueTrackerRefresh,
  payloadSchema: z.object({ day: z.string(), before: z.iso.datetime() }),
  maxAttempts: 5,
  async handle(deps, { before }) {
    await refreshValuations(deps, new Date(before))
    await rateListings(deps.database, { asOf: new Date(before) })
  },
})
