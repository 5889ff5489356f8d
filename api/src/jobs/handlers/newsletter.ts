import { z } from 'zod'
import { sendMail } from '../../mail/mailer'
import {
  enqueueNewsletterIssue,
  getNewsletterMail,
  NEWSLETTER_TOPICS,
  type NewsletterOutcome,
} from '../../services/mailing-list/get-newsletter-mail'
import { defineJob, type JobDeps } from '../define'

/** One subscriber's newsletter issue, when the service says to (sent once). */
export async function sendNewsletter(
  deps: JobDeps,
  subscriptionId: string,
  issue: string,
): Promise<NewsletterOutcome> {
  const mail = await getNewsletterMail(deps, subscriptionId, issue)
  if (typeof mail === 'string') return mail
  return (await sendMail(deps, { template: 'newsletter', ...mail })).status
}

const issue = z.string().regex(/^\d{4}-\d{2}$/)

/** Monthly (scheduler): one newsletter job per confirmed subscriber. */
export const newsletterIssueJob = defineJob({
  topic: NEWSLETTER_TOPICS.issue,
  payloadSchema: z.object({ issue }),
  maxAttempts: 5,
  async handle(deps, payload) {
    await enqueueNewsletterIssue(deps, payload.issue)
  },
})

/** One subscriber's monthly newsletter (sent once per issue). */
export const newsletterJob = defineJob({
  topic: NEWSLETTER_TOPICS.mail,
  payloadSchema: z.object({ subscriptionId: z.uuid(), issue }),
  maxAttempts: 8,
  async handle(deps, payload) {
    await sendNewsletter(deps, payload.subscriptionId, payload.issue)
  },
})
