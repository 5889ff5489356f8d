import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Outcome, TaxEstimate as Estimate } from '@/features/services/services-data'
import { renderWithI18n } from '@/../test/render'
import { TaxEstimate } from './TaxEstimate'

jest.mock('@/features/services/services-actions', () => ({
  estimateTaxSavingsAction: jest.fn(),
  compareSaleProceedsAction: jest.fn(),
}))

/** The api's arithmetic, for the stand-in: price x deduction % x rate. */
const RULES = {
  bonus_100_21: [100, 21, null],
  section179_2025_35: [60, 35, 2025],
  section179_2023_35: [100, 35, 2023],
} as const

const answer = (cents: number, a: keyof typeof RULES): Outcome<Estimate> => {
  const [dep, rate, year] = RULES[a]
  const deduction = (cents * dep) / 100
  return {
    ok: true,
    data: {
      assumption: a,
      basis: a === 'bonus_100_21' ? 'bonus_depreciation' : 'section_179',
      taxYear: year,
      depreciationPercent: dep,
      taxRatePercent: rate,
      priceCents: cents,
      deductionCents: deduction,
      taxSavingsCents: (deduction * rate) / 100,
      netCostCents: cents - (deduction * rate) / 100,
    },
  }
}

const estimate = jest.fn(async (price: string, a: string) =>
  answer(Number(price.replace(/\D/g, '')) * 100, a as keyof typeof RULES),
)

const render = (locale: 'en' | 'es' = 'en', initialOutcome: Outcome<Estimate> | null = null) =>
  renderWithI18n(
    <TaxEstimate
      locale={locale}
      action="/services/finance"
      initialPrice={initialOutcome?.ok ? String(initialOutcome.data.priceCents / 100) : ''}
      initialAssumption="bonus_100_21"
      initialOutcome={initialOutcome}
      estimate={estimate}
    />,
    { locale },
  )

beforeEach(() => estimate.mockClear())

describe('TaxEstimate', () => {
  it('shows every assumption of the spec and the not-tax-advice caveat before any figure', () => {
    render()
    expect(
      screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent?.trim()),
    ).toEqual([
      '100% bonus depreciation, 21% federal corporate tax rate',
      'Section 179: 60% first-year write-off (fiscal 2025), 35% tax rate',
      'Section 179: 100% first-year write-off (2023), 35% tax rate',
    ])
    expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('value', 'bonus_100_21')
    expect(screen.getByTestId('tax-result')).toHaveTextContent(
      'This is an estimate, not tax advice.',
    )
  })

  it('asks for the price (spec §5) without calling the api', async () => {
    const user = userEvent.setup()
    render()
    await user.click(screen.getByRole('button', { name: 'Estimate my savings' }))
    expect(screen.getByLabelText('Equipment price (USD)')).toHaveAccessibleDescription(
      'Price is required',
    )
    expect(estimate).not.toHaveBeenCalled()
  })

  it('estimates with the chosen assumptions and recomputes when they change', async () => {
    const user = userEvent.setup()
    render()
    await user.type(screen.getByLabelText('Equipment price (USD)'), '100000')
    await user.click(screen.getByRole('button', { name: 'Estimate my savings' }))
    expect(estimate).toHaveBeenLastCalledWith('100000', 'bonus_100_21', 'en')
    const result = screen.getByTestId('tax-result')
    expect(await screen.findByText('$21,000 estimated tax savings')).toBeInTheDocument()
    expect(result).toHaveTextContent('First-year deduction$100,000 (100% of the price)')
    expect(result).toHaveTextContent('Tax rate applied21%')
    expect(result).toHaveTextContent('Cost after tax savings$79,000')

    await user.click(screen.getByRole('radio', { name: /fiscal 2025/ }))
    expect(estimate).toHaveBeenLastCalledWith('100000', 'section179_2025_35', 'en')
    expect(await screen.findByText('$21,000 estimated tax savings')).toBeInTheDocument()
    expect(result).toHaveTextContent('First-year deduction$60,000 (60% of the price)')
    expect(result).toHaveTextContent('Tax rate applied35%')
  })

  it('shows what the server rendered for a sent form, in Spanish', () => {
    render('es', answer(185_000_00, 'bonus_100_21'))
    expect(screen.getByTestId('tax-result')).toHaveTextContent(
      '$38,850 de ahorro de impuestos estimado',
    )
    expect(screen.getByTestId('tax-result')).toHaveTextContent(
      'Es un estimado, no una asesoría fiscal.',
    )
  })

  it("shows the api's field message, and a failure as a retryable message", async () => {
    render('es', {
      ok: false,
      code: 'VALIDATION',
      fields: [{ path: 'price', key: 'validation.priceInvalid', message: '' }],
    })
    expect(screen.getByLabelText('Precio del equipo (USD)')).toHaveAccessibleDescription(
      'El precio no es válido',
    )
    estimate.mockRejectedValueOnce(new Error('offline'))
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('Precio del equipo (USD)'))
    await user.type(screen.getByLabelText('Precio del equipo (USD)'), '50000')
    await user.click(screen.getByRole('button', { name: 'Calcular mi ahorro' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo calcular el estimado en este momento.',
    )
  })
})
