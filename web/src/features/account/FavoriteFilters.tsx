'use client'

import Link from 'next/link'
import { useTranslation } from 'react-i18next'
import type { FavoriteCountsFieldsFragment, FavoriteFilter } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { FAVORITE_FILTERS } from '@ironyard/contract/listing-enums'
import { localePath } from '@/lib/paths'
import styles from './Favorites.module.css'
import { useFavoritesState } from './favorites-store'

/** Spec §4 favorites filter (all, available, expired): links, so the choice is in the URL. */
export function FavoriteFilters({
  locale,
  active,
  counts: serverCounts,
}: {
  locale: Locale
  active: FavoriteFilter
  counts: FavoriteCountsFieldsFragment
}) {
  const { t } = useTranslation('account')
  const counts = useFavoritesState().counts ?? serverCounts
  return (
    <nav className={styles.filters} aria-label={t('favorites.filterLabel')}>
      <ul>
        {FAVORITE_FILTERS.map((f) => (
          <li key={f}>
            <Link
              href={localePath(
                locale,
                f === 'all' ? '/account/favorites' : `/account/favorites?filter=${f}`,
              )}
              aria-current={f === active ? 'page' : undefined}
              prefetch={false}
            >
              {t(`favorites.filter.${f}`)} <span className={styles.count}>{counts[f]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
