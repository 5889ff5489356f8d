'use client'

import { useContext, useEffect, useMemo } from 'react'
import { I18nContext } from 'react-i18next'
import type { TFunction } from 'i18next'
import { boundT } from '@/i18n/bound-t'
import type { Locale } from '@/i18n/settings'
import { useSignedIn } from '@/features/auth'
import styles from './FavoriteButton.module.css'
import { ensureFavoritesLoaded, setFavorite, useFavoritesState } from './favorites-store'
import { favoriteTexts } from './use-favorite-texts'

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
  // The provider's instance, not useTranslation: a search page server-renders 24 hearts, and the
  // hook's per-instance bookkeeping showed in its profile; the language never changes in place.
  // Without a provider (a component test), keys stand in for texts, as with useTranslation.
  const i18n = useContext(I18nContext)?.i18n
  const t = useMemo(
    () => (i18n ? boundT(i18n, locale, 'auth') : (((key: string) => key) as unknown as TFunction)),
    [i18n, locale],
  )
  const signedIn = useSignedIn()
  const { ids, busy } = useFavoritesState()
  // The toast texts are only needed after a click or once signed in: never during a render, where
  // 24 hearts per search page would translate them 24 times on the server.
  useEffect(() => {
    if (signedIn) ensureFavoritesLoaded(locale, favoriteTexts(t))
  }, [signedIn, locale, t])
  const on = signedIn && ids.has(listingId)
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]} ${on ? styles.on : ''}`}
      aria-pressed={on}
      // On cards one name whatever the state: aria-pressed tells whether it is saved.
      aria-label={variant === 'card' ? t('favorite.add', { title }) : undefined}
      aria-busy={busy.has(listingId) || undefined}
      data-favorite-listing={listingId}
      onClick={() => void setFavorite(listingId, !on, locale, favoriteTexts(t))}
    >
      {/* On cards the heart is drawn by CSS (24 per search page: two elements each saved). */}
      {variant === 'page' ? (
        <>
          <Heart filled={on} />
          {/* Says what it is now (issue 37); aria-pressed says the same to assistive tech. */}
          <span>{t(on ? 'favorite.saved' : 'favorite.save')}</span>
        </>
      ) : null}
    </button>
  )
}
