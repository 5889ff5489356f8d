'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import styles from './Favorites.module.css'
import { removeAll, useFavoritesState } from './favorites-store'

/** "Remove all" with a confirmation step (spec §4 favorite action "all removed"). */
export function RemoveAllFavorites({
  locale,
  count: serverCount,
}: {
  locale: Locale
  count: number
}) {
  const { t } = useTranslation('account')
  const router = useRouter()
  const count = useFavoritesState().counts?.all ?? serverCount
  const [confirming, setConfirming] = useState(false)
  const [pending, startTransition] = useTransition()
  if (!count) return null
  if (!confirming) {
    return (
      <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
        {t('favorites.removeAll')}
      </button>
    )
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby="remove-all-question">
      <p id="remove-all-question">{t('favorites.removeAllConfirm', { count })}</p>
      <button
        type="button"
        className="btn btn-dark"
        disabled={pending}
        aria-busy={pending}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- not on page load: the button the visitor pressed was replaced by this question, focus moves to its answer
        autoFocus
        onClick={() =>
          startTransition(async () => {
            const ok = await removeAll(locale, {
              done: t('favorites.allRemoved'),
              error: t('favorites.actionError'),
            })
            setConfirming(false)
            if (ok) router.refresh()
          })
        }
      >
        {t('favorites.removeAllYes')}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
        {t('favorites.cancel')}
      </button>
    </div>
  )
}
