import { screen, within } from '@testing-library/react'
import { renderWithI18n } from '@/../test/render'
import { LotBidPanel, type LotBidPanelProps } from './LotBidPanel'
import type { LotLiveState } from './lot-logic'

jest.mock('./bid-actions', () => ({
  placeBidAction: jest.fn(),
  registerToBidAction: jest.fn(),
  watchLotAction: jest.fn(),
  lotSnapshotAction: jest.fn(),
}))

const closesAt = '2026-12-15T20:04:00.000Z'
const lot: LotLiveState = {
  lotId: '7',
  status: 'open',
  closesAt,
  startingBidCents: 5_000_00,
  currentBidCents: 6_250_00,
  minimumNextBidCents: 6_500_00,
  bidCount: 2,
  reserveMet: false,
  leading: false,
  myMaxBidCents: 6_000_00,
  bids: [
    { bidderNumber: 2, amountCents: 6_250_00, at: '2026-12-15T19:00:02.000Z', mine: false },
    { bidderNumber: 1, amountCents: 5_000_00, at: '2026-12-15T19:00:01.000Z', mine: true },
  ],
  extendedTo: null,
}

const props = (over: Partial<LotBidPanelProps> = {}): LotBidPanelProps => ({
  locale: 'en',
  auctionSlug: 'online-dec-2026',
  timeZone: 'America/Chicago',
  lotNumber: 4,
  initial: lot,
  // 2 h 14 min before the close.
  renderedAt: Date.parse(closesAt) - (2 * 3600 + 14 * 60) * 1000,
  viewer: 'registered',
  watching: false,
  idempotencyKey: 'key-0123456789abcdef',
  delivery: null,
  zipForm: null,
  signinHref: '/signin?returnTo=%2Fauctions%2Fonline-dec-2026%2Flots%2F4',
  live: false,
  ...over,
})

describe('the lot’s bid box', () => {
  it('shows the price, the reserve, the time left in the auction’s zone and the bidder’s standing', () => {
    renderWithI18n(<LotBidPanel {...props()} />)
    expect(screen.getByTestId('lot-price')).toHaveTextContent('$6,250')
    expect(screen.getByTestId('lot-reserve')).toHaveTextContent('Reserve not met')
    expect(screen.getByTestId('lot-next-bid')).toHaveTextContent('$6,500')
    expect(screen.getByTestId('lot-time-left')).toHaveTextContent('2 h 14 min left')
    expect(screen.getByText(/Closes Tue, Dec 15, 2:04:00\sPM CST/)).toBeInTheDocument()
    expect(screen.getByTestId('my-standing')).toHaveTextContent(
      'You have been outbid. Your maximum: $6,000',
    )
    // The history: the caller's own bid is "You", the others are numbered.
    const rows = within(screen.getByTestId('bid-history')).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent('Bidder 2')
    expect(rows[1]).toHaveTextContent('You')
    // The bid form: labelled, with the idempotency key and the all-in total for the next bid.
    expect(screen.getByLabelText('Your maximum bid (US$)')).toBeInTheDocument()
    expect(screen.getByTestId('all-in-total-amount')).toHaveTextContent('$7,150.00')
  })

  it('asks a visitor to sign in, and an unregistered bidder to register', () => {
    const { unmount } = renderWithI18n(<LotBidPanel {...props({ viewer: 'visitor' })} />)
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      '/signin?returnTo=%2Fauctions%2Fonline-dec-2026%2Flots%2F4',
    )
    expect(screen.queryByTestId('bid-form')).toBeNull()
    unmount()
    renderWithI18n(<LotBidPanel {...props({ viewer: 'unregistered' })} />)
    expect(screen.getByRole('checkbox', { name: /I accept the auction terms/ })).toBeInTheDocument()
    expect(screen.queryByTestId('bid-form')).toBeNull()
  })

  it('shows a refused bid’s message under the amount, in Spanish too', () => {
    renderWithI18n(
      <LotBidPanel
        {...props({
          locale: 'es',
          initialBidState: {
            idempotencyKey: 'key-0123456789abcdef',
            typed: 'abc',
            lot: null,
            result: { ok: false, field: 'maxBid', key: 'validation:validation.bidAmountInvalid' },
          },
        })}
      />,
      { locale: 'es' },
    )
    const input = screen.getByLabelText('Su puja máxima (US$)')
    expect(screen.getByTestId('bid-error')).toHaveTextContent('El monto de la puja no es válido')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveFocus()
  })

  it('says when bidding closed', () => {
    renderWithI18n(<LotBidPanel {...props({ renderedAt: Date.parse(closesAt) })} />)
    expect(screen.getByTestId('lot-time-left')).toHaveTextContent('Bidding closed')
    expect(screen.queryByTestId('bid-form')).toBeNull()
  })
})
