import { and, eq, gt, isNotNull } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { favorites } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import type { FavoriteChange } from './add-favorite'
import { countFavorites, loadFavoriteViews } from './favorite-views'
import { listingIdSchema, UNDO_WINDOW_MS } from './favorites.schema'

/**
 * Undo a removal: the favorite comes back with its original date and price, so a price drop
 * since then is still told. Only the caller's own removal, and only for a day.
 */
export async function undoRemoveFavorite(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawListingId: unknown,
  locale: Locale,
): Promise<FavoriteChange> {
  const userId = requireUserId(currentUser)
  const listingId = parseOrThrow(listingIdSchema, rawListingId, locale)
  const since = new Date(deps.now().getTime() - UNDO_WINDOW_MS)
  const rows = await deps.database.db
    .update(favorites)
    .set({ removedAt: null })
    .where(
      and(
        eq(favorites.userId, userId),
        eq(favorites.listingId, listingId),
        isNotNull(favorites.removedAt),
        gt(favorites.removedAt, since),
      ),
    )
    .returning({ listingId: favorites.listingId })
  if (!rows.length)
    throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.removedFavorite' })
  const [favorite] = await loadFavoriteViews(deps, userId, {
    filter: 'all',
    locale,
    listingIds: [listingId],
  })
  return {
    favorite: favorite ?? null,
    counts: await countFavorites(deps.database, userId),
    unchanged: false,
  }
}
