import { z } from 'zod'
import {
  sendConfirmationMail,
  SUBSCRIPTION_CONFIRMATION_TOPIC,
} from '../../services/mailing-list/confirmation-mail'
import { defineJob } from '../define'

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
