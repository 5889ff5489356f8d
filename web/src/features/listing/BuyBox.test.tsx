import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EQUIPMENT_STATES } from '@/fixtures/equipment'
import { renderWithI18n } from '@/../test/render'
import type { Locale } from '@/i18n/settings'
import { BuyBox } from './BuyBox'
import { buyerContext, type BuyerContext } from './buyer-context'
import type { ListingDetail } from './listing-data'

jest.mock('@/features/leads/submit-lead', () => ({ submitLeadAction: jest.fn() }))
jest.mock('@/features/auth/login-modal-store', () => ({
  openLoginModal: jest.fn(),
}))

const PATH = '/for-sale/2022-komatsu-wa600-8-9614943'

/** The buy box of a machine in one of its states; the buyer context adds to a plain visit. */
const renderBuyBox = (
  listing: ListingDetail,
  { locale = 'en', ...buyer }: Partial<BuyerContext> & { locale?: Locale } = {},
) =>
  renderWithI18n(<BuyBox locale={locale} listing={listing} buyer={buyerContext(PATH, buyer)} />, {
    locale,
  })

/** The buy box's forms: its disclosures (a collapsed one renders its fields once opened). */
const forms = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-lead-type]')]
    .filter((f) => f.tagName === 'DETAILS' || !f.closest('details'))
    .map((f) => f.getAttribute('data-lead-type'))
const rendered = (container: HTMLElement) =>
  [...container.querySelectorAll('form[data-lead-type]')].map((f) =>
    f.getAttribute('data-lead-type'),
  )

describe('BuyBox price cut (issue 37): the drop in the history, never from the original price', () => {
  it('listed at $245,000 with an original $259,000, cut to $229,000: reduced $16,000', () => {
    const { container } = renderBuyBox({
      ...EQUIPMENT_STATES.priceReduced,
      advertisedPriceCents: 22_900_000,
      originalPriceCents: 25_900_000,
      priceHistory: [
        { priceCents: 24_500_000, reason: 'listed', changedAt: '2026-11-06T17:26:34.300Z' },
        { priceCents: 22_900_000, reason: 'reduced', changedAt: '2026-11-09T23:17:35.576Z' },
      ],
    })
    expect(container.querySelector('s')).toHaveTextContent('Price before the cut: $245,000')
    expect(screen.getByText('Reduced $16,000 on Nov 9, 2026')).toBeInTheDocument()
    expect(container.textContent).not.toMatch(/\$30,000|\$259,000/)
  })
})

describe('BuyBox states (spec §4)', () => {
  it('available, price reduced: price, struck original price, the cut, monthly payment, guarantee, delivery', () => {
    const { container } = renderBuyBox(EQUIPMENT_STATES.priceReduced)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2022 Komatsu WA600-8')
    expect(container.querySelector('[data-price-cents]')).toHaveTextContent('Price: $753,000')
    const struck = container.querySelector('s')
    expect(struck).toHaveTextContent('Price before the cut: $806,000')
    expect(screen.getByText('Reduced $53,000 on Nov 9, 2026')).toBeInTheDocument()
    expect(screen.getByText('Est. $15,627/mo')).toBeInTheDocument()
    expect(
      screen.getByText(/Estimated payment at 8\.99% APR, 0% down, 60 months/),
    ).toBeInTheDocument()
    expect(screen.getByText('Powerhouse Protection')).toBeInTheDocument()
    expect(screen.getByText('Located in Berkley, MA')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Equipment is collected on average within 7 days, with transport paid by the buyer.',
      ),
    ).toBeInTheDocument()
    expect([...container.querySelectorAll('[data-badge]')].map((b) => b.textContent)).toEqual([
      'Price reduced',
      'Inspected',
    ])
    expect(forms(container)).toEqual(['buy_now', 'name_your_price', 'contact_sales'])
    expect(container.querySelector('details[open]')).toHaveAttribute('data-lead-type', 'buy_now')
    expect(rendered(container)).toEqual(['buy_now'])
  })

  it('a collapsed form renders its fields when opened; without JavaScript it links to the page with it open', async () => {
    const user = userEvent.setup()
    const { container } = renderBuyBox(EQUIPMENT_STATES.available, {
      queryId: '9bf1dfc5-e0b0-420b-b055-0c9651e1c27e',
    })
    const offer = container.querySelector('details[data-lead-type="name_your_price"]')!
    expect(within(offer as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `${PATH}?queryID=9bf1dfc5-e0b0-420b-b055-0c9651e1c27e&form=name_your_price#form-name_your_price`,
    )
    await user.click(within(offer as HTMLElement).getByText('Name your price'))
    expect(rendered(container)).toEqual(['buy_now', 'name_your_price'])
    expect(within(offer as HTMLElement).getByLabelText(/^Your offer/)).toBeInTheDocument()
  })

  it('?form= renders that form open instead of Buy Now (how a visitor opens one without JavaScript)', () => {
    const { container } = renderBuyBox(EQUIPMENT_STATES.available, { openForm: 'contact_sales' })
    expect(container.querySelector('details[open]')).toHaveAttribute(
      'data-lead-type',
      'contact_sales',
    )
    expect(rendered(container)).toEqual(['contact_sales'])
  })

  it.each(['constructor', '__proto__', 'notify_similar', 'ask_inspector', 'a'.repeat(40)])(
    '?form=%s is no buy box form: Buy Now stays the one open',
    (openForm) => {
      const { container } = renderBuyBox(EQUIPMENT_STATES.available, { openForm })
      expect(container.querySelector('details[open]')).toHaveAttribute('data-lead-type', 'buy_now')
      expect(rendered(container)).toEqual(['buy_now'])
    },
  )

  it('available at its first price: no struck price', () => {
    const { container } = renderBuyBox(EQUIPMENT_STATES.available)
    expect(container.querySelector('s')).toBeNull()
    expect(screen.queryByText(/^Reduced/)).toBeNull()
  })

  it('partner-seller inventory: no Powerhouse Protection, a Contact Partner Seller form instead', () => {
    const { container } = renderBuyBox(EQUIPMENT_STATES.partnerSeller)
    expect(screen.queryByText('Powerhouse Protection')).toBeNull()
    expect(container.querySelector('[data-guarantee="partner"]')).toHaveTextContent(
      'Memphis Rental & Sales lists this machine on our marketplace. Powerhouse Protection does not apply to partner-seller inventory.',
    )
    // The partner's page in the dealer directory.
    expect(
      screen.getByRole('link', {
        name: 'More from Memphis Rental & Sales in the dealer directory',
      }),
    ).toHaveAttribute('href', '/dealers/memphis-rental-and-sales')
    expect(forms(container)).toEqual(['buy_now', 'name_your_price', 'contact_partner_seller'])
  })

  it('coming soon: says so, and it can already be bought or offered on', () => {
    const { container } = renderBuyBox(EQUIPMENT_STATES.comingSoon, { locale: 'es' })
    expect(container.querySelector('[data-status="coming_soon"]')).toHaveTextContent(
      'Próximamente: esta máquina se está preparando para la venta.',
    )
    expect(screen.getByText('Aprox. $15,627/mes')).toBeInTheDocument()
    expect(forms(container)).toEqual(['buy_now', 'name_your_price', 'contact_sales'])
  })

  it('sold: the sold date, no buy actions, and a "notify me" sign-up for similar machines', () => {
    const { container } = renderBuyBox(EQUIPMENT_STATES.sold)
    const notice = container.querySelector('[data-status="sold"]') as HTMLElement
    expect(notice).toHaveTextContent('This machine has been sold. Sold on Nov 18, 2026')
    expect(forms(container)).toEqual(['notify_similar'])
    expect(screen.queryByText(/\/mo$/)).toBeNull()
    expect(screen.queryByText('Powerhouse Protection')).toBeNull()
    expect(within(container).getByRole('button', { name: 'Notify me' })).toBeInTheDocument()
    expect([...container.querySelectorAll('[data-badge]')].map((b) => b.textContent)).toContain(
      'Sold',
    )
  })

  it('no longer available: says so and offers the notify-me sign-up', () => {
    const { container } = renderBuyBox(EQUIPMENT_STATES.noLongerAvailable, { locale: 'es' })
    expect(container.querySelector('[data-status="no_longer_available"]')).toHaveTextContent(
      'Esta máquina ya no está disponible.',
    )
    expect(forms(container)).toEqual(['notify_similar'])
  })
})
