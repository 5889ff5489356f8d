import type { MarketIntelligenceQuery } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { BarChart } from './BarChart'
import styles from './Market.module.css'
import { MarketTable } from './MarketTable'
import { formatPct } from './market-format'
import { PriceTrendChart } from './PriceTrendChart'

const SUPPLY_BARS = 10

/**
 * The three market intelligence reports (spec §1, §9): price trends over 3, 6 or 12 months,
 * brand price premiums over 12 months, supply by location. Each is a chart with a text
 * alternative and a table, or the spec §8 "not enough data" text.
 */
export function MarketReports({
  data,
  locale,
  subject,
}: {
  data: MarketIntelligenceQuery
  locale: Locale
  /** What the trend is about, e.g. "Caterpillar excavators". */
  subject: string
}) {
  const t = getT(locale, 'account')
  const { priceTrends: trends, brandPremiums: premiums, supplyByLocation: supply } = data
  const trendSummary =
    trends.changePct === null
      ? t('market.trends.summaryNoChange', {
          subject,
          months: trends.months,
          count: formatNumber(trends.salesCount, locale),
        })
      : t('market.trends.summary', {
          subject,
          months: trends.months,
          change: formatPct(trends.changePct, locale),
          count: formatNumber(trends.salesCount, locale),
        })
  const premiumSummary = t('market.premiums.summary', {
    count: formatNumber(premiums.salesCount, locale),
  })
  const supplySummary = t('market.supply.summary', {
    count: formatNumber(supply.totalListings, locale),
  })
  return (
    <div className={styles.sections}>
      <p className={styles.asOf}>{t('market.asOf', { date: formatDate(trends.asOf, locale) })}</p>

      <section className={styles.section} aria-labelledby="mi-trends">
        <h2 id="mi-trends">{t('market.trends.title')}</h2>
        {trends.status === 'ok' && trends.points.some((p) => p.medianPriceCents !== null) ? (
          <>
            <p className={styles.summary}>{trendSummary}</p>
            <PriceTrendChart
              points={trends.points}
              locale={locale}
              summary={trendSummary}
              id="mi-trends-chart"
            />
          </>
        ) : (
          <p className={styles.notEnough} role="status">
            {t('market.trends.notEnoughData')}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="mi-premiums">
        <h2 id="mi-premiums">{t('market.premiums.title')}</h2>
        {premiums.status === 'ok' && premiums.brands.length ? (
          <>
            <p className={styles.summary}>{premiumSummary}</p>
            <BarChart
              id="mi-premiums-chart"
              title={t('market.premiums.title')}
              summary={`${premiumSummary} ${premiums.brands
                .map((b) => `${b.make.name} ${formatPct(b.premiumPct, locale)}`)
                .join(', ')}.`}
              bars={premiums.brands.map((b) => ({
                label: b.make.name,
                value: b.premiumPct,
                display: formatPct(b.premiumPct, locale),
              }))}
            />
            <MarketTable
              caption={t('market.premiums.title')}
              columns={[
                t('market.premiums.columns.make'),
                t('market.premiums.columns.premium'),
                t('market.premiums.columns.median'),
                t('market.premiums.columns.age'),
                t('market.premiums.columns.sales'),
              ]}
            >
              {premiums.brands.map((b) => (
                <tr key={b.make.slug}>
                  <th scope="row">{b.make.name}</th>
                  <td className={styles.num}>{formatPct(b.premiumPct, locale)}</td>
                  <td className={styles.num}>{formatPrice(b.medianPriceCents, locale)}</td>
                  <td className={styles.num}>
                    {t('market.premiums.years', {
                      value: formatNumber(b.medianAgeYears, locale, 1),
                    })}
                  </td>
                  <td className={styles.num}>{formatNumber(b.salesCount, locale)}</td>
                </tr>
              ))}
            </MarketTable>
          </>
        ) : (
          <p className={styles.notEnough} role="status">
            {t('market.premiums.notEnoughData')}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="mi-supply">
        <h2 id="mi-supply">{t('market.supply.title')}</h2>
        {supply.status === 'ok' && supply.states.length ? (
          <>
            <p className={styles.summary}>{supplySummary}</p>
            <BarChart
              id="mi-supply-chart"
              title={t('market.supply.title')}
              summary={`${supplySummary} ${supply.states
                .slice(0, SUPPLY_BARS)
                .map((s) => `${s.stateName} ${formatNumber(s.listingCount, locale)}`)
                .join(', ')}.`}
              bars={supply.states.slice(0, SUPPLY_BARS).map((s) => ({
                label: s.stateName,
                value: s.listingCount,
                display: formatNumber(s.listingCount, locale),
              }))}
            />
            <MarketTable
              caption={t('market.supply.title')}
              columns={[
                t('market.supply.columns.state'),
                t('market.supply.columns.listings'),
                t('market.supply.columns.share'),
                t('market.supply.columns.median'),
                t('market.supply.columns.sales'),
                t('market.supply.columns.monthsOfSupply'),
              ]}
            >
              {supply.states.map((s) => (
                <tr key={s.state}>
                  <th scope="row">{s.stateName}</th>
                  <td className={styles.num}>{formatNumber(s.listingCount, locale)}</td>
                  <td className={styles.num}>{formatPct(s.sharePct, locale).replace(/^\+/, '')}</td>
                  <td className={styles.num}>
                    {s.medianAskingPriceCents === null
                      ? t('market.none')
                      : formatPrice(s.medianAskingPriceCents, locale)}
                  </td>
                  <td className={styles.num}>{formatNumber(s.salesLast12Months, locale)}</td>
                  <td className={styles.num}>
                    {s.monthsOfSupply === null
                      ? t('market.none')
                      : formatNumber(s.monthsOfSupply, locale, 1)}
                  </td>
                </tr>
              ))}
            </MarketTable>
          </>
        ) : (
          <p className={styles.notEnough} role="status">
            {t('market.supply.notEnoughData')}
          </p>
        )}
      </section>
    </div>
  )
}
