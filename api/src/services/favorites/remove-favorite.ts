import { and, eq, isNull } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { favorites } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import { countFavorites, type FavoriteCounts } from './favorite-views'
import { listingIdSchema, UNDO_WINDOW_MS } from './favorites.schema'

export interface RemoveFavoriteResult {
  listingId: number
  /** False when the caller had no such favorite (removing twice is not an error). */
  removed: boolean
  /** Until when `undoRemoveFavorite` restores it; null when nothing was removed. */
  undoUntil: Date | null
  counts: FavoriteCounts
}

type Deps = Pick<AppDeps, 'database' | 'now'>

/** Remove one of the caller's favorites (spec §4 "removed, with undo"). */
export async function removeFavorite(
  deps: Deps,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawListingId: unknown,
  locale: Locale,
): Promise<RemoveFavoriteResult> {
  const userId = requireUserId(currentUser)
  const listingId = parseOrThrow(listingIdSchema, rawListingId, locale)
  const now = deps.now()
  const rows = await deps.database.db
    .update(favorites)
    .set({ removedAt: now })
    .where(
      and(
        eq(favorites.userId, userId),
        eq(favorites.listingId, listingId),
        isNull(favorites.removedAt),
      ),
    )
    .returning({ listingId: favorites.listingId })
  return {
    listingId,
    removed: rows.length > 0,
    undoUntil: rows.length ? new Date(now.getTime() + UNDO_WINDOW_MS) : null,
    counts: await countFavorites(deps.database, userId),
  }
}

/** Spec §4 "all removed": empty the caller's favorites. */
export async function removeAllFavorites(
  deps: Deps,
  currentUser: Pick<CurrentUser, 'id'> | null,
): Promise<{ removedCount: number; counts: FavoriteCounts }> {
  const userId = requireUserId(currentUser)
  const rows = await deps.database.db
    .update(favorites)
    .set({ removedAt: deps.now() })
    .where(and(eq(favorites.userId, userId), isNull(favorites.removedAt)))
    .returning({ listingId: favorites.listingId })
  return { removedCount: rows.length, counts: await countFavorites(deps.database, userId) }
}
