import { screen } from '@testing-library/react'
import type { LeadFormState } from '@/features/leads/lead-form-state'
import { renderServedWithI18n, renderWithI18n } from '@/../test/render'
import { LeadForm } from './LeadForm'

jest.mock('@/features/leads/submit-lead', () => ({ submitLeadAction: jest.fn() }))

const KEY = 'key-0123456789abcdef'

/** The server action's answer refusing `paths`, as the page renders it after a plain POST. */
const refused = (...paths: string[]): LeadFormState => ({
  idempotencyKey: KEY,
  values: { firstName: 'Dana', email: 'dana@' },
  result: {
    ok: false,
    code: 'VALIDATION',
    fields: paths.map((path) => ({ path, key: 'validation.invalid', message: 'x' })),
  },
})

const form = (initialState?: LeadFormState) => (
  <LeadForm
    type="contact_sales"
    locale="en"
    stockNumber="9614943"
    idempotencyKey={KEY}
    brand="Ironyard"
    initialState={initialState}
    disclosure={{ id: 'contact-sales', summary: 'Contact sales', openHref: '?form=contact_sales' }}
  />
)

describe("a lead form on the page of the server's answer (sent without JavaScript, or before the scripts ran)", () => {
  it('marks the first field it refused, in the form order, for the browser to focus as the page loads', async () => {
    const served = await renderServedWithI18n(form(refused('message', 'email')))
    const marked = served.container.querySelectorAll('[autofocus]')
    expect(marked).toHaveLength(1)
    expect(marked[0]).toBe(screen.getByLabelText('Email'))
    expect(served.container.querySelector('details')).toHaveAttribute('open')
  })

  it('focuses it when drawn in the browser too, a message box as well as a field', () => {
    renderWithI18n(form(refused('message')))
    expect(screen.getByLabelText('Message')).toHaveFocus()
  })

  it('marks nothing on a page that is not such an answer', async () => {
    const served = await renderServedWithI18n(form())
    expect(served.container.querySelector('[autofocus]')).toBeNull()
  })
})
