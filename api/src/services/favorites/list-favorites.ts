import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { favorites } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import {
  countFavorites,
  loadFavoriteViews,
  type FavoriteCounts,
  type FavoriteView,
} from './favorite-views'
import { favoriteFilterSchema, type FavoriteFilter } from './favorites.schema'

export interface FavoritesPage {
  filter: FavoriteFilter
  items: FavoriteView[]
  counts: FavoriteCounts
}

/** The favorites page: filter all / available / expired (spec §4), with the count of each. */
export async function listFavorites(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawFilter: unknown,
  locale: Locale,
): Promise<FavoritesPage> {
  const userId = requireUserId(currentUser)
  const filter = parseOrThrow(favoriteFilterSchema, rawFilter ?? undefined, locale)
  const [items, counts] = await Promise.all([
    loadFavoriteViews(deps, userId, { filter, locale }),
    countFavorites(deps.database, userId),
  ])
  return { filter, items, counts }
}

/** Ids of the caller's favorited listings, so every listing card can show its heart filled. */
export async function listFavoriteListingIds(
  deps: Pick<AppDeps, 'database'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
): Promise<number[]> {
  const userId = requireUserId(currentUser)
  const rows = await deps.database.db
    .select({ id: favorites.listingId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), isNull(favorites.removedAt)))
    .orderBy(asc(favorites.listingId))
  return rows.map((r) => r.id)
}
