import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '../../../test/render'
import { AlertSignup } from './AlertSignup'

const action = jest.fn()
jest.mock('@/lib/actions/subscribe-alert', () => ({
  subscribeAlertAction: (...args: unknown[]) => action(...args),
}))

beforeEach(() => action.mockReset())

describe('AlertSignup', () => {
  it('sends the email, the locale and the watched filters, then thanks the visitor', async () => {
    action.mockResolvedValue({ status: 'success', email: 'a@b.co', messageKey: 'success' })
    renderWithI18n(
      <AlertSignup locale="en" filters={{ category: 'excavators' }} summary="Excavators" />,
    )
    expect(
      screen.getByText("We'll email you when new machines match: Excavators."),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co')
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Alerts will go to a@b.co.')
    const form = action.mock.calls[0][1] as FormData
    expect(form.get('email')).toBe('a@b.co')
    expect(form.get('locale')).toBe('en')
    expect(JSON.parse(form.get('filters') as string)).toEqual({ category: 'excavators' })
  })

  it('shows the api validation message next to the field, in Spanish on Spanish pages', async () => {
    action.mockResolvedValue({ status: 'error', email: 'nope', messageKey: 'errors.emailInvalid' })
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

  it('says so when the email was already signed up (a double submit creates nothing new)', () => {
    renderWithI18n(
      <AlertSignup
        locale="en"
        filters={{}}
        initialState={{ status: 'success', email: 'a@b.co', messageKey: 'already' }}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're already signed up: alerts go to a@b.co.",
    )
  })
})
