import { z } from 'zod'
import { sendMail } from '../../mail/mailer'
import { getLeadForMail } from '../../services/leads/get-lead-for-mail'
import { isMailingListForm, LEAD_SUBMITTED_TOPIC } from '../../services/leads/submit-lead'
import { defineJob } from '../define'

/**
 * A lead was stored: tell the sales team and confirm to the person in their language. Each mail
 * has its own dedupe key, so a retry after a crash sends only what was not sent yet. The
 * newsletter forms get no lead confirmation: their address is mailed only the subscription's
 * confirmation link until it confirms (services/mailing-list, decision 017).
 */
export const leadSubmittedJob = defineJob({
  topic: LEAD_SUBMITTED_TOPIC,
  payloadSchema: z.object({ leadId: z.number().int().positive() }),
  maxAttempts: 8,
  async handle(deps, { leadId }) {
    const found = await getLeadForMail(deps.database, leadId, deps.env.WEB_URL)
    if (!found) return // the lead was deleted (e.g. on request): nothing to send
    const { lead, machine, locale, contactWindow, outcome, fitReasons, inspector } = found
    await sendMail(deps, {
      template: 'lead-sales-notification',
      to: deps.env.SALES_TEAM_EMAIL,
      locale: 'en',
      props: { lead, machine, inspector },
      dedupeKey: `lead:${leadId}:sales`,
    })
    if (isMailingListForm(lead.type)) return
    await sendMail(deps, {
      template: 'lead-confirmation',
      to: lead.email,
      locale,
      props: {
        type: lead.type,
        firstName: lead.firstName,
        machine,
        offerCents: lead.offerAmountCents,
        likelihood: lead.likelihood,
        contactWindow,
        outcome,
        fitReasons,
        inspector,
      },
      dedupeKey: `lead:${leadId}:confirmation`,
    })
  },
})
