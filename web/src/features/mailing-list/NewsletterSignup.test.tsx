import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import { NewsletterSignup } from './NewsletterSignup'

const action = jest.fn()
jest.mock('@/features/mailing-list/subscribe-newsletter', () => ({
  subscribeNewsletterAction: (...args: unknown[]) => action(...args),
}))

beforeEach(() => action.mockReset())

describe('NewsletterSignup (spec §5 mailing list)', () => {
  it('sends the address and the page language, then asks to confirm by email (not yet thanks: issue 37)', async () => {
    action.mockResolvedValue({
      email: 'a@b.co',
      key: 'newsletter-0123456789abcdef',
      result: { ok: true, data: 'checkEmail' },
    })
    renderWithI18n(<NewsletterSignup locale="en" variant="footer" />)
    await userEvent.type(screen.getByLabelText('Your email address'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Almost done: check your email')
    expect(status).not.toHaveTextContent('Thanks for subscribing!')
    expect(status).toHaveTextContent('Please check a@b.co: follow the link we sent')
    const form = action.mock.calls[0][1] as FormData
    expect(form.get('email')).toBe('a@b.co')
    expect(form.get('locale')).toBe('en')
  })

  it.each([
    ['en', 'Your email address', 'Subscribe', 'Please enter a valid email'],
    [
      'es',
      'Tu correo electrónico',
      'Suscribirme',
      'Por favor ingresa un correo electrónico válido',
    ],
  ] as const)(
    'refuses a bad address before sending, with the spec text (%s)',
    async (locale, label, button, text) => {
      renderWithI18n(<NewsletterSignup locale={locale} />, { locale })
      await userEvent.type(screen.getByLabelText(label), 'not-an-email')
      await userEvent.click(screen.getByRole('button', { name: button }))
      expect(await screen.findByRole('alert')).toHaveTextContent(text)
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text)
      expect(screen.getByLabelText(label)).toHaveFocus()
      expect(action).not.toHaveBeenCalled()
    },
  )

  it('shows the api field error (no JavaScript check ran) in Spanish, and keeps the key for a retry', () => {
    renderWithI18n(
      <NewsletterSignup
        locale="es"
        initialState={{
          email: 'x@',
          key: 'newsletter-0123456789abcdef',
          result: {
            ok: false,
            code: 'VALIDATION',
            fields: [{ path: 'email', key: 'validation.mailingListEmail', message: '' }],
          },
        }}
      />,
      { locale: 'es' },
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor ingresa un correo electrónico válido',
    )
    expect(document.querySelector('input[name="key"]')).toHaveValue('newsletter-0123456789abcdef')
  })

  it('thanks a signed-in member whose own address is subscribed at once', () => {
    renderWithI18n(
      <NewsletterSignup
        locale="es"
        initialState={{ email: 'a@b.co', result: { ok: true, data: 'active' } }}
      />,
      { locale: 'es' },
    )
    expect(screen.getByRole('status')).toHaveTextContent('¡Gracias por suscribirte!')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ya estás suscrito: el boletín llega a a@b.co.',
    )
  })
})
