import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EQUIPMENT_STATES, listingDetailFixture } from '@/fixtures/equipment'
import { renderWithI18n } from '@/../test/render'
import { buyerContext } from './buyer-context'
import { InspectionSection } from './InspectionSection'

jest.mock('@/features/leads/submit-lead', () => ({ submitLeadAction: jest.fn() }))

const PATH = '/for-sale/2022-komatsu-wa600-8-9614943'
const askForm = (container: HTMLElement) =>
  container.querySelector<HTMLFormElement>('form[data-lead-type="ask_inspector"]')
/** Opens the collapsed Ask an Inspector disclosure: its form renders then (issue 18). */
async function openAsk(container: HTMLElement) {
  const ask = container.querySelector<HTMLElement>('details[data-lead-type="ask_inspector"]')!
  expect(askForm(container)).toBeNull()
  await userEvent.setup().click(ask.querySelector('summary')!)
  return askForm(container)
}

/** A machine without an inspection (the inspected one streams its report from the api). */
const notInspected = (over: Parameters<typeof listingDetailFixture>[0] = {}) =>
  listingDetailFixture({ inspected: false, inspection: null, ...over })

describe('Ask an Inspector on a machine not inspected yet', () => {
  it.each([
    ['available', notInspected()],
    ['price reduced', notInspected({ flair: 'PriceReduced', priceReduced: true })],
    ['coming soon', notInspected({ status: 'coming_soon', flair: 'ComingSoon' })],
  ])('is offered when the machine is %s, for general questions', async (_state, listing) => {
    const { container } = renderWithI18n(
      <InspectionSection locale="en" listing={listing} buyer={buyerContext(PATH)} />,
    )
    expect(
      screen.getByText(
        "This machine has not been inspected yet. Ask us and we'll tell you what we know.",
      ),
    ).toBeInTheDocument()
    const form = await openAsk(container)
    expect(form).not.toBeNull()
    expect(within(form!).getByText(/Our inspectors answer general questions/)).toBeInTheDocument()
    // The inspected machine's wording ("the inspector who checked this machine") is not used.
    expect(screen.queryByText(/who checked this machine/)).toBeNull()
    expect(within(form!).getByRole('button', { name: 'Ask the inspector' })).toBeInTheDocument()
    expect(form!.querySelector('input[name="stockNumber"]')).toHaveValue(listing.stockNumber)
  })

  it('speaks Spanish on Spanish pages', async () => {
    const { container } = renderWithI18n(
      <InspectionSection locale="es" listing={notInspected()} buyer={buyerContext(`/es${PATH}`)} />,
      { locale: 'es' },
    )
    expect(
      within((await openAsk(container))!).getByText(
        /Nuestros inspectores responden preguntas generales sobre esta máquina/,
      ),
    ).toBeInTheDocument()
  })

  it.each([
    ['sold', notInspected({ status: 'sold', soldAt: EQUIPMENT_STATES.sold.soldAt })],
    ['no longer available', notInspected({ status: 'no_longer_available' })],
  ])('is not offered once the machine is %s', (_state, listing) => {
    const { container } = renderWithI18n(
      <InspectionSection locale="en" listing={listing} buyer={buyerContext(PATH)} />,
    )
    expect(container.querySelector('[data-lead-type="ask_inspector"]')).toBeNull()
  })
})
