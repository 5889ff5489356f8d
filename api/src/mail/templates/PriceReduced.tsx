import { priceDropCents } from '@ironyard/contract/price-drop'
import { Button, Link, Text } from '@react-email/components'
import { t, type MessageVars } from '../../i18n'
import { formatMoney } from '../../lib/format-money'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface PriceReducedProps {
  firstName: string | null
  /** "2018 Caterpillar 320" */
  title: string
  stockNumber: string
  previousPriceCents: number
  newPriceCents: number
  /** The price when the user favorited it (null when unknown). */
  savedPriceCents: number | null
  url: string
  favoritesUrl: string
  unsubscribeUrl: string
}

export const priceReduced = defineTemplate<PriceReducedProps>({
  subject: (p, locale) =>
    t(locale, 'mail:priceReduced.subject', {
      title: p.title,
      price: formatMoney(p.newPriceCents, locale),
    }),
  render: (p, locale) => {
    const tr = (key: string, vars?: MessageVars) => t(locale, `mail:priceReduced.${key}`, vars)
    const money = (c: number) => formatMoney(c, locale)
    const sinceSaved =
      p.savedPriceCents !== null && p.savedPriceCents > p.previousPriceCents
        ? tr('sinceSaved', {
            price: money(p.savedPriceCents),
            difference: money(p.savedPriceCents - p.newPriceCents),
          })
        : null
    return (
      <Layout
        locale={locale}
        preview={tr('subject', { title: p.title, price: money(p.newPriceCents) })}
        unsubscribeUrl={p.unsubscribeUrl}
      >
        <Text style={paragraph}>
          {p.firstName ? tr('hello', { name: p.firstName }) : tr('helloNoName')}
        </Text>
        <Text style={paragraph}>{tr('intro', { title: p.title })}</Text>
        <Text style={{ ...paragraph, fontWeight: 700, fontSize: 18 }}>{p.title}</Text>
        <Text style={paragraph}>
          <span style={{ textDecoration: 'line-through', color: '#6b7280' }}>
            {tr('was', { price: money(p.previousPriceCents) })}
          </span>{' '}
          · <strong>{tr('now', { price: money(p.newPriceCents) })}</strong>
        </Text>
        <Text style={paragraph}>
          {tr('saving', { amount: money(priceDropCents(p.previousPriceCents, p.newPriceCents)) })}
        </Text>
        {sinceSaved ? <Text style={paragraph}>{sinceSaved}</Text> : null}
        <Text style={{ ...paragraph, color: '#6b7280' }}>
          {tr('stock', { stockNumber: p.stockNumber })}
        </Text>
        <Button href={p.url} style={button}>
          {tr('view')}
        </Button>
        <Text style={paragraph}>
          <Link href={p.favoritesUrl}>{tr('favorites')}</Link>
        </Text>
        <Text style={{ color: '#6b7280', fontSize: 12 }}>{tr('why')}</Text>
      </Layout>
    )
  },
})
