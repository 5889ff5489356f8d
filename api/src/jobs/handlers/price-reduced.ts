import { z } from 'zod'
import { sendMail } from '../../mail/mailer'
import { scanPriceDrops } from '../../services/alert-jobs/scan-price-drops'
import {
  getPriceReducedMail,
  type PriceReducedOutcome,
} from '../../services/alert-jobs/get-price-reduced-mail'
import { TOPICS } from '../../services/alert-jobs/topics'
import { defineJob, type JobDeps } from '../define'

/** Email one user about one price drop, when the service says to (idempotent: sent once). */
export async function sendPriceReducedEmail(
  deps: JobDeps,
  priceHistoryId: number,
  userId: string,
): Promise<PriceReducedOutcome> {
  const mail = await getPriceReducedMail(deps, priceHistoryId, userId)
  if (typeof mail === 'string') return mail
  return (await sendMail(deps, { template: 'price-reduced', ...mail })).status
}

/** Periodic (scheduler): find price drops on favorited machines, one email job per user and drop. */
export const priceDropScanJob = defineJob({
  topic: TOPICS.priceDropScan,
  payloadSchema: z.object({ until: z.iso.datetime() }),
  maxAttempts: 5,
  async handle(deps, { until }) {
    await scanPriceDrops(deps, new Date(until))
  },
})

/** One user, one price change: the price-reduction email in the user's language (sent once). */
export const priceReducedJob = defineJob({
  topic: TOPICS.priceReduced,
  payloadSchema: z.object({
    priceHistoryId: z.number().int().positive(),
    userId: z.string().min(1).max(200),
  }),
  maxAttempts: 8,
  async handle(deps, { priceHistoryId, userId }) {
    await sendPriceReducedEmail(deps, priceHistoryId, userId)
  },
})
