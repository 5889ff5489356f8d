'use client'

import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { useSignedIn } from '@/lib/signin/session-store'
import styles from './FavoriteButton.module.css'
import { ensureFavoritesLoaded, setFavorite, useFavoritesState } from './favorites-store'
import { useFavoriteTexts } from './use-favorite-texts'

export interface FavoriteButtonProps {
  listingId: number
  /** The machine's name, for the button's accessible name ("Save 2016 Caterpillar 320F…"). */
  title: string
  locale: Locale
  /** `card`: a heart over the card's photo; `page`: a labelled button (equipment page). */
  variant?: 'card' | 'page'
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The favorite heart (spec §4 favorites: added, removed with undo). Anonymous visitors get the
 * login modal and the machine is saved once they are signed in.
 */
export function FavoriteButton({
  listingId,
  title,
  locale,
  variant = 'card',
}: FavoriteButtonProps) {
  const { t } = useTranslation('auth')
  const texts = useFavoriteTexts()
  const signedIn = useSignedIn()
  const { ids, busy } = useFavoritesState()
  useEffect(() => {
    if (signedIn) ensureFavoritesLoaded(locale, texts)
  }, [signedIn, locale, texts])
  const on = signedIn && ids.has(listingId)
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]} ${on ? styles.on : ''}`}
      aria-pressed={on}
      // One name whatever the state: aria-pressed tells whether it is saved.
      aria-label={variant === 'card' ? t('favorite.add', { title }) : undefined}
      aria-busy={busy.has(listingId) || undefined}
      data-favorite-listing={listingId}
      onClick={() => void setFavorite(listingId, !on, locale, texts)}
    >
      <Heart filled={on} />
      {variant === 'page' ? <span>{t('favorite.save')}</span> : null}
    </button>
  )
}
