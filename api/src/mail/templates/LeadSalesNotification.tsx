import { LEAD_FORM_NAMES } from '@ironyard/contract/lead-types'
import { Link, Text } from '@react-email/components'
import type { Lead } from '../../db/schema'
import { formatMoney } from '../../lib/format-money'
import { leadDetailLabel, leadDetailsOf, leadDetailText } from '../../services/admin/lead-details'
import type { LeadForMail } from '../../services/leads/get-lead-for-mail'
import { Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface LeadSalesNotificationProps {
  lead: Pick<
    Lead,
    | 'id'
    | 'type'
    | 'persona'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'company'
    | 'zip'
    | 'message'
    | 'offerAmountCents'
    | 'likelihood'
    | 'locale'
    | 'utm'
    | 'pageUrl'
    | 'details'
  >
  machine: LeadForMail['machine']
  /** Ask an Inspector: who inspected the machine (null: not inspected yet). */
  inspector?: LeadForMail['inspector']
}

/** The Name Your Price likelihood the buyer was shown, as words (not the stored key). */
const LIKELIHOOD: Record<string, string> = {
  slim_chance: 'Slim chance',
  possible: 'Possible',
  high_chance: 'High chance',
}

/** The sales team's copy of a lead. Internal, so always in English. */
export const leadSalesNotification = defineTemplate<LeadSalesNotificationProps>({
  subject: ({ lead, machine }) =>
    `[Lead #${lead.id}] ${LEAD_FORM_NAMES[lead.type]}${machine ? ` · ${machine.title} (#${machine.stockNumber})` : ''}`,
  render: ({ lead, machine, inspector }) => {
    const rows: Array<[string, string | null | undefined]> = [
      ['Form', LEAD_FORM_NAMES[lead.type]],
      ['Persona', lead.persona],
      ['Name', [lead.firstName, lead.lastName].filter(Boolean).join(' ') || null],
      ['Email', lead.email],
      ['Phone', lead.phone],
      ['Company', lead.company],
      ['ZIP', lead.zip],
      ['Offer', lead.offerAmountCents ? formatMoney(lead.offerAmountCents, 'en') : null],
      ['Likelihood shown', lead.likelihood && (LIKELIHOOD[lead.likelihood] ?? lead.likelihood)],
      ['Language', lead.locale],
      [
        'Inspector',
        lead.type === 'ask_inspector'
          ? (inspector ?? 'None yet: the machine is not inspected, any inspector answers')
          : null,
      ],
      ['Message', lead.message],
      // The form's own answers, labelled and worded as the console shows them (never raw keys).
      ...leadDetailsOf(lead).map((d): [string, string] => [
        leadDetailLabel(d, 'en'),
        leadDetailText(d, 'en'),
      ]),
      ...Object.entries(lead.utm ?? {}).map(([k, v]): [string, string] => [k, v]),
      ['Page', lead.pageUrl],
    ]
    return (
      <Layout locale="en" preview={`New ${LEAD_FORM_NAMES[lead.type]} lead`}>
        {machine ? (
          <Text style={{ ...paragraph, fontWeight: 700 }}>
            <Link href={machine.url}>{machine.title}</Link> · #{machine.stockNumber} ·{' '}
            {formatMoney(machine.priceCents, 'en')}
          </Text>
        ) : null}
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <Text key={k} style={{ ...paragraph, margin: '2px 0' }}>
              <strong>{k}:</strong> {v}
            </Text>
          ))}
      </Layout>
    )
  },
})
