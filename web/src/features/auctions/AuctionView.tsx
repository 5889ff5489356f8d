import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import { listingPath } from '@/lib/listing-path'
import { localePath } from '@/lib/paths'
import {
  AUCTIONS_PATH,
  auctionWhen,
  auctionWhere,
  icsPath,
  type AuctionDetail,
  type AuctionLot,
} from './auctions-data'
import styles from './Auctions.module.css'
import { lotPath, requestTime } from './lot-data'
import { timeLeftText } from './lot-logic'
import { closeTime } from './lot-time'

function LotListing({ locale, lot }: { locale: Locale; lot: AuctionLot }) {
  const t = getT(locale, 'pages')
  const l = lot.listing
  if (!l) return <span className={styles.muted}>{t('auction.notListed')}</span>
  const state =
    l.status === 'sold'
      ? t('auction.listingSold')
      : l.status === 'available' || l.status === 'coming_soon'
        ? t('auction.listingAvailable')
        : t('auction.listingOther')
  return (
    <>
      <Link
        href={listingPath({ ...l, make: { name: l.makeName } }, locale)}
        prefetch={false}
        aria-label={`${t('auction.viewListing')}: ${lot.title}`}
      >
        {t('auction.viewListing')}
      </Link>{' '}
      <span className={styles.muted}>({state})</span>
    </>
  )
}

/** An online lot's bidding cells: price, time left (closes at, in the auction's zone), status, bids. */
function LotBidding({
  locale,
  lot,
  timeZone,
  now,
}: {
  locale: Locale
  lot: AuctionLot
  timeZone: string
  now: number
}) {
  const t = getT(locale, 'auctions')
  const left = lot.closesAt
    ? timeLeftText(new Date(lot.closesAt).getTime() - now, (k, v) => t(k, v))
    : null
  const live = lot.status === 'open' || lot.status === 'upcoming'
  return (
    <>
      <td className={styles.num}>
        {lot.currentBidCents !== null
          ? formatPrice(lot.currentBidCents, locale)
          : lot.startingBidCents !== null
            ? t('table.startingBid', { amount: formatPrice(lot.startingBidCents, locale) })
            : ''}
      </td>
      <td>
        {lot.closesAt ? (
          <>
            {live && left ? <strong>{left}</strong> : t('time.closed')}
            <br />
            <time dateTime={lot.closesAt} className={styles.muted}>
              {closeTime(lot.closesAt, timeZone, locale)}
            </time>
          </>
        ) : null}
      </td>
      <td>{t(`status.${lot.status}`)}</td>
      <td className={styles.num}>{formatNumber(lot.bidCount, locale)}</td>
    </>
  )
}

/** /auctions/<slug>: one auction, its .ics and its lots, linked to listings where they exist. */
export function AuctionView({
  locale,
  auction,
  now = requestTime(),
}: {
  locale: Locale
  auction: AuctionDetail
  /** The clock the time left is read at (tests pass one). */
  now?: number
}) {
  const t = getT(locale, 'pages')
  const ta = getT(locale, 'auctions')
  const online = auction.format === 'online'
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: t('crumbs.home'), path: '/' },
          { label: t('crumbs.auctions'), path: AUCTIONS_PATH },
          { label: auction.name },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <h1>{auction.name}</h1>
        <span className={`${styles.status} ${auction.status === 'live' ? styles.status_live : ''}`}>
          {t(`auctions.status.${auction.status}`)}
        </span>
        <dl className={styles.facts}>
          <dt>{t('auctions.when')}</dt>
          <dd>{auctionWhen(auction, locale)}</dd>
          <dt>{t('auctions.where')}</dt>
          <dd>{auctionWhere(auction, t('auctions.online'))}</dd>
          <dt>{t('auctions.format')}</dt>
          <dd>{t(`auctions.formats.${auction.format}`)}</dd>
          <dt>{t('auctions.lots')}</dt>
          <dd>
            {t('auctions.lotCount', {
              count: auction.lotCount,
              formatted: formatNumber(auction.lotCount, locale),
            })}
          </dd>
        </dl>
        <p className={styles.lead}>{auction.description}</p>
        <p className={styles.download}>
          <a className="btn btn-secondary" href={icsPath(locale, auction.slug)} download>
            {t('auction.download')}
          </a>
          <Link href={localePath(locale, AUCTIONS_PATH)} prefetch={false}>
            {t('auction.back')}
          </Link>
        </p>
        <section aria-labelledby="lots-title" className="section">
          <h2 id="lots-title">{t('auction.lotsTitle')}</h2>
          {auction.lots.length ? (
            <div
              className={styles.tableWrap}
              role="region"
              aria-label={t('auction.lotsCaption', { name: auction.name })}
              tabIndex={0}
            >
              <table className={styles.table} data-testid="auction-lots">
                <caption className="visually-hidden">
                  {t('auction.lotsCaption', { name: auction.name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('auction.lotNumber')}</th>
                    <th scope="col">{t('auction.machine')}</th>
                    {online ? (
                      <>
                        <th scope="col">{ta('table.price')}</th>
                        <th scope="col">{ta('table.timeLeft')}</th>
                        <th scope="col">{ta('table.status')}</th>
                        <th scope="col">{ta('table.bids')}</th>
                        <th scope="col">{ta('table.lot')}</th>
                      </>
                    ) : null}
                    <th scope="col">{t('auction.onMarketplace')}</th>
                  </tr>
                </thead>
                <tbody>
                  {auction.lots.map((lot) => (
                    <tr key={lot.lotNumber}>
                      <td className={styles.num}>{lot.lotNumber}</td>
                      <td>{lot.title}</td>
                      {online ? (
                        <>
                          <LotBidding
                            locale={locale}
                            lot={lot}
                            timeZone={auction.timeZone}
                            now={now}
                          />
                          <td>
                            <Link
                              href={localePath(locale, lotPath(auction.slug, lot.lotNumber))}
                              prefetch={false}
                              data-testid="lot-link"
                            >
                              {ta('table.viewLot', { number: lot.lotNumber })}
                            </Link>
                          </td>
                        </>
                      ) : null}
                      <td>
                        <LotListing locale={locale} lot={lot} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('auction.noLots')}</p>
          )}
        </section>
      </div>
    </>
  )
}
