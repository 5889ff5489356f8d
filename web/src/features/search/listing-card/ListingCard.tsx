import Link from 'next/link'
import { isForSale } from '@ironyard/contract'
import { FavoriteButton } from '@/features/account'
import { AddToCompareLink } from '@/features/compare'
import type { ListingCardFieldsFragment } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { DealRatingBadge } from '@/features/listing-insights'
import { listingPath } from '@/lib/listing-path'
import { cardImage, cardUsage } from './card-parts'
import styles from './ListingCard.module.css'
import { focalStyle } from '@/components/ui/focal-point'

/** Badges worth a buyer's attention, most important first. */
function badges(l: ListingCardFieldsFragment): string[] {
  const out: string[] = []
  if (l.status === 'sold') out.push('sold')
  else if (l.status === 'coming_soon' || l.flair === 'ComingSoon') out.push('comingSoon')
  if (l.priceReduced) out.push('priceReduced')
  if (l.inspected) out.push('inspected')
  if (l.flair === 'FreeShipping') out.push('freeShipping')
  if (l.hasWarranty) out.push('warranty')
  if (l.isPartnerSeller) out.push('partnerSeller')
  return out.slice(0, 3)
}

export interface ListingCardProps {
  listing: ListingCardFieldsFragment
  locale: Locale
  /** The search that produced this card: its link carries it for attribution. */
  queryID?: string | null
  /** The first cards of a page load their image eagerly (largest contentful paint). */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
}

export function ListingCard({
  listing: l,
  locale,
  queryID,
  priority = false,
  headingLevel: Heading = 'h3',
}: ListingCardProps) {
  const t = getT(locale, 'listing')
  const ti = getT(locale, 'insights')
  const ts = getT(locale, 'search')
  const href = listingPath(l, locale, queryID)
  // The first cards are the largest contentful paint: eager, high priority, and preloaded in
  // <head> by React (it does so for every img not loading lazily).
  const photo = l.image ? cardImage(l.image, priority) : null
  const usage = cardUsage(l, locale)
  const highlights = badges(l)
  const cut = l.latestPriceCut
    ? ti('card.cut', {
        amount: formatPrice(l.latestPriceCut.amountCents, locale),
        date: formatDate(l.latestPriceCut.changedAt, locale),
      })
    : null
  // Usage, place, stock number and distance (last: the search journey reads it there): one line
  // of text, no element per part.
  const meta = [
    usage,
    `${l.city}, ${l.state}`,
    t('card.stock', { stock: l.stockNumber }),
    l.distanceMiles !== null
      ? t('card.distance', { value: formatNumber(l.distanceMiles, locale) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ')
  // Issue 37: a search with a ZIP gives each machine for sale its freight there (the all-in
  // cost's figure), in words: "Estimated freight to 78701: $2,250".
  const ship = isForSale(l.status) ? l.freightEstimate : null
  const freight = ship
    ? ship.freeShipping
      ? ts('card.freeShipping', { zip: ship.zip })
      : ts('card.freight', { zip: ship.zip, amount: formatPrice(ship.cents, locale) })
    : null
  // Only markup a visitor sees or uses (issue 18): no empty badge list, no wrappers (the card is
  // a grid: photo, badges and heart share its first row), one price text, the deal rating its
  // own paragraph unless a price cut shares its line, the facts one line of text.
  return (
    <article className={styles.card} data-price-cents={l.advertisedPriceCents}>
      {l.image && photo ? (
        // Plain <img>: the api serves ready-made sizes, so no optimizer round trip is needed.
        <img
          className={styles.image}
          src={photo.src}
          srcSet={photo.srcSet}
          width={l.image.width}
          height={l.image.height}
          alt={l.image.alt}
          style={focalStyle(l.image)}
          {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
        />
      ) : (
        <div className={styles.noImage}>{t('card.noPhoto')}</div>
      )}
      {highlights.length ? (
        <ul className={styles.badges} aria-label={t('card.highlights')}>
          {highlights.map((b) => (
            <li key={b} className={styles[`badge-${b}`] ?? styles.badge}>
              {t(`badge.${b}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <FavoriteButton listingId={l.id} title={l.title} locale={locale} />
      <Heading className={styles.title}>
        <Link href={href} className={styles.link} prefetch={false}>
          {l.title}
        </Link>
      </Heading>
      <p className={styles.price}>
        {formatPrice(l.advertisedPriceCents, locale)}
        {l.priceReduced && l.originalPriceCents > l.advertisedPriceCents ? (
          // "was" is read before the old price but not shown: CSS writes data-label (one element
          // fewer per card, issue 18).
          <s className={`${styles.was} hidden-label`} data-label={t('card.wasPrice')}>
            {formatPrice(l.originalPriceCents, locale)}
          </s>
        ) : null}
      </p>
      {l.dealRating && l.latestPriceCut ? (
        <p className={styles.deal}>
          <DealRatingBadge locale={locale} rating={l.dealRating} />
          <span className={styles.cut}>{cut}</span>
        </p>
      ) : l.dealRating ? (
        <DealRatingBadge locale={locale} rating={l.dealRating} as="p" className={styles.dealOnly} />
      ) : cut ? (
        <p className={`${styles.deal} ${styles.cut}`}>{cut}</p>
      ) : null}
      <p className={styles.meta}>{meta}</p>
      {freight ? <p className={styles.meta}>{freight}</p> : null}
      {isForSale(l.status) ? (
        <AddToCompareLink
          locale={locale}
          stockNumber={l.stockNumber}
          title={l.title}
          className={styles.compare}
        />
      ) : null}
    </article>
  )
}
