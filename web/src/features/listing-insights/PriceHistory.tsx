import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatPrice } from '@/lib/format'
import { moneyAxis, MoneyGrid, type ChartFrame } from '@/features/account'
import styles from './Insights.module.css'
import { PriceHistoryTable, type PricePointView } from './PriceHistoryTable'

export type { PricePointView } from './PriceHistoryTable'

const FRAME: ChartFrame = {
  width: 640,
  height: 220,
  pad: { left: 64, right: 24, top: 24, bottom: 36 },
}
const { width: W, height: H, pad: PAD } = FRAME

/**
 * Issue 17 point 1: the price over time as a server-rendered SVG step chart (each price holds
 * until the next change; today closes the last step), with the same numbers as a table for
 * screen readers. Nothing runs in the browser.
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
  const { ticks, y } = moneyAxis(
    FRAME,
    Math.min(...prices) - (spread || Math.min(...prices) * 0.1),
    Math.max(...prices) + (spread || Math.max(...prices) * 0.1) * 0.5,
    3,
  )
  const x = (ms: number) =>
    Math.round((PAD.left + ((ms - start) / (end - start)) * (W - PAD.left - PAD.right)) * 10) / 10
  const step = points
    .map((p, i) => {
      const px = x(Date.parse(p.changedAt))
      const py = y(p.priceCents)
      return i === 0 ? `M${px},${py}` : `H${px} V${py}`
    })
    .join(' ')
    .concat(` H${x(end)}`)
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
    <section className={styles.block} aria-labelledby="price-history-title" data-price-history="">
      <h2 id="price-history-title">{t('history.heading')}</h2>
      <p>{summary}</p>
      <figure className={styles.figure}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className={styles.chart}
          aria-hidden="true"
          focusable="false"
        >
          <MoneyGrid
            frame={FRAME}
            ticks={ticks}
            y={y}
            locale={locale}
            gridClass={styles.grid}
            axisClass={styles.axis}
          />
          <path d={step} className={styles.step} />
          {points.map((p, i) => (
            <g key={`${p.changedAt}-${i}`}>
              <circle
                cx={x(Date.parse(p.changedAt))}
                cy={y(p.priceCents)}
                r={5}
                className={styles.dot}
                data-reason={p.reason}
              />
              <text
                x={x(Date.parse(p.changedAt)) + 6}
                y={y(p.priceCents) - 8}
                className={styles.amount}
              >
                {formatPrice(p.priceCents, locale)}
              </text>
              <text
                x={x(Date.parse(p.changedAt))}
                y={H - 12}
                className={styles.axis}
                textAnchor={i === 0 ? 'start' : 'middle'}
              >
                {formatDate(p.changedAt, locale)}
              </text>
            </g>
          ))}
        </svg>
        {/* A table is as wide as its cells whatever its width: the clip goes on a box around it. */}
        <div className="visually-hidden">
          <PriceHistoryTable locale={locale} history={points} />
        </div>
      </figure>
    </section>
  )
}
