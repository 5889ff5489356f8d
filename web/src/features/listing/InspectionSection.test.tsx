import { screen, within } from '@testing-library/react'
import { EQUIPMENT_STATES, listingDetailFixture } from '@/fixtures/equipment'
import { renderWithI18n } from '@/../test/render'
import { InspectionSection } from './InspectionSection'

jest.mock('@/features/leads/submit-lead', () => ({ submitLeadAction: jest.fn() }))

const PATH = '/for-sale/2022-komatsu-wa600-8-9614943'
const askForm = (container: HTMLElement) =>
  container.querySelector<HTMLFormElement>('form[data-lead-type="ask_inspector"]')

/** A machine without an inspection (the inspected one streams its report from the api). */
const notInspected = (over: Parameters<typeof listingDetailFixture>[0] = {}) =>
  listingDetailFixture({ inspected: false, inspection: null, ...over })

describe('Ask an Inspector on a machine not inspected yet', () => {
  it.each([
    ['available', notInspected()],
    ['price reduced', notInspected({ flair: 'PriceReduced', priceReduced: true })],
    ['coming soon', notInspected({ status: 'coming_soon', flair: 'ComingSoon' })],
  ])('is offered when the machine is %s, for general questions', (_state, listing) => {
    const { container } = renderWithI18n(
      <InspectionSection locale="en" listing={listing} path={PATH} queryId={null} prefill={null} />,
    )
    expect(
      screen.getByText(
        "This machine has not been inspected yet. Ask us and we'll tell you what we know.",
      ),
    ).toBeInTheDocument()
    const form = askForm(container)
    expect(form).not.toBeNull()
    expect(within(form!).getByText(/Our inspectors answer general questions/)).toBeInTheDocument()
    // The inspected machine's wording ("the inspector who checked this machine") is not used.
    expect(screen.queryByText(/who checked this machine/)).toBeNull()
    expect(within(form!).getByRole('button', { name: 'Ask the inspector' })).toBeInTheDocument()
    expect(form!.querySelector('input[name="stockNumber"]')).toHaveValue(listing.stockNumber)
  })

  it('speaks Spanish on Spanish pages', () => {
    const { container } = renderWithI18n(
      <InspectionSection
        locale="es"
        listing={notInspected()}
        path={`/es${PATH}`}
        queryId={null}
        prefill={null}
      />,
      { locale: 'es' },
    )
    expect(
      within(askForm(container)!).getByText(
        /Nuestros inspectores responden preguntas generales sobre esta máquina/,
      ),
    ).toBeInTheDocument()
  })

  it.each([
    ['sold', notInspected({ status: 'sold', soldAt: EQUIPMENT_STATES.sold.soldAt })],
    ['no longer available', notInspected({ status: 'no_longer_available' })],
  ])('is not offered once the machine is %s', (_state, listing) => {
    const { container } = renderWithI18n(
      <InspectionSection locale="en" listing={listing} path={PATH} queryId={null} prefill={null} />,
    )
    expect(askForm(container)).toBeNull()
  })
})
