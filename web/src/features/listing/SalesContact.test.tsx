import { screen, within } from '@testing-library/react'
import { BRAND } from '@ironyard/contract/brand'
import { EQUIPMENT_STATES, listingDetailFixture } from '@/fixtures/equipment'
import { renderWithI18n } from '@/../test/render'
import type { Locale } from '@/i18n/settings'
import { BuyBox } from './BuyBox'
import { buyerContext } from './buyer-context'
import type { ListingDetail } from './listing-data'

jest.mock('@/features/leads/submit-lead', () => ({ submitLeadAction: jest.fn() }))
jest.mock('@/features/auth/login-modal-store', () => ({ openLoginModal: jest.fn() }))

const renderBuyBox = (listing: ListingDetail, locale: Locale = 'en') =>
  renderWithI18n(
    <BuyBox locale={locale} listing={listing} buyer={buyerContext('/for-sale/x', {})} />,
    { locale },
  )

/** The buy box's "talk to a person" block (issue 37, point 9). */
const talk = () => screen.getByRole('region', { name: /talk to a person|habla con una persona/i })

describe('BuyBox: talk to a person (issue 37, point 9)', () => {
  it('the sales phone is a tel: link (tap to call), with the hours and the named fleet advisor', () => {
    renderBuyBox(EQUIPMENT_STATES.available)
    const box = talk()
    const call = within(box).getByRole('link', { name: /Call sales/ })
    expect(call).toHaveAttribute('href', 'tel:+15125550142')
    expect(call).toHaveTextContent(BRAND.supportPhone)
    expect(box).toHaveTextContent('Your fleet advisor: Brian Gutierrez')
    expect(box).toHaveTextContent('Monday to Friday, 7:00 AM to 6:00 PM Central Time')
  })

  it('in Spanish, on a listing without a fleet advisor: the phone and the hours, no advisor', () => {
    renderBuyBox(
      listingDetailFixture({
        labels: { fleetAdvisor: null, listingCompany: null, listingSellerCompany: null },
      }),
      'es',
    )
    const box = talk()
    expect(within(box).getByRole('link', { name: /Llamar a ventas/ })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    )
    expect(box).toHaveTextContent('De lunes a viernes, de 7:00 a.m. a 6:00 p.m., hora del centro')
    expect(box).not.toHaveTextContent(/asesor/i)
  })

  it('a sold machine still offers the phone (to ask about similar machines)', () => {
    renderBuyBox(EQUIPMENT_STATES.sold)
    expect(within(talk()).getByRole('link', { name: /Call sales/ })).toBeInTheDocument()
  })
})
