import type { MarketIntelligenceQuery } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import { Chart, plotX, plotY } from '@/components/chart/Chart'
import { moneyAxis } from '@/components/chart/money-axis'
import styles from './Market.module.css'
import { MarketTable } from './MarketTable'
import { formatMonth, monthX } from './market-format'

type Point = MarketIntelligenceQuery['priceTrends']['points'][number]

/**
 * Median sale price by month with the middle half of sales as a band (components/chart: its text
 * at real size on a phone, issue 37). Months with fewer
 * than 3 sales have no median: the line breaks there. `summary` is the chart's text alternative;
 * the table below has every number.
 */
export function PriceTrendChart({
  points,
  locale,
  summary,
  id,
}: {
  points: Point[]
  locale: Locale
  summary: string
  id: string
}) {
  const t = getT(locale, 'account')
  const values = points.flatMap((p) =>
    [p.lowerQuartileCents, p.medianPriceCents, p.upperQuartileCents].filter(
      (v): v is number => v !== null,
    ),
  )
  const { ticks, at } = moneyAxis(Math.min(...values), Math.max(...values), locale)
  const fx = monthX(points.length)
  const x = (i: number) => plotX(fx(i))
  const y = (cents: number) => plotY(at(cents))

  // Runs of consecutive months with a value: each is one line (and one band) segment.
  const runs: Array<Array<{ i: number; p: Point }>> = []
  points.forEach((p, i) => {
    if (p.medianPriceCents === null) return
    const last = runs[runs.length - 1]
    if (last && last[last.length - 1].i === i - 1) last.push({ i, p })
    else runs.push([{ i, p }])
  })
  const line = (run: Array<{ i: number; p: Point }>) =>
    run.map(({ i, p }, k) => `${k ? 'L' : 'M'}${x(i)},${y(p.medianPriceCents!)}`).join(' ')
  const band = (run: Array<{ i: number; p: Point }>) => {
    const top = run.map(({ i, p }) => `${x(i)},${y(p.upperQuartileCents ?? p.medianPriceCents!)}`)
    const bottom = [...run]
      .reverse()
      .map(({ i, p }) => `${x(i)},${y(p.lowerQuartileCents ?? p.medianPriceCents!)}`)
    return [...top, ...bottom].join(' ')
  }
  return (
    <figure className={styles.figure}>
      <span id={`${id}-title`} className="visually-hidden">
        {t('market.trends.title')}
      </span>
      <span id={`${id}-desc`} className="visually-hidden">
        {summary}
      </span>
      <Chart
        yTicks={ticks}
        xLabels={points.map((p, i) => ({
          at: fx(i),
          text: formatMonth(p.month, locale),
        }))}
        dots={runs.flat().map(({ i, p }) => ({
          x: fx(i),
          y: at(p.medianPriceCents!),
          className: styles.dot,
        }))}
        heightEm={16}
        labelledBy={`${id}-title ${id}-desc`}
      >
        {runs.map((run) => (
          <polygon key={`b${run[0].i}`} points={band(run)} className={styles.band} />
        ))}
        {runs.map((run) => (
          <path
            key={`l${run[0].i}`}
            d={line(run)}
            className={styles.line}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </Chart>
      <figcaption className={styles.legend}>
        <span className={styles.legendLine} aria-hidden="true" /> {t('market.trends.median')}
        <span className={styles.legendBand} aria-hidden="true" /> {t('market.trends.band')}
      </figcaption>
      <details className={styles.details}>
        <summary>{t('market.showTable')}</summary>
        <MarketTable
          caption={t('market.trends.title')}
          columns={[
            t('market.trends.columns.month'),
            t('market.trends.columns.sales'),
            t('market.trends.columns.median'),
            t('market.trends.columns.low'),
            t('market.trends.columns.high'),
          ]}
        >
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{formatMonth(p.month, locale)}</th>
              <td className={styles.num}>{formatNumber(p.salesCount, locale)}</td>
              <td className={styles.num}>
                {p.medianPriceCents === null
                  ? t('market.trends.noMedian')
                  : formatPrice(p.medianPriceCents, locale)}
              </td>
              <td className={styles.num}>
                {p.lowerQuartileCents === null
                  ? t('market.none')
                  : formatPrice(p.lowerQuartileCents, locale)}
              </td>
              <td className={styles.num}>
                {p.upperQuartileCents === null
                  ? t('market.none')
                  : formatPrice(p.upperQuartileCents, locale)}
              </td>
            </tr>
          ))}
        </MarketTable>
      </details>
    </figure>
  )
}
