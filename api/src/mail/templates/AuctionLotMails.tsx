import { Button, Link, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { t, type MessageVars } from '../../i18n'
import { formatMoney } from '../../lib/format-money'
import { LOCALE_TAGS } from '@ironyard/contract/locale'
import type { Locale } from '../../lib/locale'
import { button, Layout, paragraph } from './Layout'
import type {
  AuctionClosedProps,
  AuctionClosingSoonProps,
  AuctionLotMailProps,
  AuctionOutbidProps,
} from '../../services/auctions/auction-mail-content'
import { defineTemplate } from './define'

const tr = (locale: Locale, key: string, vars?: MessageVars) =>
  t(locale, `auction-mail:${key}`, vars)

/** "Dec 6, 2026, 3:05 PM CST" in the recipient's language and the auction's zone. */
export function formatCloseTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

/** The frame every auction mail shares: greeting, the lot's line, the body, the lot's button. */
export function AuctionLotFrame(props: {
  p: AuctionLotMailProps
  locale: Locale
  preview: string
  children: ReactNode
  footnote?: string
}) {
  const { p, locale } = props
  return (
    <Layout locale={locale} preview={props.preview}>
      <Text style={paragraph}>
        {p.firstName ? tr(locale, 'hello', { name: p.firstName }) : tr(locale, 'helloNoName')}
      </Text>
      <Text style={{ ...paragraph, fontWeight: 700, fontSize: 18, marginBottom: 0 }}>
        {p.title}
      </Text>
      <Text style={{ ...paragraph, color: '#6b7280', marginTop: 0 }}>
        {tr(locale, 'lotLine', { lotNumber: p.lotNumber, auction: p.auctionName })}
      </Text>
      {props.children}
      <Button href={p.lotUrl} style={button}>
        {tr(locale, 'viewLot')}
      </Button>
      {props.footnote ? (
        <Text style={{ color: '#6b7280', fontSize: 12 }}>{props.footnote}</Text>
      ) : null}
    </Layout>
  )
}

export const auctionOutbid = defineTemplate<AuctionOutbidProps>({
  subject: (p, locale) => tr(locale, 'outbid.subject', { title: p.title }),
  render: (p, locale) => (
    <AuctionLotFrame
      p={p}
      locale={locale}
      preview={tr(locale, 'outbid.subject', { title: p.title })}
      footnote={tr(locale, 'outbid.why')}
    >
      <Text style={paragraph}>{tr(locale, 'outbid.intro', { title: p.title })}</Text>
      <Text style={{ ...paragraph, fontWeight: 700 }}>
        {tr(locale, 'outbid.price', { price: formatMoney(p.priceCents, locale) })}
      </Text>
      <Text style={paragraph}>
        {tr(locale, 'outbid.next', { minimum: formatMoney(p.minimumNextBidCents, locale) })}
      </Text>
      <Text style={paragraph}>
        {tr(locale, 'outbid.closes', {
          closesAt: formatCloseTime(p.closesAt, locale, p.timeZone),
        })}
      </Text>
    </AuctionLotFrame>
  ),
})

export const auctionClosingSoon = defineTemplate<AuctionClosingSoonProps>({
  subject: (p, locale) => tr(locale, 'closingSoon.subject', { title: p.title }),
  render: (p, locale) => {
    const money = (c: number) => formatMoney(c, locale)
    return (
      <AuctionLotFrame
        p={p}
        locale={locale}
        preview={tr(locale, 'closingSoon.subject', { title: p.title })}
        footnote={tr(locale, 'closingSoon.why')}
      >
        <Text style={paragraph}>
          {tr(locale, 'closingSoon.intro', {
            closesAt: formatCloseTime(p.closesAt, locale, p.timeZone),
          })}
        </Text>
        <Text style={paragraph}>
          {p.priceCents === null
            ? tr(locale, 'closingSoon.noBids', { minimum: money(p.minimumNextBidCents) })
            : tr(locale, 'closingSoon.price', {
                price: money(p.priceCents),
                bids: tr(locale, 'bids', { count: p.bidCount }),
                minimum: money(p.minimumNextBidCents),
              })}
        </Text>
      </AuctionLotFrame>
    )
  },
})

/** Lost (sold to another bidder) and reserve not met (closed unsold): the same frame. */
function closedTemplate(kind: 'lost' | 'reserveNotMet') {
  return defineTemplate<AuctionClosedProps>({
    subject: (p, locale) => tr(locale, `${kind}.subject`, { title: p.title }),
    render: (p, locale) => (
      <AuctionLotFrame
        p={p}
        locale={locale}
        preview={tr(locale, `${kind}.subject`, { title: p.title })}
      >
        <Text style={paragraph}>
          {tr(locale, `${kind}.intro`, {
            title: p.title,
            price: formatMoney(p.priceCents, locale),
          })}
        </Text>
        <Text style={paragraph}>{tr(locale, `${kind}.released`)}</Text>
        {kind === 'lost' ? <Text style={paragraph}>{tr(locale, 'lost.more')}</Text> : null}
        <Text style={paragraph}>
          <Link href={p.auctionUrl}>{tr(locale, `${kind}.auction`)}</Link>
        </Text>
      </AuctionLotFrame>
    ),
  })
}

export const auctionLost = closedTemplate('lost')
export const auctionReserveNotMet = closedTemplate('reserveNotMet')
