import { localeTag } from '@ironyard/contract/locale'
import { latestPriceCut } from '@ironyard/contract/price-drop'
import Link from 'next/link'
import { FavoriteButton } from '@/features/account'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { BuyerContext } from '@/features/listing/buyer-context'
import { formatDate, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import type { ListingDetail } from '@/features/listing/listing-data'
import { CALCULATOR_DEFAULTS, monthlyPaymentCents } from '@ironyard/contract'
import { BuyerActions } from './BuyerActions'
import { FlairBadges } from './FlairBadges'
import { SalesContact } from './SalesContact'
import styles from './Equipment.module.css'
import { isForSale } from '@ironyard/contract'

/**
 * The last price cut, if the price went down since listing: the price history's own (the contract's
 * rule, which the history's table and the price-drop mail read too), so "Reduced $X" is always the
 * drop from the price advertised just before it, never from an original price never asked here.
 */
function lastReduction(
  l: ListingDetail,
): { amountCents: number; previousCents: number; date: string } | null {
  if (!l.priceReduced) return null
  const cut = latestPriceCut(l.priceHistory)
  return cut
    ? {
        amountCents: cut.amountCents,
        previousCents: cut.previousCents,
        date: String(cut.changedAt),
      }
    : null
}

export interface BuyBoxProps {
  locale: Locale
  listing: ListingDetail
  /** Carried by the buyer forms: see BuyerActions. */
  buyer: BuyerContext
}

/**
 * Title, badges, state, price (the original struck through after a cut), the estimated monthly
 * payment at the calculator defaults, the guarantee (or the partner seller), location and
 * delivery, the ways to buy, and a person to call.
 */
export function BuyBox({ locale, listing: l, buyer }: BuyBoxProps) {
  const t = getT(locale, 'equipment')
  const forSale = isForSale(l.status)
  const reduction = lastReduction(l)
  const place = l.location.shortAddress || `${l.city}, ${l.state}`
  return (
    <section className={styles.buy} aria-labelledby="listing-title">
      <h1 id="listing-title" className={styles.title}>
        {l.title}
      </h1>
      <FlairBadges locale={locale} listing={l} />
      <div className={styles.save}>
        <FavoriteButton listingId={l.id} title={l.title} locale={locale} variant="page" />
      </div>
      {l.status === 'sold' ? (
        <p className={styles.notice} role="status" data-status="sold">
          {t('status.sold')}{' '}
          {l.soldAt ? (
            <strong>{t('status.soldOn', { date: formatDate(l.soldAt, locale) })}</strong>
          ) : null}
        </p>
      ) : l.status === 'no_longer_available' ? (
        <p className={styles.notice} role="status" data-status="no_longer_available">
          {t('status.noLongerAvailable')}
        </p>
      ) : l.status === 'coming_soon' ? (
        <p className={styles.notice} role="status" data-status="coming_soon">
          {t('status.comingSoon')}
        </p>
      ) : null}
      <div className={styles.priceBlock}>
        <p
          className={`${styles.price} ${forSale ? '' : styles.priceOff}`}
          data-price-cents={l.advertisedPriceCents}
        >
          <span className="visually-hidden">{t('buy.price')}: </span>
          {formatPrice(l.advertisedPriceCents, locale)}
        </p>
        {reduction ? (
          <p className={styles.was}>
            <s>
              <span className="visually-hidden">{t('buy.originalPrice')}: </span>
              {formatPrice(reduction.previousCents, locale)}
            </s>{' '}
            <span className={styles.cut}>
              {t('buy.reducedBy', {
                amount: formatPrice(reduction.amountCents, locale),
                date: formatDate(reduction.date, locale),
              })}
            </span>
          </p>
        ) : null}
        {forSale ? (
          <p className={styles.monthly}>
            <strong>
              {t('buy.monthly', {
                amount: formatPrice(monthlyPaymentCents(l.advertisedPriceCents), locale),
              })}
            </strong>
            <span className={styles.small}>
              {t('buy.monthlyTerms', {
                rate: CALCULATOR_DEFAULTS.ratePercent.toLocaleString(localeTag(locale)),
                down: CALCULATOR_DEFAULTS.downPercent,
                term: CALCULATOR_DEFAULTS.termMonths,
              })}
            </span>
          </p>
        ) : null}
      </div>
      {!forSale ? null : l.buyerProtection && !l.isPartnerSeller ? (
        <div className={styles.guarantee} data-guarantee="powerhouse">
          <p className={styles.guaranteeTitle}>{t('buy.protectionTitle')}</p>
          <p>{t('buy.protectionText')}</p>
        </div>
      ) : l.isPartnerSeller ? (
        <div className={styles.partner} data-guarantee="partner">
          <p className={styles.guaranteeTitle}>{t('buy.partnerTitle')}</p>
          <p>{t('buy.partnerText', { seller: l.seller.name })}</p>
          {l.seller.dealerSlug ? (
            <p>
              <Link href={localePath(locale, `/dealers/${l.seller.dealerSlug}`)} prefetch={false}>
                {t('buy.partnerDealer', { seller: l.seller.name })}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.where}>
        <p>
          <strong>{t('buy.location', { place })}</strong>
        </p>
        {forSale ? <p className={styles.small}>{t('buy.delivery')}</p> : null}
      </div>
      <p className={styles.meta}>
        {t('buy.stock', { stock: l.stockNumber })} ·{' '}
        {t('buy.listed', { date: formatDate(l.listedAt, locale) })} ·{' '}
        {t('buy.daysOnMarket', { count: l.daysOnMarket })}
      </p>
      <BuyerActions locale={locale} listing={l} buyer={buyer} />
      <SalesContact locale={locale} advisor={l.labels.fleetAdvisor} />
    </section>
  )
}
