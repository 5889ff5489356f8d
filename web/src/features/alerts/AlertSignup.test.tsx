import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import { resetSignedIn, setSignedIn, setSignedInEmail } from '@/features/auth'
import { AlertSignup } from './AlertSignup'

const action = jest.fn()
jest.mock('@/features/alerts/subscribe-alert', () => ({
  subscribeAlertAction: (...args: unknown[]) => action(...args),
}))

beforeEach(() => {
  action.mockReset()
  resetSignedIn()
})

describe('AlertSignup', () => {
  it('sends the email, the locale and the watched filters, then asks to confirm by email', async () => {
    action.mockResolvedValue({ email: 'a@b.co', result: { ok: true, data: 'checkEmail' } })
    renderWithI18n(
      <AlertSignup locale="en" filters={{ category: 'excavators' }} summary="Excavators" />,
    )
    expect(
      screen.getByText("We'll email you when new machines match: Excavators."),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Check your email to confirm. If a@b.co isn't confirmed yet, we've sent it a link: alerts start once you follow it.",
    )
    const form = action.mock.calls[0][1] as FormData
    expect(form.get('email')).toBe('a@b.co')
    expect(form.get('locale')).toBe('en')
    expect(JSON.parse(form.get('filters') as string)).toEqual({ category: 'excavators' })
  })

  it('shows the api validation message next to the field, in Spanish on Spanish pages', async () => {
    action.mockResolvedValue({
      email: 'nope',
      result: { ok: false, code: 'VALIDATION', fields: [], messageKey: 'errors.emailInvalid' },
    })
    renderWithI18n(<AlertSignup locale="es" filters={{}} />, { locale: 'es' })
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'nope')
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('El correo electrónico no es válido')
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico no es válido',
    )
  })

  it('asks to confirm in Spanish too, and tells a signed-in member their alert is on', () => {
    const { unmount } = renderWithI18n(
      <AlertSignup
        locale="es"
        filters={{}}
        initialState={{ email: 'a@b.co', result: { ok: true, data: 'checkEmail' } }}
      />,
      { locale: 'es' },
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Revisa tu correo para confirmar. Si a@b.co aún no está confirmado, le enviamos un enlace',
    )
    unmount()
    renderWithI18n(
      <AlertSignup
        locale="en"
        filters={{}}
        initialState={{ email: 'me@b.co', result: { ok: true, data: 'active' } }}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Your alert is on: alerts go to me@b.co.')
  })

  it('says when the visitor is signing up too often', async () => {
    action.mockResolvedValue({
      email: 'a@b.co',
      result: { ok: false, code: 'VALIDATION', fields: [], messageKey: 'errors.rateLimited' },
    })
    renderWithI18n(<AlertSignup locale="en" filters={{}} />)
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-ups. Wait a few minutes and try again.',
    )
  })

  // Issue 37: signed in, the form did not fill in the account's email.
  it("fills in a signed-in member's email once the account is known, in both languages", () => {
    setSignedIn(true)
    const { unmount } = renderWithI18n(<AlertSignup locale="en" filters={{}} />)
    expect(screen.getByLabelText('Email')).toHaveValue('')
    act(() => setSignedInEmail('dana@example.com'))
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com')
    unmount()
    renderWithI18n(<AlertSignup locale="es" filters={{}} />, { locale: 'es' })
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('dana@example.com')
  })

  it('keeps what the visitor already typed, and fills nothing for a visitor signed out', async () => {
    setSignedIn(true)
    renderWithI18n(<AlertSignup locale="en" filters={{}} />)
    await userEvent.type(screen.getByLabelText('Email'), 'other@example.com')
    act(() => setSignedInEmail('dana@example.com'))
    expect(screen.getByLabelText('Email')).toHaveValue('other@example.com')
    act(() => setSignedIn(false))
    expect(screen.getByLabelText('Email')).toHaveValue('other@example.com')
  })
})
