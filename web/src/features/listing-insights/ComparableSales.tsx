import type { ListingInsightsQuery } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { DealRatingBadge } from './DealRatingBadge'
import styles from './Insights.module.css'
import { valuationMethod } from '@/components/ui/valuation-method'

type Insights = NonNullable<ListingInsightsQuery['listing']>

/**
 * Issue 17 points 2 and 3, issue 37: the deal rating and the completed sales like this machine,
 * both read from the api's one valuation (the same sales, window and count), so the rating and the
 * sales can never disagree. The method, the window and the number of sales are stated once, in the
 * comparable-sales block; no rating is shown for a machine the sales cannot value.
 */
export function ComparableSales({
  locale,
  insights: l,
  make,
  model,
}: {
  locale: Locale
  insights: Insights
  make: string
  model: string
}) {
  const t = getT(locale, 'insights')
  const s = l.comparableSalesSummary
  const shown = l.comparableSales.length
  const percent = s.percentFromMarketValue
  const rated = l.dealRating && s.marketValueCents !== null && percent !== null
  const method = valuationMethod(t, {
    basis: s.basis,
    make,
    model,
    windowMonths: s.windowMonths,
    count: s.count,
  })
  return (
    <>
      <section
        className={styles.block}
        aria-labelledby="deal-title"
        data-deal-rating={l.dealRating ?? ''}
      >
        <h2 id="deal-title">{t('deal.heading')}</h2>
        {rated ? (
          <p className={styles.dealLine}>
            <DealRatingBadge locale={locale} rating={l.dealRating} />{' '}
            <span>
              {t(`deal.basis_${percent < 0 ? 'below' : percent > 0 ? 'above' : 'equal'}`, {
                percent: formatNumber(Math.abs(percent), locale),
                value: formatPrice(s.marketValueCents!, locale),
              })}
              {l.dealBasis
                ? ` ${t('deal.basisDate', { date: formatDate(l.dealBasis.ratedAt, locale) })}`
                : ''}
            </span>
          </p>
        ) : (
          <p>{t(s.status === 'scattered' ? 'deal.noneScattered' : 'deal.noneTooFew')}</p>
        )}
        <p className={styles.note}>{t('deal.rule')}</p>
      </section>
      <section
        className={styles.block}
        aria-labelledby="comparables-title"
        data-comparables={s.basis}
        data-comparables-count={s.count}
      >
        <h2 id="comparables-title">{t('comparables.heading')}</h2>
        {s.count === 0 ? (
          <p>{t('comparables.none', { months: s.windowMonths })}</p>
        ) : (
          <>
            <p className={styles.note}>
              {method}
              {shown < s.count ? ` ${t('comparables.showing', { shown, count: s.count })}` : ''}
            </p>
            {s.medianCents !== null ? (
              <p className={styles.placement}>
                {t('comparables.median', { median: formatPrice(s.medianCents, locale) })}
              </p>
            ) : null}
            <div
              className={styles.tableWrap}
              role="region"
              aria-label={t('comparables.tableLabel')}
              tabIndex={0}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('comparables.columns.soldOn')}</th>
                    <th scope="col">{t('comparables.columns.model')}</th>
                    <th scope="col">{t('comparables.columns.year')}</th>
                    <th scope="col">{t('comparables.columns.hours')}</th>
                    <th scope="col">{t('comparables.columns.state')}</th>
                    <th scope="col">{t('comparables.columns.channel')}</th>
                    <th scope="col">{t('comparables.columns.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {l.comparableSales.map((c, i) => (
                    <tr key={`${c.soldOn}-${i}`}>
                      <td>{formatDate(c.soldOn, locale)}</td>
                      <td>{c.model}</td>
                      <td>{c.year}</td>
                      <td>{c.hours === null ? '—' : formatNumber(c.hours, locale)}</td>
                      <td>{c.state}</td>
                      <td>{channelLabel(t, c.channel)}</td>
                      <td>{formatPrice(c.priceCents, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  )
}

function channelLabel(t: ReturnType<typeof getT>, channel: string): string {
  return channel === 'auction' || channel === 'dealer' || channel === 'marketplace'
    ? t(`comparables.channel.${channel}`)
    : channel
}
