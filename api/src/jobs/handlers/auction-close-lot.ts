import { z } from 'zod'
import { CLOSE_LOT_TOPIC, closeLot } from '../../services/auctions/close-lot'
import { defineJob } from '../define'

/**
 * Issue 34, point 3: close one auction lot (the sweeper enqueues it once its close has passed).
 * `closeLot` decides under the lot's lock and answers a decided lot as it is, so a retry or a
 * second worker changes nothing.
 */
export const auctionCloseLotJob = defineJob({
  topic: CLOSE_LOT_TOPIC,
  payloadSchema: z.object({ lotId: z.number().int().positive() }),
  maxAttempts: 10,
  async handle(deps, { lotId }) {
    await closeLot(deps, lotId)
  },
})
