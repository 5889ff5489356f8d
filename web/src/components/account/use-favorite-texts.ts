'use client'

import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { FavoriteTexts } from './favorites-store'

/** The toast texts of favorite actions, in the page's language. */
export function useFavoriteTexts(): FavoriteTexts {
  const { t } = useTranslation('auth')
  return useMemo(
    () => ({
      added: t('favorite.added'),
      removed: t('favorite.removed'),
      restored: t('favorite.restored'),
      undo: t('favorite.undo'),
      error: t('favorite.error'),
    }),
    [t],
  )
}
