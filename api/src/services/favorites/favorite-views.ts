import { sql } from 'drizzle-orm'
import type { AppDeps, Locale } from '../../context'
import type { Database } from '../../db/client'
import { getListingCards, type ListingCardView } from '../listings/get-listing-cards'
import { AVAILABLE_STATUSES, type FavoriteFilter } from './favorites.schema'
import { getCardCatalog } from './listing-catalog'

export interface FavoriteCounts {
  all: number
  available: number
  expired: number
}

export interface FavoriteView {
  listingId: number
  savedAt: Date
  /** The advertised price when the machine was favorited. */
  priceAtSaveCents: number
  currentPriceCents: number
  /** How much the price fell since it was favorited; null when it did not. */
  priceDropCents: number | null
  /** Spec §4: available (or coming soon) vs expired (sold, no longer available, removed). */
  isAvailable: boolean
  listing: ListingCardView
}

const AVAILABLE_SQL = sql.raw(AVAILABLE_STATUSES.map((s) => `'${s}'`).join(', '))

export async function countFavorites(database: Database, userId: string): Promise<FavoriteCounts> {
  const [row] = await database.rows<{ all: number; available: number }>(sql`
    SELECT count(*)::int AS all,
           (count(*) FILTER (WHERE l.status IN (${AVAILABLE_SQL})))::int AS available
    FROM favorites f JOIN listings l ON l.id = f.listing_id
    WHERE f.user_id = ${userId} AND f.removed_at IS NULL`)
  return { all: row.all, available: row.available, expired: row.all - row.available }
}

interface FavoriteRow {
  listing_id: number
  saved_at: string | Date
  price_at_save: number
  price: number
  status: string
}

/**
 * The caller's active favorites, newest first, as listing cards with the price-drop facts.
 * `listingIds` narrows to some listings (the answer of an add or an undo).
 */
export async function loadFavoriteViews(
  deps: Pick<AppDeps, 'database' | 'env' | 'now'>,
  userId: string,
  opts: { filter: FavoriteFilter; locale: Locale; listingIds?: number[] },
): Promise<FavoriteView[]> {
  const statusFilter =
    opts.filter === 'available'
      ? sql`AND l.status IN (${AVAILABLE_SQL})`
      : opts.filter === 'expired'
        ? sql`AND l.status NOT IN (${AVAILABLE_SQL})`
        : sql``
  const idFilter = opts.listingIds
    ? sql`AND f.listing_id IN (${sql.join(
        opts.listingIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``
  if (opts.listingIds && !opts.listingIds.length) return []
  const rows = await deps.database.rows<FavoriteRow>(sql`
    SELECT f.listing_id, f.saved_at, f.price_cents_at_save::float8 AS price_at_save,
           l.advertised_price_cents::float8 AS price, l.status
    FROM favorites f JOIN listings l ON l.id = f.listing_id
    WHERE f.user_id = ${userId} AND f.removed_at IS NULL ${statusFilter} ${idFilter}
    ORDER BY f.saved_at DESC, f.listing_id DESC`)
  const catalog = await getCardCatalog(deps.database)
  const cards = await getListingCards(
    deps,
    catalog,
    rows.map((r) => r.listing_id),
    opts.locale,
  )
  const cardById = new Map(cards.map((c) => [c.id, c]))
  return rows.flatMap((r) => {
    const listing = cardById.get(r.listing_id)
    if (!listing) return []
    const drop = Number(r.price_at_save) - Number(r.price)
    return [
      {
        listingId: r.listing_id,
        savedAt: r.saved_at instanceof Date ? r.saved_at : new Date(r.saved_at),
        priceAtSaveCents: Number(r.price_at_save),
        currentPriceCents: Number(r.price),
        priceDropCents: drop > 0 ? drop : null,
        isAvailable: (AVAILABLE_STATUSES as readonly string[]).includes(r.status),
        listing,
      },
    ]
  })
}
