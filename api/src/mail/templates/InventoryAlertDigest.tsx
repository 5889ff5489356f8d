import { Button, Column, Img, Link, Row, Section, Text } from '@react-email/components'
import type { Locale } from '../../lib/locale'
import { formatMoney } from '../../lib/format-money'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface InventoryAlertDigestItem {
  title: string
  priceCents: number
  location: string
  hours: number | null
  miles: number | null
  imageUrl: string | null
  url: string
}

export interface InventoryAlertDigestProps {
  /** The alert's filters in words ("Excavators · Caterpillar · under $100,000"). */
  summary: string
  total: number
  /** More were found than were counted. */
  capped: boolean
  items: InventoryAlertDigestItem[]
  searchUrl: string
  unsubscribeUrl: string
}

const TAG: Record<Locale, string> = { en: 'en-US', es: 'es-MX' }

const copy = {
  en: {
    subject: (n: string) =>
      n === '1' ? '1 new machine matches your alert' : `${n} new machines match your alert`,
    intro: 'New listings matching your inventory alert:',
    hours: (h: string) => `${h} hours`,
    miles: (m: string) => `${m} miles`,
    seeAll: (n: string) => (n === '1' ? 'See it in the search' : `See all ${n}`),
    why: 'You get this daily email because you signed up for inventory alerts. Use the link below to stop this alert; no sign-in needed.',
  },
  es: {
    subject: (n: string) =>
      n === '1'
        ? '1 máquina nueva coincide con tu alerta'
        : `${n} máquinas nuevas coinciden con tu alerta`,
    intro: 'Nuevas publicaciones que coinciden con tu alerta de inventario:',
    hours: (h: string) => `${h} horas`,
    miles: (m: string) => `${m} millas`,
    seeAll: (n: string) => (n === '1' ? 'Verla en la búsqueda' : `Ver las ${n}`),
    why: 'Recibes este correo diario porque te suscribiste a las alertas de inventario. Usa el enlace de abajo para cancelar esta alerta; no necesitas iniciar sesión.',
  },
} satisfies Record<Locale, unknown>

const countText = (p: InventoryAlertDigestProps) => `${p.total}${p.capped ? '+' : ''}`

export const inventoryAlertDigest = defineTemplate<InventoryAlertDigestProps>({
  subject: (p, locale) => copy[locale].subject(countText(p)),
  render: (p, locale) => {
    const t = copy[locale]
    const num = (n: number) => new Intl.NumberFormat(TAG[locale]).format(n)
    return (
      <Layout locale={locale} preview={t.subject(countText(p))} unsubscribeUrl={p.unsubscribeUrl}>
        <Text style={paragraph}>{t.intro}</Text>
        <Text style={{ ...paragraph, fontWeight: 700 }}>{p.summary}</Text>
        {p.items.map((item) => (
          <Section key={item.url} style={{ borderTop: '1px solid #e4e4de', padding: '12px 0' }}>
            <Row>
              {item.imageUrl ? (
                <Column style={{ width: 132, verticalAlign: 'top' }}>
                  <Img src={item.imageUrl} width="120" alt={item.title} />
                </Column>
              ) : null}
              <Column style={{ verticalAlign: 'top' }}>
                <Text style={{ ...paragraph, margin: 0, fontWeight: 700 }}>
                  <Link href={item.url}>{item.title}</Link>
                </Text>
                <Text style={{ ...paragraph, margin: '4px 0 0' }}>
                  {formatMoney(item.priceCents, locale)} · {item.location}
                  {item.hours !== null ? ` · ${t.hours(num(item.hours))}` : ''}
                  {item.hours === null && item.miles !== null
                    ? ` · ${t.miles(num(item.miles))}`
                    : ''}
                </Text>
              </Column>
            </Row>
          </Section>
        ))}
        <Button href={p.searchUrl} style={button}>
          {t.seeAll(countText(p))}
        </Button>
        <Text style={{ color: '#6b7280', fontSize: 12 }}>{t.why}</Text>
      </Layout>
    )
  },
})
