import { priceChangeCents } from '@ironyard/contract/price-drop'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatPrice } from '@/lib/format'

export interface PricePointView {
  priceCents: number
  /** listed, reduced or increased. */
  reason: string
  changedAt: string
}

/** A listing's price changes, oldest first. */
export const chronological = (history: PricePointView[]) =>
  [...history].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt))

/**
 * The price history as a table: each change's date, kind, price and difference from the one
 * before. The listing page gives it to screen readers beside its chart; the printed spec sheet
 * prints it (a table reads on paper where a small chart does not).
 */
export function PriceHistoryTable({
  locale,
  history,
  latest,
  className,
}: {
  locale: Locale
  history: PricePointView[]
  /** Only the latest this many changes (each still with its difference from the one before). */
  latest?: number
  className?: string
}) {
  const t = getT(locale, 'insights')
  const points = chronological(history)
  const from = latest === undefined ? 0 : Math.max(0, points.length - latest)
  return (
    <table className={className}>
      <caption>{t('history.heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history.columns.date')}</th>
          <th scope="col">{t('history.columns.event')}</th>
          <th scope="col">{t('history.columns.price')}</th>
          <th scope="col">{t('history.columns.difference')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) =>
          i < from ? null : (
            <tr key={`${p.changedAt}-${i}`}>
              <td>{formatDate(p.changedAt, locale)}</td>
              <td>{t(`history.${reasonKey(p.reason)}`)}</td>
              <td>{formatPrice(p.priceCents, locale)}</td>
              <td>
                {i === 0
                  ? ''
                  : signedPrice(priceChangeCents(points[i - 1].priceCents, p.priceCents), locale)}
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  )
}

const reasonKey = (reason: string) =>
  reason === 'reduced' || reason === 'increased' ? reason : 'listed'

function signedPrice(cents: number, locale: Locale): string {
  return `${cents < 0 ? '−' : '+'}${formatPrice(Math.abs(cents), locale)}`
}
