'use client'

import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import styles from './Favorites.module.css'
import { setFavorite, undoFavorite, useFavoritesState } from './favorites-store'
import { useFavoriteTexts } from './use-favorite-texts'

/**
 * One favorite on /account/favorites: the listing card, when and at what price it was saved,
 * and Remove. Once removed (here or with the card's heart) it shrinks to a line with Undo.
 */
export function FavoriteItem({
  listingId,
  title,
  locale,
  savedOn,
  priceDrop,
  expired,
  children,
}: {
  listingId: number
  title: string
  locale: Locale
  /** Formatted date it was saved. */
  savedOn: string
  /** Formatted price fall since it was saved, or null. */
  priceDrop: string | null
  expired: boolean
  /** The listing card. */
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  const texts = useFavoriteTexts()
  const { status, ids, busy } = useFavoritesState()
  const removed = status === 'ready' && !ids.has(listingId)
  if (removed) {
    return (
      <div className={styles.removed} data-listing={listingId}>
        <p>{t('favorites.removed', { title })}</p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy.has(listingId)}
          onClick={() => void undoFavorite(listingId, locale, texts)}
        >
          {t('favorites.undo')}
        </button>
      </div>
    )
  }
  return (
    <div className={styles.item} data-listing={listingId}>
      {children}
      <div className={styles.itemMeta}>
        <p>
          {t('favorites.savedOn', { date: savedOn })}
          {expired ? <strong className={styles.expired}> · {t('favorites.expired')}</strong> : null}
        </p>
        {priceDrop ? (
          <p className={styles.drop}>{t('favorites.priceDrop', { amount: priceDrop })}</p>
        ) : null}
        <button
          type="button"
          className={styles.remove}
          aria-label={t('favorites.removeLabel', { title })}
          disabled={busy.has(listingId)}
          onClick={() => void setFavorite(listingId, false, locale, texts)}
        >
          {t('favorites.remove')}
        </button>
      </div>
    </div>
  )
}
