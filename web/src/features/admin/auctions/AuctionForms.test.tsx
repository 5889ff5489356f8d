import { act, fireEvent, render, screen, within } from '@testing-library/react'
import en from '@/i18n/locales/en/admin-auctions.json'
import es from '@/i18n/locales/es/admin-auctions.json'
import { setLotReserveAction } from './auction-actions'
import { auctionFormTexts } from './auction-data'
import { AddLotForm, LotReserveForm } from './AuctionForms'

jest.mock('./auction-actions', () => ({
  addAuctionLotAction: jest.fn(),
  createAuctionAction: jest.fn(),
  setBiddingLimitAction: jest.fn(),
  setLotReserveAction: jest.fn(async () => ({ values: {}, result: null })),
  withdrawAuctionLotAction: jest.fn(),
}))

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

const lot = { id: '41', bidCount: 0, startingBidCents: 10_000_00, reserveCents: 50_000_00 }

describe('a lot’s reserve form (issue 34, the console)', () => {
  it('shows the lot’s terms in dollars, the starting bid only before the first bid', () => {
    const { unmount } = render(
      <LotReserveForm locale="en" texts={auctionFormTexts('en')} auctionSlug="spring" lot={lot} />,
    )
    const form = screen.getByRole('form', { name: en.forms.reserve.label })
    expect(within(form).getByLabelText(en.fields.reserve)).toHaveValue('50000')
    expect(within(form).getByLabelText(en.fields.startingBid)).toHaveValue('10000')
    expect(within(form).getByRole('button', { name: en.forms.reserve.submit })).toBeEnabled()

    unmount()
    render(
      <LotReserveForm
        locale="es"
        texts={auctionFormTexts('es')}
        auctionSlug="spring"
        lot={{ ...lot, bidCount: 3, reserveCents: 12_500_50 }}
      />,
    )
    const withBids = screen.getByRole('form', { name: es.forms.reserve.label })
    expect(within(withBids).queryByLabelText(es.fields.startingBid)).toBeNull()
    const reserve = within(withBids).getByLabelText(es.fields.reserve)
    expect(reserve).toHaveValue('12500.50')
    expect(reserve).toHaveAccessibleDescription(es.hints.reserveWithBids)
  })

  it('asks before removing the reserve, and sends the lot and the empty reserve once confirmed', async () => {
    const action = jest.mocked(setLotReserveAction)
    action.mockClear()
    render(
      <LotReserveForm
        locale="en"
        texts={auctionFormTexts('en')}
        auctionSlug="spring"
        lot={{ ...lot, bidCount: 2 }}
      />,
    )
    const form = screen.getByRole('form', { name: en.forms.reserve.label })
    fireEvent.change(within(form).getByLabelText(en.fields.reserve), { target: { value: '' } })
    fireEvent.submit(form)
    const dialog = screen.getByRole('dialog', { name: en.forms.reserve.remove.title })
    expect(dialog).toHaveAccessibleDescription(en.forms.reserve.remove.message)
    expect(action).not.toHaveBeenCalled()
    await act(async () =>
      fireEvent.click(
        within(dialog).getByRole('button', { name: en.forms.reserve.remove.confirm }),
      ),
    )
    expect(action).toHaveBeenCalledTimes(1)
    const sent = action.mock.calls[0][1]
    expect(Object.fromEntries(sent)).toEqual({
      locale: 'en',
      auction: 'spring',
      lotId: '41',
      reserve: '',
    })
  })

  it('lowers a reserve without asking', async () => {
    const action = jest.mocked(setLotReserveAction)
    action.mockClear()
    render(
      <LotReserveForm locale="en" texts={auctionFormTexts('en')} auctionSlug="spring" lot={lot} />,
    )
    const form = screen.getByRole('form', { name: en.forms.reserve.label })
    fireEvent.change(within(form).getByLabelText(en.fields.reserve), {
      target: { value: '40,000' },
    })
    await act(async () => fireEvent.submit(form))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(action).toHaveBeenCalledTimes(1)
    expect(action.mock.calls[0][1].get('reserve')).toBe('40,000')
    expect(action.mock.calls[0][1].get('startingBid')).toBe('10000')
  })
})

describe('the add-lot form opened from the equipment table', () => {
  it('chooses the auction, with the stock number filled in', () => {
    const { container } = render(
      <AddLotForm
        locale="es"
        texts={auctionFormTexts('es')}
        stockNumber="ACME-7"
        auctions={[
          { value: 'spring-2027-03-10', label: 'Spring (Próxima)' },
          { value: 'fall-2026-11-01', label: 'Fall (En curso)' },
        ]}
      />,
    )
    const form = screen.getByRole('form', { name: es.forms.add.label })
    const auction = within(form).getByRole('combobox', { name: es.fields.auction })
    expect(
      within(auction)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spring (Próxima)', 'Fall (En curso)'])
    expect(auction).toHaveAttribute('name', 'auction')
    expect(within(form).getByLabelText(es.fields.stockNumber)).toHaveValue('ACME-7')
    expect(within(form).getByLabelText(es.fields.startingBid)).toHaveValue('')
    // The auction is the one chosen, never a hidden one as on an auction's own page.
    expect(container.querySelector('input[type="hidden"][name="auction"]')).toBeNull()
  })

  it('on an auction’s page, the auction is that one', () => {
    const { container } = render(
      <AddLotForm locale="en" texts={auctionFormTexts('en')} auctionSlug="spring-2027-03-10" />,
    )
    expect(screen.queryByRole('combobox', { name: en.fields.auction })).toBeNull()
    expect(container.querySelector('input[name="auction"]')).toHaveValue('spring-2027-03-10')
  })
})
