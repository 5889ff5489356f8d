import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithI18n } from '@/../test/render'
import { CATEGORY_OPTIONS, MAKE_OPTIONS, machineFixture as machine } from '@/fixtures/account'
import type { TrackedMachineFieldsFragment } from '@/graphql/__generated__/graphql'
import { clearToasts } from './toast-store'
import { ValueTracker } from './ValueTracker'

jest.mock('@/features/account/value-tracker-actions', () => ({
  saveTrackedMachineAction: jest.fn(),
  deleteTrackedMachineAction: jest.fn(),
}))

const makes = MAKE_OPTIONS
const categories = CATEGORY_OPTIONS

function setup(machines: TrackedMachineFieldsFragment[] = [], locale: 'en' | 'es' = 'en') {
  const save = jest.fn()
  const remove = jest.fn()
  renderWithI18n(
    <ValueTracker
      locale={locale}
      machines={machines}
      makes={makes}
      categories={categories}
      currentYear={2026}
      downloadHref={
        locale === 'es' ? '/es/account/value-tracker/download' : '/account/value-tracker/download'
      }
      save={save}
      remove={remove}
    />,
    { locale },
  )
  return { save, remove }
}

beforeEach(() => clearToasts())

describe('value tracker', () => {
  it('lists machines with auction and retail value, confidence and last update, and the CSV link', () => {
    setup([machine()])
    const table = screen.getByRole('region', { name: 'Your machines and their values' })
    const row = within(table).getByRole('row', { name: /2018 Caterpillar 320F L/ })
    expect(row).toHaveTextContent('5,400 hrs')
    expect(row).toHaveTextContent('$84,500')
    expect(row).toHaveTextContent('$103,000')
    expect(row).toHaveTextContent('High')
    expect(row).toHaveTextContent('Nov 20, 2026')
    // Issue 37: how the value was found, in the listing page's words.
    expect(row).toHaveTextContent(
      'Method: completed sales of the Caterpillar 320F L in the last 12 months. Sales used: 14.',
    )
    expect(
      within(table).getByText('Total: $84,500 at auction, $103,000 retail'),
    ).toBeInTheDocument()
    const csv = screen.getByRole('link', { name: 'Download CSV' })
    expect(csv).toHaveAttribute('href', '/account/value-tracker/download')
    expect(csv).toHaveAttribute('download')
  })

  it('says when there are not enough comparable sales', () => {
    setup([
      machine({
        valuation: {
          status: 'not_enough_data',
          auctionValueCents: null,
          retailValueCents: null,
          confidence: null,
          basis: 'model',
          windowMonths: 12,
          comparableCount: 1,
          message: 'Not enough comparable sales to value this machine yet',
        },
      }),
    ])
    expect(
      screen.getByText('Not enough comparable sales to value this machine yet'),
    ).toBeInTheDocument()
    // Still says what it looked at: one sale of the model in 12 months.
    expect(
      screen.getByText(
        'Method: completed sales of the Caterpillar 320F L in the last 12 months. Sales used: 1.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/^Total:/)).toBeNull()
  })

  it("states the size-class fallback the listing page uses, in the reader's language", () => {
    const sized = machine({
      valuation: { ...machine().valuation, basis: 'size_class', comparableCount: 7 },
    })
    setup([sized], 'es')
    expect(
      screen.getByText(
        'Método: ventas concretadas en los últimos 12 meses del Caterpillar 320F L y de máquinas Caterpillar de su tamaño (peso operativo, potencia o cucharón dentro del 25 %), con hasta dos años de modelo de diferencia. Ventas usadas: 7.',
      ),
    ).toBeInTheDocument()
  })

  it('checks a new machine with the spec §5 messages before saving', async () => {
    const { save } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Add a machine' }))
    const form = screen.getByRole('form', { name: 'Add a machine' })
    await userEvent.click(within(form).getByRole('button', { name: 'Save machine' }))
    for (const text of [
      'Year is required',
      'Make is required',
      'Model is required',
      'Category is required',
      'Hours or Miles is required',
    ]) {
      expect(within(form).getByText(text)).toBeInTheDocument()
    }
    await userEvent.type(within(form).getByLabelText('Year'), '1900')
    await userEvent.type(within(form).getByLabelText('Hours'), '12.5')
    await userEvent.type(within(form).getByLabelText('Miles'), '-4')
    await userEvent.click(within(form).getByRole('button', { name: 'Save machine' }))
    expect(within(form).getByText('Year is invalid')).toBeInTheDocument()
    expect(within(form).getByText('Hours or Miles cannot be a decimal')).toBeInTheDocument()
    expect(within(form).getByText('Hours or Miles cannot be negative')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })

  it('adds a machine and shows its value', async () => {
    const { save } = setup()
    save.mockResolvedValue({ ok: true, data: machine({ hours: null, miles: 182400 }) })
    await userEvent.click(screen.getByRole('button', { name: 'Add a machine' }))
    const form = screen.getByRole('form', { name: 'Add a machine' })
    await userEvent.type(within(form).getByLabelText('Year'), '2018')
    await userEvent.selectOptions(within(form).getByLabelText('Make'), 'caterpillar')
    await userEvent.type(within(form).getByLabelText('Model'), ' 320F L ')
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'excavators')
    await userEvent.type(within(form).getByLabelText('Miles'), '182,400')
    await userEvent.click(within(form).getByRole('button', { name: 'Save machine' }))
    expect(save).toHaveBeenCalledWith(
      null,
      {
        year: 2018,
        make: 'caterpillar',
        model: '320F L',
        category: 'excavators',
        hours: null,
        miles: 182400,
      },
      'en',
    )
    expect(await screen.findByRole('row', { name: /2018 Caterpillar 320F L/ })).toHaveTextContent(
      '182,400 mi',
    )
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getAllByText('2018 Caterpillar 320F L was added.').length).toBeGreaterThan(0)
  })

  it('shows the api field errors, in Spanish', async () => {
    const { save } = setup([], 'es')
    save.mockResolvedValue({
      ok: false,
      code: 'VALIDATION',
      fields: [{ path: 'year', key: 'validation.yearInvalid', message: 'El año no es válido' }],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Agregar una máquina' }))
    const form = screen.getByRole('form', { name: 'Agregar una máquina' })
    await userEvent.type(within(form).getByLabelText('Año'), '2027')
    await userEvent.selectOptions(within(form).getByLabelText('Marca'), 'john-deere')
    await userEvent.type(within(form).getByLabelText('Modelo'), '310L')
    await userEvent.selectOptions(within(form).getByLabelText('Categoría'), 'excavators')
    await userEvent.type(within(form).getByLabelText('Horas'), '900')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar máquina' }))
    expect(await within(form).findByText('El año no es válido')).toBeInTheDocument()
    expect(within(form).getByLabelText('Año')).toHaveAttribute('aria-invalid', 'true')
  })

  it('edits and deletes a machine after confirming', async () => {
    const { save, remove } = setup([machine()])
    save.mockResolvedValue({ ok: true, data: machine({ hours: 6000 }) })
    await userEvent.click(screen.getByRole('button', { name: 'Edit 2018 Caterpillar 320F L' }))
    const form = screen.getByRole('form', { name: 'Edit 2018 Caterpillar 320F L' })
    expect(within(form).getByLabelText('Hours')).toHaveValue('5400')
    await userEvent.clear(within(form).getByLabelText('Hours'))
    await userEvent.type(within(form).getByLabelText('Hours'), '6000')
    await userEvent.click(within(form).getByRole('button', { name: 'Save machine' }))
    expect(save.mock.calls[0][0]).toBe('6f1c1a56-7a0e-4c55-9d53-8c2b8a3c0001')
    expect(await screen.findByRole('row', { name: /2018 Caterpillar/ })).toHaveTextContent(
      '6,000 hrs',
    )

    remove.mockResolvedValue({ ok: true, data: { id: '6f1c1a56-7a0e-4c55-9d53-8c2b8a3c0001' } })
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2018 Caterpillar 320F L' }))
    expect(remove).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    expect(remove).toHaveBeenCalledWith('6f1c1a56-7a0e-4c55-9d53-8c2b8a3c0001', 'en')
    expect(
      await screen.findByText('No machines yet. Add one to see its auction and retail value.'),
    ).toBeInTheDocument()
  })
})
