import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n, router } from '@/../test/render'
import { FAVORITE_COUNTS } from '@/fixtures/account'
import * as actions from '@/features/account/favorites-actions'
import { resetSignedIn } from '@/features/auth'
import { FavoriteFilters } from './FavoriteFilters'
import { FavoriteItem } from './FavoriteItem'
import { resetFavorites } from './favorites-store'
import { RemoveAllFavorites } from './RemoveAllFavorites'
import { Toaster } from './Toaster'
import { clearToasts } from './toast-store'

jest.mock('@/features/account/favorites-actions', () => ({
  loadFavoriteIds: jest.fn(),
  addFavorite: jest.fn(),
  removeFavorite: jest.fn(),
  undoRemoveFavorite: jest.fn(),
  removeAllFavorites: jest.fn(),
}))
jest.mock('next/navigation', () => ({ useRouter: () => router }))
const api = actions as jest.Mocked<typeof actions>

beforeEach(() => {
  jest.clearAllMocks()
  resetFavorites()
  resetSignedIn()
  clearToasts()
  document.cookie = 'stytch_session=opaque; path=/'
})

function Item({ id, title }: { id: number; title: string }) {
  return (
    <FavoriteItem
      listingId={id}
      title={title}
      locale="en"
      savedOn="Nov 2, 2026"
      priceDrop="$4,500"
      expired={false}
    >
      <article>{title}</article>
    </FavoriteItem>
  )
}

describe('favorites page', () => {
  it('filters all / available / expired through the URL, with counts', () => {
    renderWithI18n(<FavoriteFilters locale="es" active="available" counts={FAVORITE_COUNTS} />, {
      locale: 'es',
    })
    expect(screen.getByRole('link', { name: 'Todos 3' })).toHaveAttribute(
      'href',
      '/es/account/favorites',
    )
    expect(screen.getByRole('link', { name: 'Disponibles 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'Vencidos 1' })).toHaveAttribute(
      'href',
      '/es/account/favorites?filter=expired',
    )
  })

  it('removes a favorite with undo, and the counts follow', async () => {
    api.loadFavoriteIds.mockResolvedValue([1, 2])
    api.removeFavorite.mockResolvedValue({
      ok: true,
      data: { counts: { all: 2, available: 1, expired: 1 }, undoUntil: null },
    })
    api.undoRemoveFavorite.mockResolvedValue({ ok: true, data: { counts: FAVORITE_COUNTS } })
    // The card's heart loads the ids, as on the real page.
    const { FavoriteButton } = await import('./FavoriteButton')
    renderWithI18n(
      <>
        <FavoriteFilters locale="en" active="all" counts={FAVORITE_COUNTS} />
        <FavoriteButton listingId={1} title="Cat 320F" locale="en" />
        <Item id={1} title="Cat 320F" />
        <Item id={2} title="Deere 310L" />
        <Toaster />
      </>,
    )
    await waitFor(() => expect(api.loadFavoriteIds).toHaveBeenCalled())
    expect(screen.getAllByText('Price dropped $4,500 since you saved it')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cat 320F from favorites' }))
    expect(await screen.findByText('Cat 320F was removed from your favorites.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All 2' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Removed from your favorites')

    // Undo in the page (the toast has one too).
    await userEvent.click(screen.getAllByRole('button', { name: 'Undo' })[0])
    expect(api.undoRemoveFavorite).toHaveBeenCalledWith(1, 'en')
    expect(
      await screen.findByRole('button', { name: 'Remove Cat 320F from favorites' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All 3' })).toBeInTheDocument()
  })

  it('removes all after confirming, or says "An error occurred"', async () => {
    api.removeAllFavorites.mockResolvedValueOnce({ ok: false, code: 'FAILED', fields: [] })
    renderWithI18n(
      <>
        <RemoveAllFavorites locale="en" count={3} />
        <Toaster />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }))
    expect(screen.getByText('Remove all 3 favorites? This cannot be undone.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove all' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred')
    expect(router.refresh).not.toHaveBeenCalled()

    api.removeAllFavorites.mockResolvedValueOnce({
      ok: true,
      data: { counts: { all: 0, available: 0, expired: 0 } },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove all' }))
    expect(await screen.findByText('All favorites were removed')).toBeInTheDocument()
    expect(router.refresh).toHaveBeenCalled()
    // Nothing left to remove.
    expect(screen.queryByRole('button', { name: 'Remove all' })).toBeNull()
  })
})
