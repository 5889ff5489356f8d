import { and, eq } from 'drizzle-orm'
import { favorites, listings } from '../../src/db/schema'
import { insertListing } from '../factories'
import { createAccountApp, createUser, errorOf, NOW, type AccountTestApp } from './helpers'

const CARD = `listingId savedAt priceAtSaveCents currentPriceCents priceDropCents isAvailable
  listing { id stockNumber title status advertisedPriceCents }`
const COUNTS = 'counts { all available expired }'
const LIST = `query ($filter: FavoriteFilter) { favorites(filter: $filter) { filter items { ${CARD} } ${COUNTS} } }`
const ADD = `mutation ($id: Int!) { addFavorite(listingId: $id) { unchanged favorite { ${CARD} } ${COUNTS} } }`
const REMOVE = `mutation ($id: Int!) { removeFavorite(listingId: $id) { listingId removed undoUntil ${COUNTS} } }`
const UNDO = `mutation ($id: Int!) { undoRemoveFavorite(listingId: $id) { favorite { ${CARD} } ${COUNTS} } }`
const REMOVE_ALL = `mutation { removeAllFavorites { removedCount ${COUNTS} } }`
const IDS = `query { favoriteListingIds }`

type Fav = {
  listingId: number
  savedAt: string
  priceAtSaveCents: number
  currentPriceCents: number
  priceDropCents: number | null
  isAvailable: boolean
  listing: { id: number; status: string }
}
type Counts = { all: number; available: number; expired: number }
type ListData = { favorites: { filter: string; items: Fav[]; counts: Counts } }

const HOUR = 3_600_000

describe('favorites', () => {
  let t: AccountTestApp
  let available: number
  let comingSoon: number
  let sold: number
  let gone: number
  let removedListing: number
  beforeAll(async () => {
    t = await createAccountApp()
    const db = t.database
    available = (await insertListing(db, { status: 'available', priceUsd: 80_000 })).id
    comingSoon = (await insertListing(db, { status: 'coming_soon', priceUsd: 50_000 })).id
    sold = (await insertListing(db, { status: 'sold', priceUsd: 60_000, soldAt: NOW })).id
    gone = (await insertListing(db, { status: 'no_longer_available', priceUsd: 40_000 })).id
    removedListing = (await insertListing(db, { status: 'removed', priceUsd: 30_000 })).id
  })
  afterAll(() => t.close())

  it('needs a signed-in user for every operation', async () => {
    t.as(null)
    for (const [q, v] of [
      [LIST, {}],
      [IDS, {}],
      [ADD, { id: available }],
      [REMOVE, { id: available }],
      [UNDO, { id: available }],
      [REMOVE_ALL, {}],
    ] as const) {
      expect(errorOf(await t.gql(q, v)).code).toBe('UNAUTHENTICATED')
    }
  })

  it('adds idempotently, keeping the first date and price', async () => {
    t.as(await createUser(t.database))
    const first = await t.gql<{
      addFavorite: { unchanged: boolean; favorite: Fav; counts: Counts }
    }>(ADD, { id: available })
    expect(first.errors).toBeUndefined()
    expect(first.data?.addFavorite).toMatchObject({
      unchanged: false,
      favorite: {
        listingId: available,
        priceAtSaveCents: 8_000_000,
        isAvailable: true,
        savedAt: NOW.toISOString(),
      },
      counts: { all: 1, available: 1, expired: 0 },
    })
    t.clock.now = new Date(NOW.getTime() + HOUR)
    const again = await t.gql<{ addFavorite: { unchanged: boolean; favorite: Fav } }>(ADD, {
      id: available,
    })
    expect(again.data?.addFavorite.unchanged).toBe(true)
    expect(again.data?.addFavorite.favorite.savedAt).toBe(NOW.toISOString())
    t.clock.now = NOW
  })

  it('refuses unknown and removed listings with NOT_FOUND and bad ids with VALIDATION', async () => {
    t.as(await createUser(t.database))
    expect(errorOf(await t.gql(ADD, { id: 99_999_999 })).code).toBe('NOT_FOUND')
    expect(errorOf(await t.gql(ADD, { id: removedListing })).code).toBe('NOT_FOUND')
    expect(errorOf(await t.gql(ADD, { id: -3 })).code).toBe('VALIDATION')
  })

  it('filters all / available / expired with the count of each', async () => {
    t.as(await createUser(t.database))
    for (const [i, id] of [available, comingSoon, sold, gone].entries()) {
      t.clock.now = new Date(NOW.getTime() + i * HOUR)
      await t.gql(ADD, { id })
    }
    t.clock.now = NOW
    const all = (await t.gql<ListData>(LIST)).data!.favorites
    expect(all.filter).toBe('all')
    // Newest first.
    expect(all.items.map((f) => f.listingId)).toEqual([gone, sold, comingSoon, available])
    expect(all.counts).toEqual({ all: 4, available: 2, expired: 2 })
    const avail = (await t.gql<ListData>(LIST, { filter: 'available' })).data!.favorites
    expect(avail.items.map((f) => f.listingId)).toEqual([comingSoon, available])
    expect(avail.items.every((f) => f.isAvailable)).toBe(true)
    const expired = (await t.gql<ListData>(LIST, { filter: 'expired' })).data!.favorites
    expect(expired.items.map((f) => [f.listingId, f.listing.status])).toEqual([
      [gone, 'no_longer_available'],
      [sold, 'sold'],
    ])
    // A listing taken off the marketplace after it was favorited counts as expired.
    await t.database.db
      .update(listings)
      .set({ status: 'removed' })
      .where(eq(listings.id, comingSoon))
    const after = (await t.gql<ListData>(LIST, { filter: 'expired' })).data!.favorites
    expect(after.counts).toEqual({ all: 4, available: 1, expired: 3 })
    await t.database.db
      .update(listings)
      .set({ status: 'coming_soon' })
      .where(eq(listings.id, comingSoon))
    const ids = await t.gql<{ favoriteListingIds: number[] }>(IDS)
    expect(ids.data?.favoriteListingIds).toEqual(
      [available, comingSoon, sold, gone].sort((a, b) => a - b),
    )
  })

  it('tells the price drop since favoriting', async () => {
    t.as(await createUser(t.database))
    const l = await insertListing(t.database, { status: 'available', priceUsd: 100_000 })
    await t.gql(ADD, { id: l.id })
    await t.database.db
      .update(listings)
      .set({ advertisedPriceCents: 92_500_00 })
      .where(eq(listings.id, l.id))
    const [fav] = (await t.gql<ListData>(LIST)).data!.favorites.items
    expect(fav).toMatchObject({
      priceAtSaveCents: 100_000_00,
      currentPriceCents: 92_500_00,
      priceDropCents: 7_500_00,
    })
  })

  it('removes with undo that restores the original date and price, for a day', async () => {
    t.as(await createUser(t.database))
    await t.gql(ADD, { id: available })
    await t.gql(ADD, { id: sold })
    t.clock.now = new Date(NOW.getTime() + 2 * HOUR)
    const res = await t.gql<{
      removeFavorite: { removed: boolean; undoUntil: string; counts: Counts }
    }>(REMOVE, { id: available })
    expect(res.data?.removeFavorite).toMatchObject({
      removed: true,
      undoUntil: new Date(NOW.getTime() + 26 * HOUR).toISOString(),
      counts: { all: 1, available: 0, expired: 1 },
    })
    const twice = await t.gql<{ removeFavorite: { removed: boolean } }>(REMOVE, { id: available })
    expect(twice.data?.removeFavorite.removed).toBe(false)
    const undo = await t.gql<{ undoRemoveFavorite: { favorite: Fav; counts: Counts } }>(UNDO, {
      id: available,
    })
    expect(undo.data?.undoRemoveFavorite).toMatchObject({
      favorite: { listingId: available, savedAt: NOW.toISOString(), priceAtSaveCents: 8_000_000 },
      counts: { all: 2, available: 1, expired: 1 },
    })
    // Nothing to undo any more; and a removal older than a day cannot be undone.
    expect(errorOf(await t.gql(UNDO, { id: available })).code).toBe('NOT_FOUND')
    await t.gql(REMOVE, { id: available })
    t.clock.now = new Date(NOW.getTime() + 27 * HOUR)
    expect(errorOf(await t.gql(UNDO, { id: available })).code).toBe('NOT_FOUND')
    // Favoriting again after that starts a new favorite at today's date.
    const re = await t.gql<{ addFavorite: { favorite: Fav } }>(ADD, { id: available })
    expect(re.data?.addFavorite.favorite.savedAt).toBe(t.clock.now.toISOString())
    t.clock.now = NOW
  })

  it('removes all', async () => {
    t.as(await createUser(t.database))
    await t.gql(ADD, { id: available })
    await t.gql(ADD, { id: gone })
    const res = await t.gql<{ removeAllFavorites: { removedCount: number; counts: Counts } }>(
      REMOVE_ALL,
    )
    expect(res.data?.removeAllFavorites).toEqual({
      removedCount: 2,
      counts: { all: 0, available: 0, expired: 0 },
    })
    expect((await t.gql<ListData>(LIST)).data!.favorites.items).toEqual([])
  })

  it("never lets one user read, remove or restore another user's favorites (IDOR)", async () => {
    const alice = await createUser(t.database)
    const mallory = await createUser(t.database)
    t.as(alice)
    await t.gql(ADD, { id: available })
    await t.gql(ADD, { id: sold })
    await t.gql(REMOVE, { id: sold })

    t.as(mallory)
    expect((await t.gql<ListData>(LIST)).data!.favorites.counts.all).toBe(0)
    expect((await t.gql<{ favoriteListingIds: number[] }>(IDS)).data!.favoriteListingIds).toEqual(
      [],
    )
    const rm = await t.gql<{ removeFavorite: { removed: boolean } }>(REMOVE, { id: available })
    expect(rm.data?.removeFavorite.removed).toBe(false)
    expect(errorOf(await t.gql(UNDO, { id: sold })).code).toBe('NOT_FOUND')
    await t.gql(REMOVE_ALL)

    const rows = await t.database.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, alice.id)))
    expect(rows.map((r) => [r.listingId, r.removedAt === null]).sort()).toEqual(
      [
        [available, true],
        [sold, false],
      ].sort(),
    )
    t.as(alice)
    expect((await t.gql<ListData>(LIST)).data!.favorites.items.map((f) => f.listingId)).toEqual([
      available,
    ])
  })
})
