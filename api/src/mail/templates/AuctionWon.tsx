import { Text } from '@react-email/components'
import { BRAND } from '@ironyard/contract'
import { LOCALE_TAGS } from '@ironyard/contract/locale'
import { t, type MessageVars } from '../../i18n'
import { formatMoney } from '../../lib/format-money'
import type { Locale } from '../../lib/locale'
import type { AuctionWonProps } from '../../services/auctions/auction-mail-content'
import { AuctionLotFrame } from './AuctionLotMails'
import { paragraph } from './Layout'
import { defineTemplate } from './define'

const tr = (locale: Locale, key: string, vars?: MessageVars) =>
  t(locale, `auction-mail:won.${key}`, vars)

const line = { ...paragraph, margin: '2px 0' } as const

export const auctionWon = defineTemplate<AuctionWonProps>({
  subject: (p, locale) => tr(locale, 'subject', { title: p.title }),
  render: (p, locale) => {
    const money = (c: number) => formatMoney(c, locale)
    const { total } = p
    const d = total.delivery
    return (
      <AuctionLotFrame p={p} locale={locale} preview={tr(locale, 'subject', { title: p.title })}>
        <Text style={paragraph}>
          {tr(locale, 'intro', { title: p.title, price: money(total.bidCents) })}
        </Text>
        <Text style={{ ...paragraph, fontWeight: 700, marginBottom: 4 }}>
          {tr(locale, 'totalHeading')}
        </Text>
        <Text style={line}>{tr(locale, 'bid', { amount: money(total.bidCents) })}</Text>
        <Text style={line}>{tr(locale, 'fee', { amount: money(total.feeCents) })}</Text>
        {d ? (
          <>
            <Text style={line}>
              {tr(locale, 'tax', {
                state: d.state,
                percent: new Intl.NumberFormat(LOCALE_TAGS[locale], {
                  maximumFractionDigits: 3,
                }).format(d.taxPercent),
                amount: money(d.taxCents),
              })}
            </Text>
            <Text style={line}>
              {tr(locale, 'freight', { zip: d.zip, amount: money(d.freightCents) })}
            </Text>
            <Text style={{ ...line, fontWeight: 700 }}>
              {tr(locale, 'total', { amount: money(total.totalCents) })}
            </Text>
          </>
        ) : (
          <>
            <Text style={{ ...line, fontWeight: 700 }}>
              {tr(locale, 'subtotal', { amount: money(total.totalCents) })}
            </Text>
            <Text style={paragraph}>{tr(locale, 'quotedOnInvoice')}</Text>
          </>
        )}
        <Text style={{ ...paragraph, fontWeight: 700, marginBottom: 4 }}>
          {tr(locale, 'nextHeading')}
        </Text>
        <Text style={line}>{tr(locale, 'payment')}</Text>
        <Text style={line}>{tr(locale, 'pickup')}</Text>
        <Text style={paragraph}>
          {tr(locale, 'contact', { email: BRAND.supportEmail, phone: BRAND.supportPhone })}
        </Text>
      </AuctionLotFrame>
    )
  },
})
