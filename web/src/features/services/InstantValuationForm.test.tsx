import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import { InstantValuationForm } from './InstantValuationForm'

const EMPTY = { year: '', make: '', model: '', category: '', hours: '', miles: '' }

const render = (locale: 'en' | 'es' = 'en', initialErrors = {}) =>
  renderWithI18n(
    <InstantValuationForm
      action="/services/valuations"
      makes={[{ value: 'caterpillar', label: 'Caterpillar' }]}
      categories={[{ value: 'excavators', label: 'Excavators' }]}
      currentYear={2026}
      initialValues={EMPTY}
      initialErrors={initialErrors}
    />,
    { locale },
  )

describe('InstantValuationForm', () => {
  it('names what is missing (spec §5) and does not ask the page', async () => {
    const user = userEvent.setup()
    render()
    // Listening on the document: after React's own handler had its say.
    const submitted = jest.fn((e: Event) => e.defaultPrevented)
    document.addEventListener('submit', submitted)
    await user.click(screen.getByRole('button', { name: 'Get my estimate' }))
    document.removeEventListener('submit', submitted)
    expect(submitted).toHaveReturnedWith(true)
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription('Year is required')
    expect(screen.getByLabelText('Make')).toHaveAccessibleDescription('Make is required')
    expect(screen.getByLabelText('Model')).toHaveAccessibleDescription('Model is required')
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Category is required')
    expect(screen.getByLabelText('Hours')).toHaveAccessibleDescription(
      /^Hours or Miles is required/,
    )
    expect(screen.getByLabelText('Year')).toHaveFocus()
  })

  it('lets a complete machine go to the page as a GET form', async () => {
    const user = userEvent.setup()
    render()
    await user.type(screen.getByLabelText('Year'), '2019')
    await user.selectOptions(screen.getByLabelText('Make'), 'caterpillar')
    await user.type(screen.getByLabelText('Model'), '320')
    await user.selectOptions(screen.getByLabelText('Category'), 'excavators')
    await user.type(screen.getByLabelText('Hours'), '4200')
    const form = screen.getByRole('form', { name: 'Instant estimate' })
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/services/valuations#estimate')
    const event = new Event('submit', { bubbles: true, cancelable: true })
    fireEvent(form, event)
    expect(event.defaultPrevented).toBe(false)
  })

  it("shows the api's messages in Spanish, and clears one as it is fixed", async () => {
    const user = userEvent.setup()
    render('es', { year: 'validation.yearInvalid', hours: 'validation.hoursOrMilesDecimal' })
    expect(screen.getByLabelText('Año')).toHaveAccessibleDescription('El año no es válido')
    expect(screen.getByLabelText('Horas')).toHaveAccessibleDescription(
      /^Las horas o millas no pueden tener decimales/,
    )
    await user.type(screen.getByLabelText('Millas'), '5')
    expect(screen.getByLabelText('Horas')).not.toHaveAttribute('aria-invalid')
  })
})
