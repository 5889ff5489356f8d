import { Button, Text } from '@react-email/components'
import { t, type MessageVars } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { formatMoney } from '../../lib/format-money'
import type { LeadForMail } from '../../services/leads/get-lead-for-mail'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface LeadConfirmationProps {
  type: string
  firstName: string | null
  machine: LeadForMail['machine']
  offerCents: number | null
  likelihood: string | null
  contactWindow: LeadForMail['contactWindow']
  /** Spec §4: the financing pre-qualification's "sorry" outcome. */
  outcome?: LeadForMail['outcome']
  fitReasons?: string[]
  /** Ask an Inspector: who inspected the machine; null when it has not been inspected yet. */
  inspector?: LeadForMail['inspector']
  unsubscribeUrl?: string
}

const SUBJECTS = new Set([
  'buy_now',
  'contact_sales',
  'name_your_price',
  'ask_inspector',
  'contact_partner_seller',
  'equipment_newsletter',
  'notify_similar',
  'newsletter',
  'finance_prequalify',
  'sell_valuation',
  'inspection_request',
  'parts_request',
  'taxonomy_alliance',
])
const FIT_REASONS = new Set(['amount_over_limit', 'outside_service_area'])
const LIKELIHOODS = new Set(['slim_chance', 'possible', 'high_chance'])

/** The subject for the form type (the thanks line for a type without one). */
const subjectFor = (p: LeadConfirmationProps, locale: Locale) =>
  SUBJECTS.has(p.type)
    ? t(locale, `mail:leadConfirmation.subject.${p.type}`, { machine: p.machine?.title ?? '' })
    : t(locale, 'mail:leadConfirmation.thanks')

/**
 * The financing "sorry" outcome (spec §4) is not a success: its subject and thanks say what
 * happened instead of "Submission successful!" (issue 16, defect 13).
 */
const subject = (p: LeadConfirmationProps, locale: Locale) =>
  p.outcome === 'not_a_fit'
    ? t(locale, 'mail:leadConfirmation.notAFitSubject')
    : subjectFor(p, locale)

export const leadConfirmation = defineTemplate<LeadConfirmationProps>({
  subject,
  render: (p, locale) => {
    const tr = (key: string, vars?: MessageVars) => t(locale, `mail:leadConfirmation.${key}`, vars)
    return (
      <Layout locale={locale} preview={subject(p, locale)} unsubscribeUrl={p.unsubscribeUrl}>
        <Text style={paragraph}>
          {p.firstName ? tr('hello', { name: p.firstName }) : tr('helloNoName')}
        </Text>
        <Text style={paragraph}>
          {p.outcome === 'not_a_fit' ? tr('notAFitThanks') : tr('thanks')}
        </Text>
        {p.outcome === 'not_a_fit' ? (
          <>
            <Text style={paragraph}>{tr('notAFit')}</Text>
            {(p.fitReasons ?? []).map((r) =>
              FIT_REASONS.has(r) ? (
                <Text key={r} style={paragraph}>
                  {tr(`fitReason.${r}`)}
                </Text>
              ) : null,
            )}
            <Text style={paragraph}>{tr('notAFitNext')}</Text>
          </>
        ) : (
          <Text style={paragraph}>{tr(`contactWindow.${p.contactWindow}`)}</Text>
        )}
        {p.type === 'ask_inspector' ? (
          <Text style={paragraph}>
            {p.inspector ? tr('inspectorAnswers', { name: p.inspector }) : tr('generalInspector')}
          </Text>
        ) : null}
        {p.machine ? (
          <>
            <Text style={{ ...paragraph, fontWeight: 700 }}>{p.machine.title}</Text>
            <Text style={paragraph}>
              {tr('stock', { stockNumber: p.machine.stockNumber })} ·{' '}
              {tr('price', { price: formatMoney(p.machine.priceCents, locale) })}
            </Text>
            {p.offerCents ? (
              <Text style={paragraph}>
                {tr('offer', { amount: formatMoney(p.offerCents, locale) })}
              </Text>
            ) : null}
            {p.likelihood ? (
              <Text style={paragraph}>
                {LIKELIHOODS.has(p.likelihood) ? tr(`likelihood.${p.likelihood}`) : null}
              </Text>
            ) : null}
            <Button href={p.machine.url} style={button}>
              {tr('view')}
            </Button>
          </>
        ) : null}
      </Layout>
    )
  },
})
