import { Button, Column, Img, Link, Row, Section, Text } from '@react-email/components'
import { t } from '../../i18n'
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

/** "1" reads as one machine; any other count ("3", "50+") as several. */
const subject = (n: string, locale: Locale) =>
  n === '1'
    ? t(locale, 'mail:inventoryAlertDigest.subjectOne')
    : t(locale, 'mail:inventoryAlertDigest.subjectOther', { count: n })
const seeAll = (n: string, locale: Locale) =>
  n === '1'
    ? t(locale, 'mail:inventoryAlertDigest.seeAllOne')
    : t(locale, 'mail:inventoryAlertDigest.seeAllOther', { count: n })

const countText = (p: InventoryAlertDigestProps) => `${p.total}${p.capped ? '+' : ''}`

export const inventoryAlertDigest = defineTemplate<InventoryAlertDigestProps>({
  subject: (p, locale) => subject(countText(p), locale),
  render: (p, locale) => {
    const num = (n: number) => new Intl.NumberFormat(TAG[locale]).format(n)
    return (
      <Layout
        locale={locale}
        preview={subject(countText(p), locale)}
        unsubscribeUrl={p.unsubscribeUrl}
      >
        <Text style={paragraph}>{t(locale, 'mail:inventoryAlertDigest.intro')}</Text>
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
                  {item.hours !== null
                    ? ` · ${t(locale, 'mail:inventoryAlertDigest.hours', { hours: num(item.hours) })}`
                    : ''}
                  {item.hours === null && item.miles !== null
                    ? ` · ${t(locale, 'mail:inventoryAlertDigest.miles', { miles: num(item.miles) })}`
                    : ''}
                </Text>
              </Column>
            </Row>
          </Section>
        ))}
        <Button href={p.searchUrl} style={button}>
          {seeAll(countText(p), locale)}
        </Button>
        <Text style={{ color: '#6b7280', fontSize: 12 }}>
          {t(locale, 'mail:inventoryAlertDigest.why')}
        </Text>
      </Layout>
    )
  },
})
