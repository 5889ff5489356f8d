import Link from 'next/link'
import { ListingCard } from '@/features/search'
import type { FavoriteFilter, FavoritesQuery } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Account.module.css'
import { AccountShell } from './AccountShell'
import { FavoriteFilters } from './FavoriteFilters'
import { FavoriteItem } from './FavoriteItem'
import { RemoveAllFavorites } from './RemoveAllFavorites'

/**
 * /account/favorites (spec §2, §4, §8): saved machines filtered all / available / expired,
 * remove with undo, remove all; `page: null` when they could not be fetched.
 */
export function FavoritesView({
  locale,
  filter,
  page,
}: {
  locale: Locale
  filter: FavoriteFilter
  page: FavoritesQuery['favorites'] | null
}) {
  const t = getT(locale, 'account')
  return (
    <AccountShell
      locale={locale}
      active="favorites"
      title={t('favorites.title')}
      lead={t('favorites.lead')}
      actions={page ? <RemoveAllFavorites locale={locale} count={page.counts.all} /> : null}
    >
      {!page ? (
        <p className={styles.errorBox} role="alert">
          {t('favorites.fetchError')}
        </p>
      ) : (
        <>
          <FavoriteFilters locale={locale} active={filter} counts={page.counts} />
          {page.items.length === 0 ? (
            <div className={styles.empty}>
              <p>{t(`favorites.empty.${filter}`)}</p>
              <Link className="btn" href={localePath(locale, '/equipment')} prefetch={false}>
                {t('favorites.browse')}
              </Link>
            </div>
          ) : (
            <ul className="grid-cards" aria-label={t('favorites.listLabel')}>
              {page.items.map((f, i) => (
                <li key={f.listingId}>
                  <FavoriteItem
                    listingId={f.listingId}
                    title={f.listing.title}
                    locale={locale}
                    savedOn={formatDate(f.savedAt, locale)}
                    priceDrop={f.priceDropCents ? formatPrice(f.priceDropCents, locale) : null}
                    expired={!f.isAvailable}
                  >
                    <ListingCard
                      listing={f.listing}
                      locale={locale}
                      priority={i < 2}
                      headingLevel="h2"
                    />
                  </FavoriteItem>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AccountShell>
  )
}
