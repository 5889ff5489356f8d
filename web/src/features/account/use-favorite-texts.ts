'use client'

import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { FavoriteTexts } from './favorites-store'

/** The toast texts of favorite actions, from the `auth` namespace's t. */
export function favoriteTexts(t: TFunction): FavoriteTexts {
  return {
    added: t('favorite.added'),
    removed: t('favorite.removed'),
    restored: t('favorite.restored'),
    undo: t('favorite.undo'),
    error: t('favorite.error'),
  }
}

/** The toast texts of favorite actions, in the page's language. */
export function useFavoriteTexts(): FavoriteTexts {
  const { t } = useTranslation('auth')
  return useMemo(() => favoriteTexts(t), [t])
}
