import { z } from 'zod'
import { TOPICS } from '../../services/alert-jobs/topics'
import { refreshValuations } from '../../services/value-tracker/refresh-valuations'
import { defineJob } from '../define'

/** Nightly (scheduler): value every tracked machine again from the latest completed sales. */
export const valueTrackerRefreshJob = defineJob({
  topic: TOPICS.valueTrackerRefresh,
  payloadSchema: z.object({ day: z.string(), before: z.iso.datetime() }),
  maxAttempts: 5,
  async handle(deps, { before }) {
    await refreshValuations(deps, new Date(before))
  },
})
