import { localeTag } from '@ironyard/contract/locale'
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
  /** Machines listed before whose price went down since the last digest (was: the first price). */
  priceDrops?: Array<InventoryAlertDigestItem & { wasCents: number }>
  dropTotal?: number
  searchUrl: string
  dropsUrl?: string | null
  unsubscribeUrl: string
}

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

/** New machines name the subject; a digest of price cuts only says so. */
const subjectOf = (p: InventoryAlertDigestProps, locale: Locale) =>
  p.total > 0 || !p.dropTotal
    ? subject(countText(p), locale)
    : p.dropTotal === 1
      ? t(locale, 'mail:inventoryAlertDigest.dropSubjectOne')
      : t(locale, 'mail:inventoryAlertDigest.dropSubjectOther', { count: p.dropTotal })

export const inventoryAlertDigest = defineTemplate<InventoryAlertDigestProps>({
  subject: (p, locale) => subjectOf(p, locale),
  render: (p, locale) => {
    const num = (n: number) => new Intl.NumberFormat(localeTag(locale)).format(n)
    const drops = p.priceDrops ?? []
    return (
      <Layout locale={locale} preview={subjectOf(p, locale)} unsubscribeUrl={p.unsubscribeUrl}>
        <Text style={{ ...paragraph, fontWeight: 700 }}>{p.summary}</Text>
        {p.items.length ? (
          <Text style={paragraph}>{t(locale, 'mail:inventoryAlertDigest.intro')}</Text>
        ) : null}
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
        {p.items.length ? (
          <Button href={p.searchUrl} style={button}>
            {seeAll(countText(p), locale)}
          </Button>
        ) : null}
        {drops.length ? (
          <Text style={{ ...paragraph, fontWeight: 700, marginTop: 24 }}>
            {t(locale, 'mail:inventoryAlertDigest.dropsIntro')}
          </Text>
        ) : null}
        {drops.map((item) => (
          <Section key={item.url} style={{ borderTop: '1px solid #e4e4de', padding: '12px 0' }}>
            <Text style={{ ...paragraph, margin: 0, fontWeight: 700 }}>
              <Link href={item.url}>{item.title}</Link>
            </Text>
            <Text style={{ ...paragraph, margin: '4px 0 0' }}>
              {t(locale, 'mail:inventoryAlertDigest.dropPrice', {
                now: formatMoney(item.priceCents, locale),
                was: formatMoney(item.wasCents, locale),
              })}{' '}
              · {item.location}
            </Text>
          </Section>
        ))}
        {drops.length && p.dropsUrl ? (
          <Button href={p.dropsUrl} style={button}>
            {t(locale, 'mail:inventoryAlertDigest.seeDrops')}
          </Button>
        ) : null}
        <Text style={{ color: '#6b7280', fontSize: 12 }}>
          {t(locale, 'mail:inventoryAlertDigest.why')}
        </Text>
      </Layout>
    )
  },
})
