import type { ListingInsightsQuery } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { DealRatingBadge } from './DealRatingBadge'
import styles from './Insights.module.css'

type Insights = NonNullable<ListingInsightsQuery['listing']>

/**
 * Issue 17 points 2 and 3: the deal rating with its basis, and the completed sales like this
 * machine with the sentence that places its price against their median. Every figure says where
 * it comes from; no rating is shown for a machine the model cannot value.
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
  const placement =
    s.percentFromMedian === null || s.medianCents === null
      ? null
      : t(
          `comparables.placement_${s.percentFromMedian < 0 ? 'below' : s.percentFromMedian > 0 ? 'above' : 'equal'}`,
          {
            percent: formatNumber(Math.abs(s.percentFromMedian), locale),
            count: s.count,
            median: formatPrice(s.medianCents, locale),
          },
        )
  return (
    <>
      <section
        className={styles.block}
        aria-labelledby="deal-title"
        data-deal-rating={l.dealRating ?? ''}
      >
        <h2 id="deal-title">{t('deal.heading')}</h2>
        {l.dealRating && l.dealBasis ? (
          <>
            <p className={styles.dealLine}>
              <DealRatingBadge locale={locale} rating={l.dealRating} />{' '}
              <span>
                {t('deal.basis', {
                  count: l.dealBasis.comparableCount,
                  value: formatPrice(l.dealBasis.marketValueCents, locale),
                })}{' '}
                {t('deal.basisDate', { date: formatDate(l.dealBasis.ratedAt, locale) })}
              </span>
            </p>
          </>
        ) : (
          <p>{t('deal.none')}</p>
        )}
        <p className={styles.note}>{t('deal.rule')}</p>
      </section>
      <section
        className={styles.block}
        aria-labelledby="comparables-title"
        data-comparables={s.basis}
      >
        <h2 id="comparables-title">{t('comparables.heading')}</h2>
        {s.count === 0 ? (
          <p>{t('comparables.none')}</p>
        ) : (
          <>
            {placement ? <p className={styles.placement}>{placement}</p> : null}
            <p className={styles.note}>
              {s.basis === 'model'
                ? t('comparables.basis_model', { model: `${make} ${model}` })
                : t('comparables.basis_similar', { make })}
              {shown < s.count ? ` ${t('comparables.showing', { shown, count: s.count })}` : ''}
            </p>
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
