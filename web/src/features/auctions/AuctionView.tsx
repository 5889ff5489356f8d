import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
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

/** /auctions/<slug>: one auction, its .ics and its lots, linked to listings where they exist. */
export function AuctionView({ locale, auction }: { locale: Locale; auction: AuctionDetail }) {
  const t = getT(locale, 'pages')
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
                    <th scope="col">{t('auction.onMarketplace')}</th>
                  </tr>
                </thead>
                <tbody>
                  {auction.lots.map((lot) => (
                    <tr key={lot.lotNumber}>
                      <td className={styles.num}>{lot.lotNumber}</td>
                      <td>{lot.title}</td>
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
