import { z } from 'zod'
import { sendMail } from '../../mail/mailer'
import { enqueueInventoryDigests } from '../../services/alert-jobs/enqueue-inventory-digests'
import {
  getInventoryAlertDigest,
  markAlertChecked,
  type DigestOutcome,
} from '../../services/alert-jobs/get-inventory-alert-digest'
import { TOPICS } from '../../services/alert-jobs/topics'
import { defineJob, type JobDeps } from '../define'

/** One alert's digest for one day, when the service finds something new (sent once). */
export async function sendInventoryAlertDigest(
  deps: JobDeps,
  alertId: string,
  day: string,
  until: Date,
): Promise<DigestOutcome> {
  const digest = await getInventoryAlertDigest(deps, alertId, day, until)
  if (typeof digest === 'string') return digest
  const result = await sendMail(deps, { template: 'inventory-alert-digest', ...digest })
  await markAlertChecked(deps, alertId, until)
  return result.status
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** Daily (scheduler): one digest job per active inventory alert. */
export const inventoryDigestJob = defineJob({
  topic: TOPICS.inventoryDigest,
  payloadSchema: z.object({ day, until: z.iso.datetime() }),
  maxAttempts: 5,
  async handle(deps, payload) {
    await enqueueInventoryDigests(deps, payload.day, new Date(payload.until))
  },
})

/** One alert's daily digest of new matching listings (sent once per alert and day). */
export const inventoryAlertDigestJob = defineJob({
  topic: TOPICS.inventoryAlertDigest,
  payloadSchema: z.object({ alertId: z.uuid(), day, until: z.iso.datetime() }),
  maxAttempts: 8,
  async handle(deps, payload) {
    await sendInventoryAlertDigest(deps, payload.alertId, payload.day, new Date(payload.until))
  },
})
