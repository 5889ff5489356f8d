import type { TrackedMachineValueHistoryQuery } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import { Chart, plotX, plotY } from '@/components/chart/Chart'
import { moneyAxis } from '@/components/chart/money-axis'
import { formatMonth, monthX } from '@/features/account/market/market-format'
import styles from './ValueHistory.module.css'

type Machine = TrackedMachineValueHistoryQuery['trackedMachines'][number]

/**
 * Issue 17 point 6: a chart per tracked machine of its estimated value by month (retail and
 * auction lines; a month the sales could not value breaks the line), with the numbers in a table.
 * Server-rendered (components/chart), text at its real size on any screen (issue 37).
 */
export function ValueHistoryCharts({ locale, machines }: { locale: Locale; machines: Machine[] }) {
  const t = getT(locale, 'insights')
  if (machines.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="value-history-title" data-value-history="">
      <h2 id="value-history-title">{t('valueHistory.heading')}</h2>
      <p className={styles.lead}>{t('valueHistory.lead')}</p>
      <div className={styles.grid}>
        {machines.map((m) => (
          <MachineChart key={m.id} locale={locale} machine={m} />
        ))}
      </div>
    </section>
  )
}

function MachineChart({ locale, machine: m }: { locale: Locale; machine: Machine }) {
  const t = getT(locale, 'insights')
  const name = `${m.year} ${m.make.name} ${m.model}`
  const points = m.valueHistory
  const values = points.flatMap((p) =>
    [p.retailValueCents, p.auctionValueCents].filter((v): v is number => v !== null),
  )
  if (values.length === 0) {
    return (
      <figure className={styles.figure} data-machine={m.id}>
        <figcaption className={styles.name}>{name}</figcaption>
        <p className={styles.notEnough}>{t('valueHistory.notEnough', { machine: name })}</p>
      </figure>
    )
  }
  const { ticks, at } = moneyAxis(Math.min(...values) * 0.95, Math.max(...values) * 1.05, locale, 3)
  const x = monthX(points.length)
  const path = (key: 'retailValueCents' | 'auctionValueCents') => {
    let d = ''
    let open = false
    points.forEach((p, i) => {
      const v = p[key]
      if (v === null) {
        open = false
        return
      }
      d += `${open ? 'L' : 'M'}${plotX(x(i))},${plotY(at(v))} `
      open = true
    })
    return d.trim()
  }
  const retail = points.filter((p) => p.retailValueCents !== null)
  const first = retail[0]
  const last = retail[retail.length - 1]
  const summary =
    first && last
      ? t('valueHistory.summary', {
          machine: name,
          first: formatPrice(first.retailValueCents!, locale),
          firstMonth: formatMonth(first.month, locale),
          last: formatPrice(last.retailValueCents!, locale),
          lastMonth: formatMonth(last.month, locale),
        })
      : t('valueHistory.notEnough', { machine: name })
  return (
    <figure className={styles.figure} data-machine={m.id}>
      <figcaption className={styles.name}>{name}</figcaption>
      <Chart
        yTicks={ticks}
        xLabels={points.map((p, i) => ({ at: x(i), text: formatMonth(p.month, locale) }))}
        heightEm={12}
        label={summary}
      >
        <path
          d={path('auctionValueCents')}
          className={styles.auction}
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={path('retailValueCents')}
          className={styles.retail}
          vectorEffect="non-scaling-stroke"
        />
      </Chart>
      <p className={styles.legend}>
        <span className={styles.keyRetail} aria-hidden="true" /> {t('valueHistory.retail')}
        <span className={styles.keyAuction} aria-hidden="true" /> {t('valueHistory.auction')}
      </p>
      <details>
        <summary>{t('valueHistory.showTable')}</summary>
        <div className={styles.tableWrap} role="region" aria-label={name} tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">{summary}</caption>
            <thead>
              <tr>
                <th scope="col">{t('valueHistory.columns.month')}</th>
                <th scope="col">{t('valueHistory.columns.retail')}</th>
                <th scope="col">{t('valueHistory.columns.auction')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.month}>
                  <td>{formatMonth(p.month, locale)}</td>
                  <td>
                    {p.retailValueCents === null
                      ? t('valueHistory.noValue')
                      : formatPrice(p.retailValueCents, locale)}
                  </td>
                  <td>
                    {p.auctionValueCents === null
                      ? t('valueHistory.noValue')
                      : formatPrice(p.auctionValueCents, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
