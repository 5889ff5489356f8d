import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Outcome, SaleProceeds as Proceeds } from '@/features/services/services-data'
import { renderWithI18n } from '@/../test/render'
import { SaleProceeds } from './SaleProceeds'

jest.mock('@/features/services/services-actions', () => ({
  estimateTaxSavingsAction: jest.fn(),
  compareSaleProceedsAction: jest.fn(),
}))

const ANSWER: Outcome<Proceeds> = {
  ok: true,
  data: {
    marketValueCents: 100_000_00,
    moreThanAuctionPercent: 24,
    moreThanDealerPercent: 34.5,
    channels: [
      {
        channel: 'marketplace',
        priceOfMarketPercent: 95,
        feePercent: 8,
        salePriceCents: 95_000_00,
        feeCents: 7_600_00,
        transportCents: 0,
        netCents: 87_400_00,
      },
      {
        channel: 'auction',
        priceOfMarketPercent: 80,
        feePercent: 10,
        salePriceCents: 80_000_00,
        feeCents: 8_000_00,
        transportCents: 1_500_00,
        netCents: 70_500_00,
      },
      {
        channel: 'dealer',
        priceOfMarketPercent: 65,
        feePercent: 0,
        salePriceCents: 65_000_00,
        feeCents: 0,
        transportCents: 0,
        netCents: 65_000_00,
      },
    ],
  },
}

const compare = jest.fn(async () => ANSWER)

const render = (locale: 'en' | 'es' = 'en') =>
  renderWithI18n(
    <SaleProceeds
      locale={locale}
      action="/services/sell"
      valuationHref="/services/valuations"
      initialValue=""
      initialOutcome={null}
      compare={compare}
    />,
    { locale },
  )

describe('SaleProceeds (fee calculator)', () => {
  it('asks for the market value first (spec §5)', async () => {
    const user = userEvent.setup()
    render()
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    expect(screen.getByLabelText('Market value (USD)')).toHaveAccessibleDescription(
      /^Price is required/,
    )
    expect(compare).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Get a free valuation' })).toHaveAttribute(
      'href',
      '/services/valuations',
    )
  })

  it('compares the three ways to sell and lists the assumptions behind the figures', async () => {
    const user = userEvent.setup()
    render()
    await user.type(screen.getByLabelText('Market value (USD)'), '100,000')
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    expect(compare).toHaveBeenCalledWith('100,000', 'en')
    const table = await screen.findByRole('table')
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent)
    expect(rows).toEqual([
      'With us$95,000$7,600$0$87,400',
      'Auction$80,000$8,000$1,500$70,500',
      'Dealer$65,000$0$0$65,000',
    ])
    const result = screen.getByTestId('proceeds-result')
    expect(result).toHaveTextContent('24% more than at auction')
    expect(result).toHaveTextContent('34.5% more than from a dealer')
    expect(result).toHaveTextContent(
      'Auction: sells at 80% of market value; 10% commission; $1,500 to haul the machine',
    )
  })

  it('says it in Spanish', async () => {
    const user = userEvent.setup()
    render('es')
    await user.type(screen.getByLabelText('Valor de mercado (USD)'), '100000')
    await user.click(screen.getByRole('button', { name: 'Comparar' }))
    const result = await screen.findByTestId('proceeds-result')
    expect(await within(result).findByText('34.5% más que con un distribuidor')).toBeInTheDocument()
    expect(within(result).getByRole('rowheader', { name: 'Con nosotros' })).toBeInTheDocument()
  })

  it.each(['en', 'es'] as const)(
    'offers the free valuation once, as a link after the help (issue 16, defect 15, %s)',
    (locale) => {
      render(locale)
      const help = screen.getByRole('link', { name: /valuación gratuita|free valuation/ })
        .parentElement as HTMLElement
      const text = help.textContent ?? ''
      expect(text.match(/free valuation|valuación gratuita/gi)).toHaveLength(1)
    },
  )
})
