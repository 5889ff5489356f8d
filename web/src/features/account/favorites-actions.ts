'use server'

import {
  AddFavoriteDocument,
  FavoriteListingIdsDocument,
  RemoveAllFavoritesDocument,
  RemoveFavoriteDocument,
  UndoRemoveFavoriteDocument,
  type FavoriteCountsFieldsFragment,
} from '@/graphql/__generated__/graphql'
import { isLocale, type Locale } from '@/i18n/settings'
import type { ActionResult } from '@/lib/action-result'
import { gql } from '@/lib/api-client'
import { mapApiError } from '@/lib/api-errors'

/** What a favorite action answers the browser: never an exception (spec §8 "An error occurred"). */
export type FavoriteActionResult = ActionResult<
  { counts: FavoriteCountsFieldsFragment; undoUntil?: string | null },
  'UNAUTHENTICATED' | 'NOT_FOUND' | 'FAILED'
>

const opts = (locale: unknown) => ({
  locale: (isLocale(locale) ? locale : 'en') as Locale,
  session: true,
  unauthenticated: 'error' as const,
})

function failure(e: unknown): FavoriteActionResult {
  const { kind, code } = mapApiError(e)
  if (kind === 'unauthenticated' || kind === 'notFound') return { ok: false, code, fields: [] }
  return { ok: false, code: 'FAILED', fields: [] }
}

const notFound: FavoriteActionResult = { ok: false, code: 'NOT_FOUND', fields: [] }

const validId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 2 ** 31

/** Ids of the visitor's favorites, to fill the hearts; null when not signed in or on failure. */
export async function loadFavoriteIds(locale: string): Promise<number[] | null> {
  try {
    const data = await gql(FavoriteListingIdsDocument, {}, opts(locale))
    return data.favoriteListingIds
  } catch {
    return null
  }
}

export async function addFavorite(
  listingId: number,
  locale: string,
): Promise<FavoriteActionResult> {
  if (!validId(listingId)) return notFound
  try {
    const data = await gql(AddFavoriteDocument, { listingId }, opts(locale))
    return { ok: true, data: { counts: data.addFavorite.counts } }
  } catch (e) {
    return failure(e)
  }
}

export async function removeFavorite(
  listingId: number,
  locale: string,
): Promise<FavoriteActionResult> {
  if (!validId(listingId)) return notFound
  try {
    const data = await gql(RemoveFavoriteDocument, { listingId }, opts(locale))
    return {
      ok: true,
      data: { counts: data.removeFavorite.counts, undoUntil: data.removeFavorite.undoUntil },
    }
  } catch (e) {
    return failure(e)
  }
}

export async function undoRemoveFavorite(
  listingId: number,
  locale: string,
): Promise<FavoriteActionResult> {
  if (!validId(listingId)) return notFound
  try {
    const data = await gql(UndoRemoveFavoriteDocument, { listingId }, opts(locale))
    return { ok: true, data: { counts: data.undoRemoveFavorite.counts } }
  } catch (e) {
    return failure(e)
  }
}

export async function removeAllFavorites(locale: string): Promise<FavoriteActionResult> {
  try {
    const data = await gql(RemoveAllFavoritesDocument, {}, opts(locale))
    return { ok: true, data: { counts: data.removeAllFavorites.counts } }
  } catch (e) {
    return failure(e)
  }
}
