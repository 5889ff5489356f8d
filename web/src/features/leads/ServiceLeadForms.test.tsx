import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LeadAnswer, LeadFormState } from '@/features/leads/lead-form-state'
import { validateLead } from '@/features/leads/validate-lead'
import { renderWithI18n } from '@/../test/render'
import { LeadForm, type LeadFormProps } from './LeadForm'
import { LEAD_EVENT } from './lead-event'
import { sendPrequalifyValues } from './prequalify-values'

const action = jest.fn<Promise<LeadFormState>, [LeadFormState, FormData]>()
jest.mock('@/features/leads/submit-lead', () => ({
  submitLeadAction: (prev: LeadFormState, form: FormData) => action(prev, form),
}))

const KEY = 'key-services-0123456789'
const STATES = [
  { value: 'TX', label: 'Texas' },
  { value: 'PR', label: 'Puerto Rico' },
]
const TYPES = [{ value: 'excavators', label: 'Excavators' }]

function renderForm(props: Partial<LeadFormProps> = {}, locale: 'en' | 'es' = 'en') {
  return renderWithI18n(
    <LeadForm
      type="finance_prequalify"
      locale={locale}
      idempotencyKey={KEY}
      brand="Ironyard"
      options={{ state: STATES, equipmentType: TYPES }}
      successExtra={<a href="https://lender.example/apply">Continue to the lender</a>}
      {...props}
    />,
    { locale },
  )
}

const answered = (answer: LeadAnswer): LeadFormState => ({
  idempotencyKey: KEY,
  values: {},
  result: {
    ok: true,
    data: {
      contactWindow: 'within24Hours',
      duplicate: false,
      likelihood: null,
      outcome: 'received',
      fitReasons: [],
      ...answer,
    },
  },
})

async function fillFinance(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Dana')
  await user.type(screen.getByLabelText('Last name'), 'Reyes')
  await user.type(screen.getByLabelText('Email'), 'dana@example.com')
  await user.type(screen.getByLabelText('Phone'), '+1 512 555 0188')
  await user.type(screen.getByLabelText('Company'), 'Reyes Earthworks')
  await user.type(screen.getByLabelText('Role'), 'Owner')
  await user.type(screen.getByLabelText('Address'), '100 Congress Ave')
  await user.type(screen.getByLabelText('City'), 'Austin')
  await user.selectOptions(screen.getByLabelText('State'), 'TX')
  await user.type(screen.getByLabelText('Zip Code'), '78701')
  await user.selectOptions(screen.getByLabelText('Credit rating'), 'very_good')
  await user.selectOptions(screen.getByLabelText('Equipment type'), 'excavators')
  await user.selectOptions(screen.getByLabelText('Number of machines'), '5-9')
}

beforeEach(() => action.mockReset())

describe('services forms (LeadForm)', () => {
  it('asks the spec §3 finance fields and names each missing one (spec §5)', async () => {
    const user = userEvent.setup()
    renderForm()
    expect(screen.getByRole('heading', { name: 'Pre-qualify for financing' })).toBeInTheDocument()
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Poor', 'Average', 'Very good', 'Excellent', 'Texas']),
    )
    await user.click(screen.getByRole('button', { name: 'Pre-qualify' }))
    for (const [label, text] of [
      ['Company', 'Company is required'],
      ['Role', 'Role is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['Zip Code', 'Zip Code is required'],
      ['Credit rating', 'Credit is required'],
      ['Equipment type', 'Equipment type is required'],
      ['Number of machines', 'Number of machines is required'],
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text)
    }
    // The price is optional, but checked when given.
    expect(screen.getByLabelText(/Equipment price/)).not.toHaveAttribute('aria-invalid')
    await user.type(screen.getByLabelText(/Equipment price/), '12k')
    await user.tab()
    expect(screen.getByLabelText(/Equipment price/)).toHaveAccessibleDescription('Price is invalid')
    expect(screen.getByText(/automated dialling/)).toBeInTheDocument()
    expect(action).not.toHaveBeenCalled()
  })

  it('says the same in Spanish', async () => {
    const user = userEvent.setup()
    renderForm({}, 'es')
    await user.click(screen.getByRole('button', { name: 'Precalificar' }))
    expect(screen.getByLabelText('Puesto')).toHaveAccessibleDescription('El rol es obligatorio')
    expect(screen.getByLabelText('Historial crediticio')).toHaveAccessibleDescription(
      'El crédito es obligatorio',
    )
    expect(screen.getByLabelText('Tipo de equipo')).toHaveAccessibleDescription(
      'El tipo de equipo es obligatorio',
    )
  })

  it('sends no stock number, then shows the 24-hour promise and the lender hand-off', async () => {
    action.mockResolvedValue(answered({}))
    const user = userEvent.setup()
    renderForm({ prefill: { price: '185000', zip: '' } })
    await fillFinance(user)
    await user.click(screen.getByRole('button', { name: 'Pre-qualify' }))
    const sent = Object.fromEntries(action.mock.calls[0][1].entries())
    expect(sent).toMatchObject({
      type: 'finance_prequalify',
      state: 'TX',
      creditRating: 'very_good',
      equipmentType: 'excavators',
      price: '185000',
    })
    expect(sent).not.toHaveProperty('stockNumber')
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Submission successful!')
    expect(status).toHaveTextContent('A team partner will contact you within 24 hours.')
    expect(screen.getByRole('link', { name: 'Continue to the lender' })).toHaveAttribute(
      'href',
      'https://lender.example/apply',
    )
  })

  it('shows the spec §4 "sorry" state with the reasons when the program is not a fit', async () => {
    action.mockResolvedValue(
      answered({
        outcome: 'not_a_fit',
        contactWindow: 'none',
        fitReasons: ['amount_over_limit', 'outside_service_area'],
      }),
    )
    const user = userEvent.setup()
    renderForm()
    await fillFinance(user)
    await user.click(screen.getByRole('button', { name: 'Pre-qualify' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Sorry, our financing program is not a fit for this request')
    expect(status).toHaveTextContent('Financing through our program goes up to $2,000,000.')
    expect(status).toHaveTextContent('50 US states and the District of Columbia')
    expect(status).not.toHaveTextContent('within 24 hours')
    // Not a success: a neutral box, not the green one (issue 16, defect 13).
    expect(status).toHaveClass('sorry')
    expect(status).not.toHaveClass('success')
    expect(screen.queryByRole('link', { name: 'Continue to the lender' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Change my answers' }))
    expect(screen.getByRole('button', { name: 'Pre-qualify' })).toBeInTheDocument()
  })

  it('tells a visitor whose session ended to sign in again', async () => {
    action.mockResolvedValue({
      idempotencyKey: KEY,
      values: {},
      result: { ok: false, code: 'UNAUTHENTICATED', fields: [], messageKey: 'form.signInRequired' },
    })
    const user = userEvent.setup()
    renderForm()
    await fillFinance(user)
    await user.click(screen.getByRole('button', { name: 'Pre-qualify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to send this form.')
  })

  it('shows every missing field on the first press of the button, even leaving a field', async () => {
    const user = userEvent.setup()
    renderForm({ prefill: { firstName: 'Dana', lastName: 'Reyes', email: 'd@example.com' } })
    // The visitor was in a field; pressing the button blurs it before the click lands.
    await user.type(screen.getByLabelText('Phone'), '0000000000')
    await user.click(screen.getByRole('button', { name: 'Pre-qualify' }))
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone is not valid')
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Company is required')
    expect(screen.getByLabelText('Number of machines')).toHaveAccessibleDescription(
      'Number of machines is required',
    )
    expect(screen.getByLabelText('Phone')).toHaveFocus()
    expect(action).not.toHaveBeenCalled()
  })

  it("takes the calculator's price and ZIP when its link is followed on the page", async () => {
    renderForm()
    act(() => sendPrequalifyValues({ price: '85,000', zip: '30301' }))
    expect(screen.getByLabelText(/Equipment price/)).toHaveValue('85,000')
    expect(screen.getByLabelText('Zip Code')).toHaveValue('30301')
  })

  it('sends the lead value of the machine-count band with the event (spec §9)', async () => {
    action.mockResolvedValue(answered({}))
    const events: unknown[] = []
    const listen = (e: Event) => events.push((e as CustomEvent).detail)
    window.addEventListener(LEAD_EVENT, listen)
    const user = userEvent.setup()
    renderForm()
    await fillFinance(user)
    await user.click(screen.getByRole('button', { name: 'Pre-qualify' }))
    await screen.findByRole('status')
    window.removeEventListener(LEAD_EVENT, listen)
    expect(events).toEqual([expect.objectContaining({ value: 100, type: 'finance_prequalify' })])
    expect(Object.fromEntries(action.mock.calls[0][1].entries())).toMatchObject({
      machineCount: '5-9',
    })
  })

  it('checks the sell and inspection forms: year, hours or miles', () => {
    expect(validateLead('sell_valuation', {})).toMatchObject({
      zip: 'validation.zipRequired',
      equipmentType: 'validation.equipmentTypeRequired',
      make: 'validation.makeRequired',
      model: 'validation.modelRequired',
      year: 'validation.yearRequired',
      hoursOrMiles: 'validation.hoursOrMilesRequired',
    })
    const machine = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: '512 555 0100',
      zip: '78701',
      equipmentType: 'excavators',
      make: 'Caterpillar',
      model: '320',
      machineCount: '1-4',
    }
    expect(
      validateLead('sell_valuation', { ...machine, year: '1890', hoursOrMiles: '12.5' }),
    ).toEqual({ year: 'validation.yearInvalid', hoursOrMiles: 'validation.hoursOrMilesDecimal' })
    expect(
      validateLead('sell_valuation', { ...machine, year: '2016', hoursOrMiles: '-3' }),
    ).toEqual({
      hoursOrMiles: 'validation.hoursOrMilesNegative',
    })
    expect(validateLead('inspection_request', { ...machine, year: '2016' })).toEqual({})
  })

  it('shows the sell form with its 1-2 business day promise', async () => {
    action.mockResolvedValue(answered({ contactWindow: 'oneToTwoBusinessDays' }))
    const user = userEvent.setup()
    renderForm({ type: 'sell_valuation', options: { equipmentType: TYPES } })
    await user.type(screen.getByLabelText('First name'), 'Dana')
    await user.type(screen.getByLabelText('Last name'), 'Reyes')
    await user.type(screen.getByLabelText('Email'), 'dana@example.com')
    await user.type(screen.getByLabelText('Phone'), '+1 512 555 0188')
    await user.type(screen.getByLabelText('Zip Code'), '78701')
    await user.selectOptions(screen.getByLabelText('Equipment type'), 'excavators')
    await user.type(screen.getByLabelText('Make'), 'Caterpillar')
    await user.type(screen.getByLabelText('Model'), '320')
    await user.type(screen.getByLabelText('Year'), '2016')
    await user.type(screen.getByLabelText('Hours or miles'), '5200')
    await user.selectOptions(screen.getByLabelText('Number of machines'), '10+')
    await user.click(screen.getByRole('button', { name: 'Request my valuation' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A team partner will contact you within 1-2 business days.',
    )
  })
})
