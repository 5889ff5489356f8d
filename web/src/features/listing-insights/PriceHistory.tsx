import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatPrice } from '@/lib/format'
import { Chart, plotX, plotY } from '@/components/chart/Chart'
import { moneyAxis } from '@/components/chart/money-axis'
import insights from './Insights.module.css'
import styles from './PriceHistory.module.css'
import { PriceHistoryTable, type PricePointView } from './PriceHistoryTable'

export type { PricePointView } from './PriceHistoryTable'

/**
 * Issue 17 point 1: the price over time as a server-rendered step chart (each price holds until
 * the next change; today closes the last step), with the same numbers as a table for screen
 * readers. Nothing runs in the browser; its text keeps its size and place at any width (issue 37).
 */
export function PriceHistory({
  locale,
  history,
  now,
}: {
  locale: Locale
  history: PricePointView[]
  /** The chart's right edge (the page's render time). */
  now: Date
}) {
  const t = getT(locale, 'insights')
  const points = [...history].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt))
  if (points.length === 0) return null
  const first = points[0]
  const last = points[points.length - 1]
  const start = Date.parse(first.changedAt)
  const end = Math.max(now.getTime(), Date.parse(last.changedAt) + 86_400_000)
  const prices = points.map((p) => p.priceCents)
  const spread = Math.max(...prices) - Math.min(...prices)
  const { ticks, at } = moneyAxis(
    Math.min(...prices) - (spread || Math.min(...prices) * 0.1),
    Math.max(...prices) + (spread || Math.max(...prices) * 0.1) * 0.5,
    locale,
    3,
  )
  const fx = (changedAt: string) => (Date.parse(changedAt) - start) / (end - start)
  const step = points
    .map((p, i) => {
      const px = plotX(fx(p.changedAt))
      const py = plotY(at(p.priceCents))
      return i === 0 ? `M${px},${py}` : `H${px} V${py}`
    })
    .join(' ')
    .concat(` H${plotX(1)}`)
  const summary =
    points.length === 1
      ? t('history.summaryOne', {
          first: formatPrice(first.priceCents, locale),
          date: formatDate(first.changedAt, locale),
        })
      : t('history.summary', {
          first: formatPrice(first.priceCents, locale),
          date: formatDate(first.changedAt, locale),
          current: formatPrice(last.priceCents, locale),
        })
  return (
    <section className={insights.block} aria-labelledby="price-history-title" data-price-history="">
      <h2 id="price-history-title">{t('history.heading')}</h2>
      <p>{summary}</p>
      <figure className={insights.figure}>
        <Chart
          className={styles.chart}
          yTicks={ticks}
          xLabels={points.map((p) => ({
            at: fx(p.changedAt),
            text: formatDate(p.changedAt, locale),
          }))}
          dots={points.map((p) => ({
            x: fx(p.changedAt),
            y: at(p.priceCents),
            className: styles.dot,
            data: { 'data-reason': p.reason },
          }))}
          values={points.map((p) => ({
            x: fx(p.changedAt),
            y: at(p.priceCents),
            text: formatPrice(p.priceCents, locale),
          }))}
        >
          <path d={step} className={styles.step} vectorEffect="non-scaling-stroke" />
        </Chart>
        {/* A table is as wide as its cells whatever its width: the clip goes on a box around it. */}
        <div className="visually-hidden">
          <PriceHistoryTable locale={locale} history={points} />
        </div>
      </figure>
    </section>
  )
}
