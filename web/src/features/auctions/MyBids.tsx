import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { AUCTIONS_PATH } from './auctions-data'
import { getMyAuctionBids, lotPath, type MyAuctionBid } from './lot-data'
import { closeTime } from './lot-time'
import styles from './Lot.module.css'

/** /account's bids (issue 34): each lot the user bid on, where they stand, their maximum, the price. */
export function MyBidsView({ locale, bids }: { locale: Locale; bids: readonly MyAuctionBid[] }) {
  const t = getT(locale, 'auctions')
  return (
    <section aria-labelledby="my-bids-title" className={styles.history} data-testid="my-bids">
      <h2 id="my-bids-title">{t('account.heading')}</h2>
      {bids.length ? (
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby="my-bids-title"
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">{t('account.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.lot')}</th>
                <th scope="col">{t('account.standing')}</th>
                <th scope="col">{t('account.myMax')}</th>
                <th scope="col">{t('account.price')}</th>
                <th scope="col">{t('account.closes')}</th>
              </tr>
            </thead>
            <tbody>
              {bids.map((b) => (
                <tr key={b.lotId} data-standing={b.standing}>
                  <td>
                    <Link
                      href={localePath(locale, lotPath(b.auctionSlug, b.lotNumber))}
                      prefetch={false}
                    >
                      {t('lot.heading', { number: b.lotNumber, title: b.title })}
                    </Link>
                    <br />
                    <span className={styles.note}>{b.auctionName}</span>
                  </td>
                  <td>
                    <strong>{t(`account.standings.${b.standing}`)}</strong>
                  </td>
                  <td className={styles.num}>{formatPrice(b.myMaxBidCents, locale)}</td>
                  <td className={styles.num}>
                    {b.currentBidCents === null ? '' : formatPrice(b.currentBidCents, locale)}
                  </td>
                  <td>
                    {b.closesAt ? (
                      <time dateTime={b.closesAt}>{closeTime(b.closesAt, b.timeZone, locale)}</time>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>
          {t('account.empty')}{' '}
          <Link href={localePath(locale, AUCTIONS_PATH)} prefetch={false}>
            {t('account.browse')}
          </Link>
        </p>
      )}
    </section>
  )
}

/** The signed-in user's bids, read for /account. */
export async function MyBids({ locale }: { locale: Locale }) {
  return <MyBidsView locale={locale} bids={await getMyAuctionBids(locale)} />
}
