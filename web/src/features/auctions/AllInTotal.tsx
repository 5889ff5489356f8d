'use client'

import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPriceCents } from '@/lib/format'
import { auctionAllIn, type Delivery } from './lot-logic'
import styles from './Lot.module.css'

/**
 * The all-in total for a maximum (issue 34, "the bid box shows the all-in total for the caller's
 * maximum"): the bid, the buyer's fee, sales tax and freight to the caller's ZIP; without a ZIP,
 * the bid and the fee, and a prompt for it.
 */
export function AllInTotal({
  locale,
  bidCents,
  delivery,
}: {
  locale: Locale
  bidCents: number
  delivery: Delivery | null
}) {
  const { t } = useTranslation('auctions')
  const a = auctionAllIn(bidCents, delivery)
  const money = (cents: number) => formatPriceCents(cents, locale)
  return (
    <div className={styles.allIn} data-testid="all-in-total">
      <h3>{t('allIn.heading')}</h3>
      <dl className={styles.costs}>
        <div>
          <dt>{t('allIn.bid')}</dt>
          <dd>{money(a.bidCents)}</dd>
        </div>
        <div>
          <dt>{t('allIn.fee')}</dt>
          <dd>{money(a.feeCents)}</dd>
        </div>
        {delivery && a.taxCents !== null && a.freightCents !== null ? (
          <>
            <div>
              <dt>
                {t('allIn.tax', {
                  state: delivery.state,
                  percent: formatNumber(a.taxPercent ?? 0, locale, 3),
                })}
              </dt>
              <dd>{money(a.taxCents)}</dd>
            </div>
            <div>
              <dt>{t('allIn.freight', { zip: delivery.zip })}</dt>
              <dd>{money(a.freightCents)}</dd>
            </div>
          </>
        ) : null}
        <div className={styles.total}>
          <dt>{t('allIn.total')}</dt>
          <dd data-testid="all-in-total-amount">{money(a.totalCents)}</dd>
        </div>
      </dl>
      {delivery ? null : <p className={styles.note}>{t('allIn.zipPrompt')}</p>}
      <p className={styles.note}>{t('allIn.feeBasis')}</p>
    </div>
  )
}
