import { Button, Text } from '@react-email/components'
import type { Locale } from '../../lib/locale'
import { BRAND } from '@ironyard/contract'
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

const copy = {
  en: {
    subject: {
      inventory_alert: 'Confirm your inventory alert',
      newsletter: `Confirm your ${BRAND.name} newsletter subscription`,
      equipment_newsletter: 'Confirm your equipment updates',
    },
    intro: {
      inventory_alert: `Please confirm that you want ${BRAND.name} inventory alerts at this address, for:`,
      newsletter: `Please confirm that you want the ${BRAND.name} newsletter at this address.`,
      equipment_newsletter:
        'Please confirm that you want updates on machines like the one you looked at (price changes, new equipment and market news) at this address.',
    },
    action: 'Confirm my subscription',
    expires: (d: number) => `The link works for ${d} days. Nothing is sent until you confirm.`,
    ignore:
      "If you didn't ask for this, ignore this email and we won't write again, or use the unsubscribe link below.",
  },
  es: {
    subject: {
      inventory_alert: 'Confirma tu alerta de inventario',
      newsletter: `Confirma tu suscripción al boletín de ${BRAND.name}`,
      equipment_newsletter: 'Confirma tus novedades de equipos',
    },
    intro: {
      inventory_alert: `Confirma que quieres recibir alertas de inventario de ${BRAND.name} en esta dirección, para:`,
      newsletter: `Confirma que quieres recibir el boletín de ${BRAND.name} en esta dirección.`,
      equipment_newsletter:
        'Confirma que quieres recibir novedades de máquinas como la que viste (bajadas de precio, equipos nuevos y noticias del mercado) en esta dirección.',
    },
    action: 'Confirmar mi suscripción',
    expires: (d: number) =>
      `El enlace funciona durante ${d} días. No te enviaremos nada hasta que confirmes.`,
    ignore:
      'Si no lo pediste, ignora este correo y no volveremos a escribirte, o usa el enlace para cancelar la suscripción de abajo.',
  },
} satisfies Record<Locale, unknown>

/** The double opt-in mail: the only mail a pending subscription ever gets (decision 017). */
export const subscriptionConfirmation = defineTemplate<SubscriptionConfirmationProps>({
  subject: (p, locale) => copy[locale].subject[p.subject],
  render: (p, locale) => {
    const t = copy[locale]
    return (
      <Layout locale={locale} preview={t.subject[p.subject]} unsubscribeUrl={p.unsubscribeUrl}>
        <Text style={paragraph}>{t.intro[p.subject]}</Text>
        {p.summary ? <Text style={{ ...paragraph, fontWeight: 700 }}>{p.summary}</Text> : null}
        <Button href={p.confirmUrl} style={button}>
          {t.action}
        </Button>
        <Text style={paragraph}>{t.expires(p.expiresInDays)}</Text>
        <Text style={{ color: '#6b7280', fontSize: 12 }}>{t.ignore}</Text>
      </Layout>
    )
  },
})
