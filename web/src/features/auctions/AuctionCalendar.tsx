import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { BRAND } from '@ironyard/contract'
import {
  auctionPath,
  auctionWhen,
  auctionWhere,
  icsPath,
  splitCalendar,
  type AuctionSummary,
} from './auctions-data'
import styles from './Auctions.module.css'

/** One auction of the calendar: name, status, when, where, format and lots. */
export function AuctionCard({ locale, auction }: { locale: Locale; auction: AuctionSummary }) {
  const t = getT(locale, 'pages')
  return (
    <li className={styles.card} data-testid="auction">
      <h3>
        <Link href={localePath(locale, auctionPath(auction.slug))} prefetch={false}>
          {auction.name}
        </Link>
      </h3>
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
    </li>
  )
}

/** /auctions: the group's auction calendar, upcoming then past, with the .ics of all of it. */
export function AuctionCalendar({
  locale,
  auctions,
}: {
  locale: Locale
  auctions: AuctionSummary[]
}) {
  const t = getT(locale, 'pages')
  const { upcoming, past } = splitCalendar(auctions)
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.auctions') }]}
      />
      <div className={`container ${styles.page}`}>
        <h1>{t('auctions.heading')}</h1>
        <p className={styles.lead}>{t('auctions.intro', { brand: BRAND.name })}</p>
        <p className={styles.download}>
          <a className="btn btn-secondary" href={icsPath(locale)} download>
            {t('auctions.download')}
          </a>
          <span className={styles.muted}>{t('auctions.downloadHint')}</span>
        </p>
        <section aria-labelledby="upcoming-title" className="section">
          <h2 id="upcoming-title">{t('auctions.upcoming')}</h2>
          {upcoming.length ? (
            <ul className={styles.list} data-testid="upcoming-auctions">
              {upcoming.map((a) => (
                <AuctionCard key={a.slug} locale={locale} auction={a} />
              ))}
            </ul>
          ) : (
            <p>{t('auctions.noUpcoming')}</p>
          )}
        </section>
        <section aria-labelledby="past-title" className="section">
          <h2 id="past-title">{t('auctions.past')}</h2>
          {past.length ? (
            <ul className={styles.list} data-testid="past-auctions">
              {past.map((a) => (
                <AuctionCard key={a.slug} locale={locale} auction={a} />
              ))}
            </ul>
          ) : (
            <p>{t('auctions.noPast')}</p>
          )}
        </section>
      </div>
    </>
  )
}
