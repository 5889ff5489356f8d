import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { CatalogCategory } from '@/lib/catalog-data'
import { formatNumber, formatPriceCompact } from '@/lib/format'
import { priceThresholdPath } from '@/features/landing'
import { localePath } from '@/lib/paths'
import styles from './Home.module.css'

/** Spec §9 home shop-by-price: 25k, 50k, 100k, 250k. */
export const HOME_PRICES = [25_000, 50_000, 100_000, 250_000] as const

export function BrowseByCategory({
  locale,
  categories,
}: {
  locale: Locale
  categories: CatalogCategory[]
}) {
  const t = getT(locale, 'home')
  return (
    <section className="section" aria-labelledby="categories-title">
      <div className="container">
        <div className={styles.railHead}>
          <h2 id="categories-title">{t('categories.title')}</h2>
          <Link href={localePath(locale, '/categories')} className={styles.all} prefetch={false}>
            {t('categories.all')}
          </Link>
        </div>
        <ul className={styles.tiles}>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link
                href={localePath(locale, `/${c.slug}`)}
                className={styles.tile}
                prefetch={false}
              >
                <span className={styles.tileName}>{c.name}</span>
                <span className={styles.tileCount}>
                  {t('categories.count', {
                    count: c.listingCount,
                    value: formatNumber(c.listingCount, locale),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function ShopByPrice({ locale }: { locale: Locale }) {
  const t = getT(locale, 'home')
  return (
    <section className="section section-alt" aria-labelledby="price-title">
      <div className="container">
        <h2 id="price-title">{t('price.title')}</h2>
        <ul className={styles.prices}>
          {HOME_PRICES.map((usd) => {
            // 250k is not a spec §9 threshold page: it is a search with a maximum price.
            const path = usd === 250_000 ? `/equipment?priceMax=${usd}` : priceThresholdPath(usd)
            return (
              <li key={usd}>
                <Link href={localePath(locale, path)} className={styles.price} prefetch={false}>
                  <span className={styles.priceUnder}>{t('price.under')}</span>
                  <span className={styles.priceValue}>{formatPriceCompact(usd, locale)}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

export function TopManufacturers({
  locale,
  makes,
}: {
  locale: Locale
  makes: Array<{ slug: string; name: string; listingCount: number }>
}) {
  const t = getT(locale, 'home')
  return (
    <section className="section" aria-labelledby="makes-title">
      <div className="container">
        <div className={styles.railHead}>
          <h2 id="makes-title">{t('makes.title')}</h2>
          <Link
            href={localePath(locale, '/resources/makes')}
            className={styles.all}
            prefetch={false}
          >
            {t('makes.all')}
          </Link>
        </div>
        <ul className={styles.makes}>
          {makes.map((m) => (
            <li key={m.slug}>
              <Link
                href={localePath(locale, `/${m.slug}`)}
                className={styles.make}
                prefetch={false}
              >
                {m.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const REASONS = ['transparency', 'noHiddenCosts', 'shipped'] as const

export function Reasons({ locale }: { locale: Locale }) {
  const t = getT(locale, 'home')
  return (
    <section className="section section-alt" aria-labelledby="reasons-title">
      <div className="container">
        <h2 id="reasons-title">{t('reasons.title')}</h2>
        <ul className={styles.reasons}>
          {REASONS.map((r) => (
            <li key={r}>
              <h3>{t(`reasons.${r}.title`)}</h3>
              <p>{t(`reasons.${r}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const REVIEWS = ['r1', 'r2', 'r3'] as const

export function Reviews({ locale }: { locale: Locale }) {
  const t = getT(locale, 'home')
  return (
    <section className="section" aria-labelledby="reviews-title">
      <div className="container">
        <h2 id="reviews-title">{t('reviews.title')}</h2>
        <ul className={styles.reviews}>
          {REVIEWS.map((r) => (
            <li key={r}>
              <figure>
                <p className={styles.stars} aria-label={t('reviews.stars', { count: 5 })}>
                  ★★★★★
                </p>
                <blockquote>
                  <p>{t(`reviews.${r}.quote`)}</p>
                </blockquote>
                <figcaption>
                  <strong>{t(`reviews.${r}.name`)}</strong>
                  <span className="muted">{t(`reviews.${r}.role`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

const TRUST = ['inspection', 'financing', 'delivery', 'protection'] as const

export function TrustAndTransactions({ locale, total }: { locale: Locale; total: number }) {
  const t = getT(locale, 'home')
  return (
    <section className={`section ${styles.trust}`} aria-labelledby="trust-title">
      <div className="container">
        <h2 id="trust-title">{t('trust.title')}</h2>
        <ul className={styles.trustList}>
          <li>
            <strong>{formatNumber(total, locale)}</strong>
            <span>{t('trust.inventory', { count: total })}</span>
          </li>
          {TRUST.map((k) => (
            <li key={k}>
              <strong>{t(`trust.${k}.value`)}</strong>
              <span>{t(`trust.${k}.text`)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.trustNote}>{t('trust.transactions')}</p>
      </div>
    </section>
  )
}
