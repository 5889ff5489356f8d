import { z } from 'zod'
import { sendMail } from '../../mail/mailer'
import {
  getConfirmationMail,
  SUBSCRIPTION_CONFIRMATION_TOPIC,
  type ConfirmationMailOutcome,
  type ConfirmationMailPayload,
} from '../../services/mailing-list/confirmation-mail'
import { defineJob, type JobDeps } from '../define'

/** Send a pending subscription's confirmation mail, when the service says to (sent once). */
export async function sendConfirmationMail(
  deps: JobDeps,
  payload: ConfirmationMailPayload,
): Promise<ConfirmationMailOutcome> {
  const mail = await getConfirmationMail(deps, payload)
  if (typeof mail === 'string') return mail
  return (await sendMail(deps, { template: 'subscription-confirmation', ...mail })).status
}

/** The confirmation mail of a pending inventory alert or mailing-list subscription. */
export const subscriptionConfirmationJob = defineJob({
  topic: SUBSCRIPTION_CONFIRMATION_TOPIC,
  payloadSchema: z.object({
    kind: z.enum(['inventory_alert', 'mailing_list']),
    id: z.uuid(),
    requestedAt: z.iso.datetime(),
  }),
  maxAttempts: 8,
  async handle(deps, payload) {
    await sendConfirmationMail(deps, payload)
  },
})
