import { Button, Text } from '@react-email/components'
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

const copy = {
  en: {
    subject: {
      buy_now: (m: string) => `We received your Buy Now request for the ${m}`,
      contact_sales: (m: string) => `We received your question about the ${m}`,
      name_your_price: (m: string) => `We received your offer on the ${m}`,
      ask_inspector: (m: string) => `Your question for our inspector about the ${m}`,
      contact_partner_seller: (m: string) => `We passed your message to the seller of the ${m}`,
      equipment_newsletter: (m: string) => `You'll hear about machines like the ${m}`,
      notify_similar: (m: string) => `We'll tell you when machines like the ${m} are listed`,
      newsletter: () => 'Thanks for subscribing',
      finance_prequalify: () => 'We received your financing pre-qualification',
      sell_valuation: () => 'We received your free valuation request',
      inspection_request: () => 'We received your inspection request',
    } as Record<string, (m: string) => string>,
    notAFitSubject: 'About your financing pre-qualification',
    notAFit: "We're sorry: our financing program is not a fit for this request.",
    fitReason: {
      amount_over_limit: 'Financing through our program goes up to $2,000,000.',
      outside_service_area:
        'The lenders of our program finance businesses in the 50 US states and the District of Columbia.',
    } as Record<string, string>,
    notAFitNext:
      'You can still buy any machine with cash or your own lender, and our team is glad to help.',
    inspectorAnswers: (name: string) =>
      `${name}, who inspected this machine, will answer your question.`,
    generalInspector:
      'This machine has not been inspected yet, so one of our inspectors will answer your general questions about it.',
    hello: (n: string | null) => (n ? `Hi ${n},` : 'Hi,'),
    thanks: 'Thanks for reaching out. Submission successful!',
    within24Hours: 'A team partner will contact you within 24 hours.',
    oneToTwoBusinessDays: 'A team partner will contact you within 1-2 business days.',
    none: 'We will only write when there is something worth your time.',
    offer: (amount: string) => `Your offer: ${amount}`,
    likelihood: {
      slim_chance: 'Likelihood of acceptance: slim chance',
      possible: 'Likelihood of acceptance: possible',
      high_chance: 'Likelihood of acceptance: high chance',
    } as Record<string, string>,
    price: (p: string) => `Asking price: ${p}`,
    view: 'View the machine',
    stock: (s: string) => `Stock number ${s}`,
  },
  es: {
    subject: {
      buy_now: (m: string) => `Recibimos tu solicitud de compra del ${m}`,
      contact_sales: (m: string) => `Recibimos tu pregunta sobre el ${m}`,
      name_your_price: (m: string) => `Recibimos tu oferta por el ${m}`,
      ask_inspector: (m: string) => `Tu pregunta para nuestro inspector sobre el ${m}`,
      contact_partner_seller: (m: string) => `Enviamos tu mensaje al vendedor del ${m}`,
      equipment_newsletter: (m: string) => `Te avisaremos de máquinas como el ${m}`,
      notify_similar: (m: string) => `Te avisaremos cuando publiquemos máquinas como el ${m}`,
      newsletter: () => 'Gracias por suscribirte',
      finance_prequalify: () => 'Recibimos tu precalificación de financiamiento',
      sell_valuation: () => 'Recibimos tu solicitud de valuación gratuita',
      inspection_request: () => 'Recibimos tu solicitud de inspección',
    } as Record<string, (m: string) => string>,
    notAFitSubject: 'Sobre tu precalificación de financiamiento',
    notAFit: 'Lo sentimos: nuestro programa de financiamiento no se ajusta a esta solicitud.',
    fitReason: {
      amount_over_limit: 'El financiamiento de nuestro programa llega hasta $2,000,000 USD.',
      outside_service_area:
        'Los prestamistas de nuestro programa financian empresas en los 50 estados de EE. UU. y el Distrito de Columbia.',
    } as Record<string, string>,
    notAFitNext:
      'Aún puedes comprar cualquier máquina de contado o con tu propio prestamista; nuestro equipo con gusto te ayuda.',
    inspectorAnswers: (name: string) =>
      `${name}, quien inspeccionó esta máquina, responderá tu pregunta.`,
    generalInspector:
      'Esta máquina aún no se ha inspeccionado, así que uno de nuestros inspectores responderá tus preguntas generales sobre ella.',
    hello: (n: string | null) => (n ? `Hola ${n}:` : 'Hola:'),
    thanks: 'Gracias por escribirnos. ¡Envío exitoso!',
    within24Hours: 'Un integrante del equipo te contactará en menos de 24 horas.',
    oneToTwoBusinessDays: 'Un integrante del equipo te contactará en 1 a 2 días hábiles.',
    none: 'Solo te escribiremos cuando haya algo que valga tu tiempo.',
    offer: (amount: string) => `Tu oferta: ${amount}`,
    likelihood: {
      slim_chance: 'Probabilidad de aceptación: poco probable',
      possible: 'Probabilidad de aceptación: posible',
      high_chance: 'Probabilidad de aceptación: muy probable',
    } as Record<string, string>,
    price: (p: string) => `Precio: ${p}`,
    view: 'Ver la máquina',
    stock: (s: string) => `Número de inventario ${s}`,
  },
} satisfies Record<Locale, unknown>

export const leadConfirmation = defineTemplate<LeadConfirmationProps>({
  subject: (p, locale) =>
    p.outcome === 'not_a_fit'
      ? copy[locale].notAFitSubject
      : (copy[locale].subject[p.type]?.(p.machine?.title ?? '') ?? copy[locale].thanks),
  render: (p, locale) => {
    const t = copy[locale]
    return (
      <Layout
        locale={locale}
        preview={t.subject[p.type]?.(p.machine?.title ?? '') ?? t.thanks}
        unsubscribeUrl={p.unsubscribeUrl}
      >
        <Text style={paragraph}>{t.hello(p.firstName)}</Text>
        <Text style={paragraph}>{t.thanks}</Text>
        {p.outcome === 'not_a_fit' ? (
          <>
            <Text style={paragraph}>{t.notAFit}</Text>
            {(p.fitReasons ?? []).map((r) =>
              t.fitReason[r] ? (
                <Text key={r} style={paragraph}>
                  {t.fitReason[r]}
                </Text>
              ) : null,
            )}
            <Text style={paragraph}>{t.notAFitNext}</Text>
          </>
        ) : (
          <Text style={paragraph}>{t[p.contactWindow]}</Text>
        )}
        {p.type === 'ask_inspector' ? (
          <Text style={paragraph}>
            {p.inspector ? t.inspectorAnswers(p.inspector) : t.generalInspector}
          </Text>
        ) : null}
        {p.machine ? (
          <>
            <Text style={{ ...paragraph, fontWeight: 700 }}>{p.machine.title}</Text>
            <Text style={paragraph}>
              {t.stock(p.machine.stockNumber)} ·{' '}
              {t.price(formatMoney(p.machine.priceCents, locale))}
            </Text>
            {p.offerCents ? (
              <Text style={paragraph}>{t.offer(formatMoney(p.offerCents, locale))}</Text>
            ) : null}
            {p.likelihood ? <Text style={paragraph}>{t.likelihood[p.likelihood]}</Text> : null}
            <Button href={p.machine.url} style={button}>
              {t.view}
            </Button>
          </>
        ) : null}
      </Layout>
    )
  },
})
