import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import type { ListingDetail } from '@/features/listing'
import type { AllInState } from './AllInCost'
import { PrintSheet, type PrintFact } from './PrintSheet'

/** The printed equipment page: photo, price, key facts, the all-in cost when known, QR code. */
export function ListingPrintSheet({
  locale,
  listing: l,
  allIn,
  url,
}: {
  locale: Locale
  listing: ListingDetail
  allIn: AllInState | null
  url: string
}) {
  const t = getT(locale, 'equipment')
  const ti = getT(locale, 'insights')
  const money = (cents: number) => formatPrice(cents, locale)
  const cost = allIn?.cost
  const facts: PrintFact[] = [
    { label: ti('allIn.price'), value: money(l.advertisedPriceCents) },
    ...(cost
      ? [
          { label: ti('allIn.freight'), value: money(cost.freightCents) },
          { label: ti('allIn.tax'), value: money(cost.taxCents) },
          { label: ti('allIn.fees'), value: money(cost.feesCents) },
          {
            label: `${ti('allIn.total')} (${cost.zip})`,
            value: money(cost.totalCents),
          },
        ]
      : []),
    { label: t('facts.year'), value: String(l.year) },
    { label: t('facts.make'), value: l.make.name },
    { label: t('facts.model'), value: l.model },
    { label: t('facts.category'), value: l.category.name },
    ...(l.hours !== null
      ? [{ label: t('facts.hours'), value: formatNumber(l.hours, locale) }]
      : []),
    ...(l.miles !== null
      ? [{ label: t('facts.miles'), value: formatNumber(l.miles, locale) }]
      : []),
    ...(l.serialNumber ? [{ label: t('facts.serial'), value: l.serialNumber }] : []),
    { label: t('facts.stock'), value: l.stockNumber },
    { label: ti('print.location'), value: `${l.city}, ${l.state}` },
  ]
  const photo = l.images[0]
  return (
    <PrintSheet
      locale={locale}
      title={l.title}
      url={url}
      image={photo ? { url: photo.url, alt: photo.alt } : null}
      facts={facts}
    />
  )
}
