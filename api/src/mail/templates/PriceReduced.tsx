import { Button, Link, Text } from '@react-email/components'
import type { Locale } from '../../lib/locale'
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

const copy = {
  en: {
    subject: (t: string, p: string) => `Price drop: the ${t} is now ${p}`,
    hello: (n: string | null) => (n ? `Hi ${n},` : 'Hi,'),
    intro: (t: string) => `Good news: the price of the ${t} in your favorites just went down.`,
    was: (p: string) => `Was ${p}`,
    now: (p: string) => `Now ${p}`,
    saving: (p: string) => `That is ${p} less.`,
    sinceSaved: (p: string, d: string) => `You favorited it at ${p}: ${d} less than then.`,
    stock: (s: string) => `Stock number ${s}`,
    view: 'See the machine',
    favorites: 'All your favorites',
    why: 'You get this email because this machine is in your favorites.',
  },
  es: {
    subject: (t: string, p: string) => `Bajó de precio: el ${t} ahora cuesta ${p}`,
    hello: (n: string | null) => (n ? `Hola ${n}:` : 'Hola:'),
    intro: (t: string) => `Buenas noticias: el precio del ${t} de tus favoritos acaba de bajar.`,
    was: (p: string) => `Antes ${p}`,
    now: (p: string) => `Ahora ${p}`,
    saving: (p: string) => `Son ${p} menos.`,
    sinceSaved: (p: string, d: string) =>
      `Lo guardaste en favoritos a ${p}: ${d} menos que entonces.`,
    stock: (s: string) => `Número de inventario ${s}`,
    view: 'Ver la máquina',
    favorites: 'Todos tus favoritos',
    why: 'Recibes este correo porque esta máquina está en tus favoritos.',
  },
} satisfies Record<Locale, unknown>

export const priceReduced = defineTemplate<PriceReducedProps>({
  subject: (p, locale) => copy[locale].subject(p.title, formatMoney(p.newPriceCents, locale)),
  render: (p, locale) => {
    const t = copy[locale]
    const money = (c: number) => formatMoney(c, locale)
    const sinceSaved =
      p.savedPriceCents !== null && p.savedPriceCents > p.previousPriceCents
        ? t.sinceSaved(money(p.savedPriceCents), money(p.savedPriceCents - p.newPriceCents))
        : null
    return (
      <Layout
        locale={locale}
        preview={t.subject(p.title, money(p.newPriceCents))}
        unsubscribeUrl={p.unsubscribeUrl}
      >
        <Text style={paragraph}>{t.hello(p.firstName)}</Text>
        <Text style={paragraph}>{t.intro(p.title)}</Text>
        <Text style={{ ...paragraph, fontWeight: 700, fontSize: 18 }}>{p.title}</Text>
        <Text style={paragraph}>
          <span style={{ textDecoration: 'line-through', color: '#6b7280' }}>
            {t.was(money(p.previousPriceCents))}
          </span>{' '}
          · <strong>{t.now(money(p.newPriceCents))}</strong>
        </Text>
        <Text style={paragraph}>{t.saving(money(p.previousPriceCents - p.newPriceCents))}</Text>
        {sinceSaved ? <Text style={paragraph}>{sinceSaved}</Text> : null}
        <Text style={{ ...paragraph, color: '#6b7280' }}>{t.stock(p.stockNumber)}</Text>
        <Button href={p.url} style={button}>
          {t.view}
        </Button>
        <Text style={paragraph}>
          <Link href={p.favoritesUrl}>{t.favorites}</Link>
        </Text>
        <Text style={{ color: '#6b7280', fontSize: 12 }}>{t.why}</Text>
      </Layout>
    )
  },
})
