import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import { CATEGORY_OPTIONS, profileFixture } from '@/fixtures/account'
import { SettingsForm } from './SettingsForm'

jest.mock('@/features/account/profile-actions', () => ({ updateProfileAction: jest.fn() }))

function setup(locale: 'en' | 'es' = 'en', profile = profileFixture()) {
  const save = jest.fn()
  renderWithI18n(
    <SettingsForm
      locale={locale}
      email="dana@example.com"
      memberSince="Nov 22, 2026"
      profile={profile}
      categories={CATEGORY_OPTIONS}
      save={save}
    />,
    { locale },
  )
  return save
}

describe('account settings', () => {
  it('shows personal and location information, member since, and the marketplace profile', () => {
    setup()
    const personal = screen.getByRole('group', { name: 'Personal information' })
    expect(within(personal).getByText('dana@example.com')).toBeInTheDocument()
    expect(within(personal).getByText('Nov 22, 2026')).toBeInTheDocument()
    expect(within(personal).getByLabelText('First name')).toHaveValue('Dana')
    expect(screen.getByRole('group', { name: 'Location information' })).toContainElement(
      screen.getByLabelText('ZIP code'),
    )
    expect(screen.getByRole('checkbox', { name: 'Buy equipment' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Sell equipment' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Excavators' })).toBeChecked()
  })

  it('shows the spec §5 message of each field before saving', async () => {
    const save = setup()
    await userEvent.clear(screen.getByLabelText('First name'))
    await userEvent.clear(screen.getByLabelText('Last name'))
    await userEvent.clear(screen.getByLabelText('Phone'))
    await userEvent.type(screen.getByLabelText('Phone'), '512-555-0100 ext 4')
    await userEvent.clear(screen.getByLabelText('ZIP code'))
    await userEvent.type(screen.getByLabelText('ZIP code'), '787')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(screen.getByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Only + allowed')).toBeInTheDocument()
    expect(screen.getByText('Zip Code is not valid')).toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveFocus()
    expect(save).not.toHaveBeenCalled()
  })

  it('saves the profile and says so', async () => {
    const save = setup()
    save.mockResolvedValue({ ok: true, data: profileFixture({ isSeller: true, company: null }) })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sell equipment' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dump Trucks' }))
    await userEvent.clear(screen.getByLabelText('Company'))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(save).toHaveBeenCalledWith(
      {
        firstName: 'Dana',
        lastName: 'Reyes',
        company: '',
        phone: '+1 512 555 0100',
        zip: '78701',
        isBuyer: true,
        isSeller: true,
        interestedCategories: ['excavators', 'dump-trucks'],
        priceDropEmails: true,
        locale: 'en',
      },
      'en',
    )
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument()
  })

  it('shows the api field errors and the generic failure in Spanish', async () => {
    const save = setup('es')
    save.mockResolvedValueOnce({
      ok: false,
      code: 'VALIDATION',
      fields: [
        { path: 'phone', key: 'validation.phoneInvalid', message: 'El teléfono no es válido' },
      ],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('El teléfono no es válido')).toBeInTheDocument()
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true')

    save.mockResolvedValueOnce({ ok: false, code: 'INTERNAL', fields: [] })
    // The button reads "Guardando…" until the first answer's transition ends (slower under load).
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo enviar el formulario. Inténtalo de nuevo.',
    )
  })
})
