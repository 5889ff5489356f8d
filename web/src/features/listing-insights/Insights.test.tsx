import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '@/../test/render'
import { ALL_IN, HISTORY_NOW, INSIGHTS, INSIGHTS_THIN, PRICE_HISTORY } from '@/fixtures/insights'
import { AllInCost } from './AllInCost'
import { ComparableSales } from './ComparableSales'
import { PriceHistory } from './PriceHistory'
import { ShareLinks } from './ShareLinks'

describe('price history (issue 17 point 1)', () => {
  it('draws a step chart and gives screen readers the same numbers as a table', () => {
    const { container } = renderWithI18n(
      <PriceHistory locale="en" history={PRICE_HISTORY} now={HISTORY_NOW} />,
    )
    expect(screen.getByRole('heading', { name: 'Price history' })).toBeInTheDocument()
    expect(screen.getByText('Listed at $105,000 on Jun 2, 2026; now $92,000.')).toBeInTheDocument()
    const path = container.querySelector('svg path')!.getAttribute('d')!
    // Move to the first price, then a horizontal and a vertical step per change, then to today.
    expect(path.match(/H[\d.]+ V[\d.]+/g)).toHaveLength(2)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    const rows = [...container.querySelectorAll('table tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((td) => td.textContent),
    )
    expect(rows).toEqual([
      ['Jun 2, 2026', 'Listed', '$105,000', ''],
      ['Aug 14, 2026', 'Reduced', '$99,000', '−$6,000'],
      ['Oct 20, 2026', 'Reduced', '$92,000', '−$7,000'],
    ])
  })

  it('speaks Spanish', () => {
    renderWithI18n(<PriceHistory locale="es" history={PRICE_HISTORY} now={HISTORY_NOW} />, {
      locale: 'es',
    })
    expect(screen.getByRole('heading', { name: 'Historial de precios' })).toBeInTheDocument()
    expect(screen.getAllByText('Rebajada')).toHaveLength(2)
  })
})

describe('deal rating and comparable sales (issue 17 points 2 and 3, issue 37)', () => {
  it('rates against the market value and states the method, window and count once', () => {
    const { container } = renderWithI18n(
      <ComparableSales locale="en" insights={INSIGHTS} make="Caterpillar" model="320" />,
    )
    expect(screen.getByText('Good price')).toBeInTheDocument()
    expect(
      screen.getByText(
        /The asking price is 6 % below \$98,000, our market value for this machine\./,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Median sale price: $100,000.')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Method: completed sales of the Caterpillar 320 in the last 12 months. Sales used: 11. The 3 most recent of 11.',
      ),
    ).toBeInTheDocument()
    // The method and the count appear once on the page, not once per block.
    expect(container.textContent!.match(/12 months/g)).toHaveLength(1)
    expect(container.textContent!.match(/Sales used/g)).toHaveLength(1)
    const first = [...container.querySelectorAll('tbody tr')[0].querySelectorAll('td')].map(
      (td) => td.textContent,
    )
    expect(first).toEqual(['Nov 6, 2026', '320', '2018', '3,000', 'TX', 'Auction', '$80,000'])
    // The scrolling table can be reached by keyboard.
    expect(screen.getByRole('region', { name: 'Comparable sales, table' })).toHaveAttribute(
      'tabindex',
      '0',
    )
  })

  it('names the size-class method in Spanish', () => {
    renderWithI18n(
      <ComparableSales
        locale="es"
        insights={{
          ...INSIGHTS,
          comparableSalesSummary: { ...INSIGHTS.comparableSalesSummary, basis: 'size_class' },
        }}
        make="John Deere"
        model="26G"
      />,
      { locale: 'es' },
    )
    expect(
      screen.getByText(
        /Método: ventas concretadas en los últimos 12 meses del John Deere 26G y de máquinas John Deere de su tamaño .* Ventas usadas: 11\./,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/6 % por debajo de \$98,000/)).toBeInTheDocument()
  })

  it('shows no rating and says why when the data is thin', () => {
    const { container } = renderWithI18n(
      <ComparableSales locale="es" insights={INSIGHTS_THIN} make="Caterpillar" model="320" />,
      { locale: 'es' },
    )
    expect(
      screen.getByText(
        'No hay suficientes ventas comparables para calificar este precio: se necesitan 5.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'No hay ventas concretadas de este modelo ni de su tamaño en los últimos 12 meses.',
      ),
    ).toBeInTheDocument()
    expect(container.querySelector('[data-rating]')).toBeNull()
  })

  it('says the sales are too scattered, not too few, when there are enough of them', () => {
    const { container } = renderWithI18n(
      <ComparableSales
        locale="en"
        insights={{
          ...INSIGHTS,
          dealRating: null,
          dealBasis: null,
          comparableSalesSummary: {
            ...INSIGHTS.comparableSalesSummary,
            status: 'scattered',
            marketValueCents: null,
            percentFromMarketValue: null,
          },
        }}
        make="Caterpillar"
        model="320"
      />,
    )
    expect(
      screen.getByText('The comparable sales vary too much to rate this price.'),
    ).toBeInTheDocument()
    expect(container.textContent).not.toMatch(/Not enough comparable sales/)
    expect(container.querySelector('[data-rating]')).toBeNull()
  })

  it.each([
    ['great', 'Excelente precio'],
    ['good', 'Buen precio'],
    ['fair', 'Precio justo'],
    ['above_market', 'Sobre el mercado'],
  ] as const)('names %s in Spanish', (rating, name) => {
    renderWithI18n(
      <ComparableSales
        locale="es"
        insights={{ ...INSIGHTS, dealRating: rating }}
        make="Caterpillar"
        model="320"
      />,
      { locale: 'es' },
    )
    expect(screen.getByText(name)).toBeInTheDocument()
  })
})

describe('all-in cost (issue 17 point 4)', () => {
  it('adds the lines up to the total, with the monthly payment and every assumption', () => {
    const { container } = renderWithI18n(
      <AllInCost
        locale="en"
        path="/for-sale/x"
        state={{ zip: '78701', error: null, cost: ALL_IN }}
      />,
    )
    const line = (k: string) => container.querySelector(`[data-cost="${k}"] dd`)!.textContent
    expect(line('freight')).toBe('$2,700')
    expect(line('tax')).toBe('$5,750')
    expect(line('fees')).toBe('$250')
    expect(line('total')).toBe('$100,700')
    expect(line('monthly')).toBe('$2,090/mo')
    expect(
      screen.getByText(
        /Heavy load \(step deck or RGN\): 48,000 lb operating weight \(from the model's spec sheet\)\. 600 road miles \(500 miles as the crow flies × 1\.2\) at \$4\.50 a mile, \$900 minimum\./,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/TX state rate 6\.25 % on the price/)).toBeInTheDocument()
    expect(
      screen.getByText(/No buyer's premium\. A documentation fee of \$250/),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Your ZIP code')).toHaveValue('78701')
    expect(container.querySelector('form')).toHaveAttribute('method', 'get')
  })

  it('answers an unknown ZIP with a field error in Spanish', () => {
    renderWithI18n(
      <AllInCost
        locale="es"
        path="/es/for-sale/x"
        state={{ zip: '99999', error: 'unknown', cost: null }}
      />,
      { locale: 'es' },
    )
    const input = screen.getByLabelText('Tu código postal')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('No conocemos el código postal 99999.')
  })
})

describe('share links (issue 17 point 5)', () => {
  const texts = {
    heading: 'Share',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy',
    email: 'Email',
    whatsapp: 'WhatsApp',
    print: 'Print',
  }

  it('copies the link and confirms it; email and WhatsApp carry the text', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    renderWithI18n(
      <ShareLinks
        url="https://ironyard.test/for-sale/x"
        emailSubject="S"
        emailBody="Body https://ironyard.test/for-sale/x"
        texts={texts}
      />,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(writeText).toHaveBeenCalledWith('https://ironyard.test/for-sale/x')
    expect(screen.getByRole('status')).toHaveTextContent('Link copied')
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:?subject=S&body=Body%20https%3A%2F%2Fironyard.test%2Ffor-sale%2Fx',
    )
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/?text=Body%20https%3A%2F%2Fironyard.test%2Ffor-sale%2Fx',
    )
  })

  it('says when the copy failed', async () => {
    Object.assign(navigator, {
      clipboard: { writeText: jest.fn().mockRejectedValue(new Error('no')) },
    })
    renderWithI18n(<ShareLinks url="u" emailSubject="S" emailBody="B" texts={texts} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy')
  })
})
