import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import * as actions from '@/features/account/favorites-actions'
import { ANALYTICS_EVENT, type AnalyticsEvent } from '@/features/auth'
import { registerLoginModalHost, useLoginModal } from '@/features/auth'
import { resetSignedIn } from '@/features/auth'
import { FavoriteButton } from './FavoriteButton'
import { resetFavorites } from './favorites-store'
import { Toaster } from './Toaster'
import { clearToasts } from './toast-store'

jest.mock('@/features/account/favorites-actions', () => ({
  loadFavoriteIds: jest.fn(),
  addFavorite: jest.fn(),
  removeFavorite: jest.fn(),
  undoRemoveFavorite: jest.fn(),
  removeAllFavorites: jest.fn(),
}))
const api = actions as jest.Mocked<typeof actions>
const counts = { all: 1, available: 1, expired: 0 }

function ModalProbe() {
  const { open, request } = useLoginModal()
  return open ? <p data-testid="modal">{JSON.stringify(request)}</p> : null
}

function signIn(on: boolean) {
  document.cookie = on
    ? 'stytch_session=opaque; path=/'
    : 'stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
}

beforeEach(() => {
  jest.clearAllMocks()
  resetFavorites()
  resetSignedIn()
  clearToasts()
  localStorage.clear()
})

describe('FavoriteButton', () => {
  it('asks an anonymous visitor to sign in, and remembers the machine to save afterwards', async () => {
    signIn(false)
    const unregister = registerLoginModalHost()
    renderWithI18n(
      <>
        <FavoriteButton listingId={7} title="2016 Caterpillar 320F" locale="en" />
        <ModalProbe />
      </>,
    )
    await userEvent.click(
      screen.getByRole('button', { name: 'Save 2016 Caterpillar 320F to favorites' }),
    )
    expect(JSON.parse(screen.getByTestId('modal').textContent!)).toMatchObject({
      tab: 'signup',
      reason: 'favorite',
      pendingFavorite: 7,
      returnTo: '/',
    })
    expect(api.loadFavoriteIds).not.toHaveBeenCalled()
    expect(api.addFavorite).not.toHaveBeenCalled()
    unregister()
  })

  it('fills the hearts from one request, removes with undo, and reports the actions', async () => {
    signIn(true)
    api.loadFavoriteIds.mockResolvedValue([7])
    api.removeFavorite.mockResolvedValue({
      ok: true,
      data: { counts, undoUntil: '2030-01-01T00:00:00Z' },
    })
    api.undoRemoveFavorite.mockResolvedValue({ ok: true, data: { counts } })
    const events: string[] = []
    const onEvent = (e: Event) => events.push((e as CustomEvent<AnalyticsEvent>).detail.description)
    window.addEventListener(ANALYTICS_EVENT, onEvent)
    renderWithI18n(
      <>
        <FavoriteButton listingId={7} title="Cat 320F" locale="en" />
        <FavoriteButton listingId={8} title="Deere 310L" locale="en" />
        <Toaster />
      </>,
    )
    const cat = screen.getByRole('button', { name: 'Save Cat 320F to favorites' })
    await waitFor(() => expect(cat).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.getByRole('button', { name: 'Save Deere 310L to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(api.loadFavoriteIds).toHaveBeenCalledTimes(1)

    await userEvent.click(cat)
    expect(api.removeFavorite).toHaveBeenCalledWith(7, 'en')
    expect(cat).toHaveAttribute('aria-pressed', 'false')
    expect(await screen.findByRole('status')).toHaveTextContent('Removed from your favorites')

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(api.undoRemoveFavorite).toHaveBeenCalledWith(7, 'en')
    await waitFor(() => expect(cat).toHaveAttribute('aria-pressed', 'true'))
    expect(await screen.findByText('Back in your favorites')).toBeInTheDocument()
    expect(events).toEqual(['Favorite Removed', 'Favorite Restored'])
    window.removeEventListener(ANALYTICS_EVENT, onEvent)
  })

  it('puts the heart back and says "An error occurred" when the api refuses', async () => {
    signIn(true)
    api.loadFavoriteIds.mockResolvedValue([])
    api.addFavorite.mockResolvedValue({ ok: false, code: 'FAILED', fields: [] })
    renderWithI18n(
      <>
        <FavoriteButton listingId={9} title="JLG 600S" locale="es" />
        <Toaster />
      </>,
      { locale: 'es' },
    )
    const heart = screen.getByRole('button', { name: 'Guardar JLG 600S en favoritos' })
    await waitFor(() => expect(api.loadFavoriteIds).toHaveBeenCalled())
    await userEvent.click(heart)
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error')
    expect(heart).toHaveAttribute('aria-pressed', 'false')
  })

  it('keeps a heart clicked while the favorites are still loading', async () => {
    signIn(true)
    // The load answers after the click, with the ids as they were before it.
    let answerLoad: (ids: number[]) => void = () => undefined
    api.loadFavoriteIds.mockReturnValue(new Promise((resolve) => (answerLoad = resolve)))
    api.addFavorite.mockResolvedValue({ ok: true, data: { counts } })
    renderWithI18n(
      <>
        <FavoriteButton listingId={3} title="Komatsu PC210" locale="en" />
        <Toaster />
      </>,
    )
    const heart = screen.getByRole('button', { name: 'Save Komatsu PC210 to favorites' })
    await waitFor(() => expect(api.loadFavoriteIds).toHaveBeenCalled())
    await userEvent.click(heart)
    expect(await screen.findByRole('status')).toHaveTextContent('Saved to your favorites')
    await act(async () => answerLoad([]))
    expect(heart).toHaveAttribute('aria-pressed', 'true')
  })

  it('saves the remembered machine once the visitor is back signed in', async () => {
    signIn(true)
    localStorage.setItem(
      'ironyard:pending-favorite',
      JSON.stringify({ listingId: 5, at: Date.now() }),
    )
    api.loadFavoriteIds.mockResolvedValue([])
    api.addFavorite.mockResolvedValue({ ok: true, data: { counts } })
    renderWithI18n(
      <>
        <FavoriteButton listingId={5} title="Bobcat T770" locale="en" />
        <Toaster />
      </>,
    )
    const heart = screen.getByRole('button', { name: 'Save Bobcat T770 to favorites' })
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
    expect(api.addFavorite).toHaveBeenCalledWith(5, 'en')
    expect(await screen.findByRole('status')).toHaveTextContent('Saved to your favorites')
    expect(localStorage.getItem('ironyard:pending-favorite')).toBeNull()
    await act(async () => undefined)
  })

  // Issue 37: on the equipment page the button said "Save to favorites" after saving.
  it.each([
    ['en', 'Save to favorites', 'Saved'],
    ['es', 'Guardar en favoritos', 'Guardado'],
  ] as const)(
    'on the equipment page reads "Saved" once saved, pressed (%s)',
    async (locale, save, saved) => {
      signIn(true)
      api.loadFavoriteIds.mockResolvedValue([])
      api.addFavorite.mockResolvedValue({ ok: true, data: { counts } })
      renderWithI18n(
        <FavoriteButton listingId={4} title="Bobcat T770" locale={locale} variant="page" />,
        { locale },
      )
      const button = screen.getByRole('button', { name: save })
      expect(button).toHaveAttribute('aria-pressed', 'false')
      await waitFor(() => expect(api.loadFavoriteIds).toHaveBeenCalled())
      await userEvent.click(button)
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
      expect(button).toHaveAccessibleName(saved)
      expect(button).not.toHaveTextContent(save)
    },
  )
})
