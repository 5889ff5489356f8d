'use client'

import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import type { HistoryEntry } from './lot-logic'
import { closeTime } from './lot-time'
import styles from './Lot.module.css'

/** The anonymised history, newest first: "Bidder 3" (the caller's own: "You"), price, time. */
export function BidHistory({
  locale,
  lotNumber,
  bids,
  timeZone,
}: {
  locale: Locale
  lotNumber: number
  bids: readonly HistoryEntry[]
  timeZone: string
}) {
  const { t } = useTranslation('auctions')
  return (
    <section aria-labelledby="bid-history-title" className={styles.history}>
      <h2 id="bid-history-title">{t('history.heading')}</h2>
      {bids.length ? (
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby="bid-history-title"
          tabIndex={0}
        >
          <table className={styles.table} data-testid="bid-history">
            <caption className="visually-hidden">
              {t('history.caption', { number: lotNumber })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('history.bidder')}</th>
                <th scope="col">{t('history.amount')}</th>
                <th scope="col">{t('history.time')}</th>
              </tr>
            </thead>
            <tbody>
              {bids.map((b) => (
                <tr
                  key={`${b.at}-${b.bidderNumber}-${b.amountCents}`}
                  data-mine={b.mine ? '' : undefined}
                >
                  <td>
                    {b.mine ? (
                      <strong>{t('history.you')}</strong>
                    ) : (
                      t('history.bidderN', { number: b.bidderNumber })
                    )}
                  </td>
                  <td className={styles.num}>{formatPrice(b.amountCents, locale)}</td>
                  <td>
                    <time dateTime={b.at}>{closeTime(b.at, timeZone, locale)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('history.empty')}</p>
      )}
    </section>
  )
}
