import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatPrice } from '@/lib/format'
import { monthlyPaymentCents } from '@ironyard/contract'
import { defaultCalculatorValues } from '@/features/services/loan-calculator'
import { renderServedWithI18n, renderWithI18n } from '@/../test/render'
import { LoanCalculator } from './LoanCalculator'

const render = (locale: 'en' | 'es' = 'en', submitted = false, price = '') =>
  renderWithI18n(
    <LoanCalculator
      locale={locale}
      action={locale === 'es' ? '/es/services/finance' : '/services/finance'}
      initialValues={defaultCalculatorValues('78701', price)}
      submitted={submitted}
    />,
    { locale },
  )

const monthly = (priceCents: number, termMonths: number, downPercent = 0, ratePercent = 8.99) =>
  formatPrice(monthlyPaymentCents(priceCents, { downPercent, ratePercent, termMonths }), 'en')

describe('LoanCalculator', () => {
  it('works out what a visitor typed and chose while the page was still loading', async () => {
    await renderServedWithI18n(
      <LoanCalculator
        locale="en"
        action="/services/finance"
        initialValues={defaultCalculatorValues('78701', '')}
        submitted={false}
      />,
      {
        beforeScripts: (page) => {
          page.querySelector<HTMLInputElement>('input[name=price]')!.value = '120000'
          page.querySelector<HTMLSelectElement>('select[name=term]')!.value = '72'
        },
      },
    )
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('120000')
    expect(screen.getByLabelText('Term')).toHaveValue('72')
    expect(screen.getByTestId('loan-result')).toHaveTextContent(
      `${monthly(120_000_00, 72)} / month`,
    )
  })

  it('shows the spec §9 defaults and asks for the price', () => {
    render()
    expect(screen.getByLabelText('Interest rate %')).toHaveValue('8.99')
    expect(screen.getByLabelText('Down payment %')).toHaveValue('0')
    expect(screen.getByLabelText('Term')).toHaveValue('60')
    expect(screen.getByRole('option', { name: '60 months' })).toBeInTheDocument()
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '36 months',
      '48 months',
      '60 months',
      '72 months',
      '84 months',
    ])
    expect(screen.getByLabelText('Zip Code')).toHaveValue('78701')
    expect(screen.getByTestId('loan-result')).toHaveTextContent(
      'Enter the price to see your monthly payment.',
    )
  })

  it('updates the payment as the visitor types and changes the term', async () => {
    const user = userEvent.setup()
    render()
    await user.type(screen.getByLabelText('Price (USD)'), '120,000')
    const result = screen.getByTestId('loan-result')
    expect(result).toHaveTextContent(`${monthly(120_000_00, 60)} / month`)
    expect(result).toHaveTextContent('Amount financed$120,000')
    await user.selectOptions(screen.getByLabelText('Term'), '72')
    expect(result).toHaveTextContent(`${monthly(120_000_00, 72)} / month`)
    await user.clear(screen.getByLabelText('Down payment %'))
    await user.type(screen.getByLabelText('Down payment %'), '20')
    expect(result).toHaveTextContent(`${monthly(120_000_00, 72, 20)} / month`)
    expect(result).toHaveTextContent('Down payment$24,000')
    // The page's URL follows, so a reload or a shared link shows the same numbers.
    expect(window.location.search).toBe('?price=120%2C000&down=20&rate=8.99&term=72&zip=78701')
    expect(screen.getByRole('link', { name: 'Pre-qualify with this price' })).toHaveAttribute(
      'href',
      '/services/finance?price=120%2C000&down=20&rate=8.99&term=72&zip=78701#prequalify',
    )
  })

  it('names each missing input (spec §5) and shows no payment', async () => {
    const user = userEvent.setup()
    render()
    await user.clear(screen.getByLabelText('Interest rate %'))
    await user.clear(screen.getByLabelText('Zip Code'))
    await user.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(screen.getByLabelText('Price (USD)')).toHaveAccessibleDescription('Price is required')
    expect(screen.getByLabelText('Interest rate %')).toHaveAccessibleDescription(
      'Interest Rate is required',
    )
    expect(screen.getByLabelText('Zip Code')).toHaveAccessibleDescription(/^Zip Code is required/)
    expect(screen.getByLabelText('Price (USD)')).toHaveFocus()
    expect(screen.getByTestId('loan-result')).not.toHaveTextContent('/ month')
  })

  it('says it in Spanish, from a submitted form rendered by the server', () => {
    render('es', true, '85k')
    expect(screen.getByLabelText('Precio (USD)')).toHaveAccessibleDescription(
      'El precio no es válido',
    )
    expect(screen.getByRole('option', { name: '84 meses' })).toBeInTheDocument()
    expect(screen.getByTestId('loan-result')).toHaveTextContent(
      'Escribe el precio para ver tu pago mensual.',
    )
  })

  it('renders the result of a submitted form without any typing (no JavaScript needed)', () => {
    render('en', true, '200000')
    expect(screen.getByTestId('loan-result')).toHaveTextContent(
      `${monthly(200_000_00, 60)} / month`,
    )
  })
})
