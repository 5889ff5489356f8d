import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import { loadSigninClient } from '@/features/auth/client'
import { ANALYTICS_EVENT, type AnalyticsEvent } from '@/features/auth/events'
import { SHELL_TRANSLATIONS } from '@/components/layout/shell-translations'
import { AUTH_SHELL_TRANSLATIONS } from './shell-translations'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { render } from '@testing-library/react'
import { LoginModal } from './LoginModal'

jest.mock('@/features/auth/client', () => ({ loadSigninClient: jest.fn() }))

const config = {
  publicToken: 'public-token-test',
  apiBaseUrl: 'http://api.test',
  webUrl: 'http://web.test',
  oauthProviders: ['google' as const, 'apple' as const],
}
const loginOrCreate = jest.fn()
const googleStart = jest.fn()
const appleStart = jest.fn()
;(loadSigninClient as jest.Mock).mockResolvedValue({
  magicLinks: { email: { loginOrCreate } },
  oauth: { google: { start: googleStart }, apple: { start: appleStart } },
})

const apiError = (error_type: string) =>
  Object.assign(new Error(error_type), { name: 'StytchAPIError', error_type })

let events: AnalyticsEvent[] = []
const onEvent = (e: Event) => events.push((e as CustomEvent<AnalyticsEvent>).detail)

beforeEach(() => {
  jest.clearAllMocks()
  events = []
  window.addEventListener(ANALYTICS_EVENT, onEvent)
  localStorage.clear()
})
afterEach(() => window.removeEventListener(ANALYTICS_EVENT, onEvent))

function open(props: Partial<Parameters<typeof LoginModal>[0]> = {}, locale: 'en' | 'es' = 'en') {
  const onClose = jest.fn()
  renderWithI18n(
    <LoginModal
      locale={locale}
      config={config}
      open
      request={{ tab: 'signup', returnTo: '/excavators?sort=year_desc', source: 'header' }}
      onClose={onClose}
      {...props}
    />,
    { locale },
  )
  return { onClose, dialog: screen.getByRole('dialog') }
}

describe('login modal', () => {
  it('opens on the signup tab and reports that it was viewed', () => {
    const { dialog } = open()
    expect(dialog).toHaveAccessibleName('Create your free account')
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(within(dialog).getByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument()
    expect(events.map((e) => e.description)).toEqual(['Login Modal Viewed'])
    expect(events[0].extras).toMatchObject({ tab: 'signup', source: 'header' })
  })

  it('shows only the providers the sign-in service offers', () => {
    const { dialog } = open({ config: { ...config, oauthProviders: ['google'] } })
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Continue with Apple' })).toBeNull()
  })

  it('shows no provider buttons, and no "or", when none is offered', () => {
    const { dialog } = open({ config: { ...config, oauthProviders: [] } })
    expect(within(dialog).queryByRole('button', { name: /Continue with/ })).toBeNull()
    expect(within(dialog).queryByText('or')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Sign up with email' })).toBeInTheDocument()
  })

  it('switches tabs by click and with the arrow keys', async () => {
    const { dialog } = open()
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Log in' }))
    expect(within(dialog).getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(
      within(dialog).getByRole('button', { name: 'Email me a login link' }),
    ).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveFocus()
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('checks the email before sending (spec §5 texts)', async () => {
    const { dialog } = open()
    const submit = within(dialog).getByRole('button', { name: 'Sign up with email' })
    await userEvent.click(submit)
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-address')
    await userEvent.click(submit)
    expect(within(dialog).getByText('Email is not valid')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(loginOrCreate).not.toHaveBeenCalled()
  })

  it('emails a magic link that expires in an hour and comes back to the page', async () => {
    loginOrCreate.mockResolvedValue({})
    const { dialog } = open({
      request: { tab: 'signup', returnTo: '/excavators?sort=year_desc', pendingFavorite: 42 },
    })
    await userEvent.type(within(dialog).getByLabelText('Email'), 'buyer@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up with email' }))
    expect(await within(dialog).findByRole('heading', { name: 'Check your email' })).toHaveFocus()
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'We sent a sign-in link to buyer@example.com. It expires in 1 hour.',
    )
    const url = 'http://web.test/authenticate?returnTo=%2Fexcavators%3Fsort%3Dyear_desc'
    expect(loginOrCreate).toHaveBeenCalledWith('buyer@example.com', {
      login_magic_link_url: url,
      signup_magic_link_url: url,
      login_expiration_minutes: 60,
      signup_expiration_minutes: 60,
      locale: 'en',
    })
    expect(events.map((e) => e.description)).toEqual(['Login Modal Viewed', 'Login Started'])
    expect(events[1].extras).toMatchObject({ method: 'email_magic_link', tab: 'signup' })
    expect(JSON.parse(localStorage.getItem('ironyard:pending-favorite')!)).toMatchObject({
      listingId: 42,
    })

    loginOrCreate.mockRejectedValueOnce(apiError('too_many_requests'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link again' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    )
  })

  it('shows the spec §8 fallback when sending fails unexpectedly, in Spanish too', async () => {
    loginOrCreate.mockRejectedValue(apiError('internal_server_error'))
    const { dialog } = open({}, 'es')
    await userEvent.type(
      within(dialog).getByLabelText('Correo electrónico'),
      'comprador@example.com',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrarme con mi correo' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo enviar el enlace mágico',
    )
    expect(loginOrCreate.mock.calls[0][1]).toMatchObject({
      login_magic_link_url:
        'http://web.test/es/authenticate?returnTo=%2Fexcavators%3Fsort%3Dyear_desc',
      locale: 'es',
    })
  })

  it('continues with Google or Apple through the client, coming back to the landing route', async () => {
    const { dialog } = open()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Apple' }))
    const url = 'http://web.test/authenticate?returnTo=%2Fexcavators%3Fsort%3Dyear_desc'
    await waitFor(() =>
      expect(appleStart).toHaveBeenCalledWith({
        login_redirect_url: url,
        signup_redirect_url: url,
      }),
    )
    expect(events[1]).toMatchObject({ description: 'Login Started', extras: { method: 'apple' } })
    // The page is leaving for the provider: no second click.
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
    expect(within(dialog).getByText('Opening Apple…')).toBeInTheDocument()
  })

  it('says "Failed to authenticate." (spec §8) when the provider cannot be opened', async () => {
    googleStart.mockRejectedValue(new Error('boom'))
    const { dialog } = open()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to authenticate.')
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
  })

  it('closes with the close button or Escape and reports the state it closed in', async () => {
    const { dialog, onClose } = open()
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Log in' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(events.at(-1)).toMatchObject({
      description: 'Login Modal Closed',
      extras: { tab: 'login', state: 'idle' },
    })
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
    })
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})

describe('login modal texts (issue 18)', () => {
  it.each(['en', 'es'] as const)(
    '[%s] come with its code: the shell translations alone are enough',
    (locale) => {
      render(
        <ClientTranslations
          locale={locale}
          namespaces={[...SHELL_TRANSLATIONS, ...AUTH_SHELL_TRANSLATIONS]}
        >
          <LoginModal
            locale={locale}
            config={config}
            open
            request={{ tab: 'login', returnTo: '/', source: 'header' }}
            onClose={jest.fn()}
          />
        </ClientTranslations>,
      )
      expect(screen.getByRole('dialog')).toHaveAccessibleName(
        locale === 'en' ? 'Welcome back' : 'Bienvenido de nuevo',
      )
      expect(screen.getByRole('dialog').textContent).not.toMatch(/modal\./)
    },
  )
})
