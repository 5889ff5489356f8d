import { Button, Text } from '@react-email/components'
import { t, type MessageVars } from '../../i18n'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface SubscriptionConfirmationProps {
  /** What the address was signed up for. */
  subject: 'inventory_alert' | 'newsletter' | 'equipment_newsletter'
  /** An alert's filters in words ("Excavators · under $100,000"), or null. */
  summary: string | null
  /** The confirmation link (api /confirm-subscription: a page with a button). */
  confirmUrl: string
  expiresInDays: number
  /** Refuses the subscription: nothing is ever sent after it. */
  unsubscribeUrl: string
}

/** The double opt-in mail: the only mail a pending subscription ever gets (decision 017). */
export const subscriptionConfirmation = defineTemplate<SubscriptionConfirmationProps>({
  subject: (p, locale) => t(locale, `mail:subscriptionConfirmation.subject.${p.subject}`),
  render: (p, locale) => {
    const tr = (key: string, vars?: MessageVars) =>
      t(locale, `mail:subscriptionConfirmation.${key}`, vars)
    return (
      <Layout
        locale={locale}
        preview={tr(`subject.${p.subject}`)}
        unsubscribeUrl={p.unsubscribeUrl}
      >
        <Text style={paragraph}>{tr(`intro.${p.subject}`)}</Text>
        {p.summary ? <Text style={{ ...paragraph, fontWeight: 700 }}>{p.summary}</Text> : null}
        <Button href={p.confirmUrl} style={button}>
          {tr('action')}
        </Button>
        <Text style={paragraph}>{tr('expires', { days: p.expiresInDays })}</Text>
        <Text style={{ color: '#6b7280', fontSize: 12 }}>{tr('ignore')}</Text>
      </Layout>
    )
  },
})
