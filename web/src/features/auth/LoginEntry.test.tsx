import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n, router } from '@/../test/render'
import { Toaster } from '@/features/account'
import { loadSigninClient } from '@/features/auth/client'
import { useLoginModal } from '@/features/auth/login-modal-store'
import { resetSignedIn } from '@/features/auth/session-store'
import { LoginEntry } from './LoginEntry'

jest.mock('@/features/auth/client', () => ({ loadSigninClient: jest.fn() }))
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/account/favorites',
}))
jest.mock('next/dynamic', () => () => () => null)

const config = {
  publicToken: 'public-token-test',
  apiBaseUrl: 'http://api.test',
  webUrl: 'http://web.test',
  oauthProviders: ['google' as const, 'apple' as const],
}
const revoke = jest.fn()
;(loadSigninClient as jest.Mock).mockResolvedValue({
  session: { revoke, onChange: () => () => undefined },
  user: {
    getSync: () => ({ emails: [{ email: 'buyer@example.com' }] }),
    onChange: () => () => undefined,
  },
})

// The client loads when the browser is idle: at once here.
window.requestIdleCallback = ((cb: IdleRequestCallback) =>
  window.setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 50 }), 0)) as never
window.cancelIdleCallback = (id: number) => window.clearTimeout(id)

function ModalProbe() {
  const { open, request } = useLoginModal()
  return open ? <p data-testid="modal">{JSON.stringify(request)}</p> : null
}

beforeEach(() => {
  jest.clearAllMocks()
  resetSignedIn()
  document.cookie = 'stytch_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  window.history.replaceState(null, '', '/account/favorites?filter=expired')
})

describe('header sign-in entry', () => {
  it('opens the login modal for anonymous visitors (a /signin link without JavaScript)', async () => {
    renderWithI18n(
      <>
        <LoginEntry locale="en" config={config} signedIn={false} />
        <ModalProbe />
      </>,
    )
    const link = screen.getByRole('link', { name: 'Sign in' })
    expect(link).toHaveAttribute(
      'href',
      '/signin?returnTo=%2Faccount%2Ffavorites%3Ffilter%3Dexpired',
    )
    await userEvent.click(link)
    expect(JSON.parse(screen.getByTestId('modal').textContent!)).toMatchObject({
      tab: 'signup',
      source: 'header',
      returnTo: '/account/favorites?filter=expired',
    })
  })

  it('shows the login menu when signed in, and signs out with revoke', async () => {
    document.cookie = 'stytch_session=opaque; path=/'
    revoke.mockResolvedValue({})
    renderWithI18n(<LoginEntry locale="es" config={config} signedIn />, { locale: 'es' })
    await userEvent.click(screen.getByText('Cuenta'))
    expect(screen.getByRole('link', { name: 'Favoritos' })).toHaveAttribute(
      'href',
      '/es/account/favorites',
    )
    expect(screen.getByRole('link', { name: 'Seguimiento de valor' })).toHaveAttribute(
      'href',
      '/es/account/value-tracker',
    )
    expect(await screen.findByText('Sesión iniciada como buyer@example.com')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    await waitFor(() => expect(revoke).toHaveBeenCalled())
    // Leaving an account page for the home page, signed out.
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/es'))
    expect(router.refresh).toHaveBeenCalled()
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument()
  })

  it('stays signed in and says "Error revoking session" when sign out fails', async () => {
    document.cookie = 'stytch_session=opaque; path=/'
    revoke.mockRejectedValue(new Error('boom'))
    renderWithI18n(
      <>
        <LoginEntry locale="en" config={config} signedIn />
        <Toaster />
      </>,
    )
    await userEvent.click(screen.getByText('Account'))
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error revoking session')
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    expect(router.replace).not.toHaveBeenCalled()
  })
})
