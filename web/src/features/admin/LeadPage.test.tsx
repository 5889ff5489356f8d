import { render, screen } from '@testing-library/react'
import esAdmin from '@/i18n/locales/es/admin.json'
import { LeadPage } from './LeadPage'

jest.mock('./admin-actions', () => ({ markLeadContactedAction: jest.fn() }))

const lead = {
  id: '42',
  type: 'sell_valuation',
  createdAt: '2026-11-20T15:04:00Z',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '+1 512 555 0100',
  company: null,
  zip: '78701',
  stockNumber: null,
  offerAmountCents: null,
  message: 'Runs well',
  locale: 'es',
  contactedAt: null,
  contactedBy: null,
  details: [
    { key: 'make', value: 'Caterpillar' },
    { key: 'model', value: '336' },
    { key: 'year', value: '2018' },
    { key: 'hoursOrMiles', value: '6200' },
  ],
} as const

const facts = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  )

describe("a lead's page (issue 36)", () => {
  it("lists the form's own answers with labels, the time of day, and offers Mark contacted", () => {
    render(<LeadPage locale="en" lead={lead as never} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lead 42: Ana Ruiz')
    expect(facts()).toMatchObject({
      Form: 'Sell: free valuation',
      Make: 'Caterpillar',
      Model: '336',
      Year: '2018',
      'Hours or miles': '6,200',
      Language: 'Spanish',
      Phone: '+1 512 555 0100',
    })
    expect(screen.getByText(/2026/).tagName).toBe('TIME')
    expect(
      screen.getByRole('button', { name: 'Mark the lead of Ana Ruiz contacted' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the leads' })).toHaveAttribute(
      'href',
      '/admin/leads',
    )
  })

  it('in Spanish, in the partner console', () => {
    render(<LeadPage locale="es" console="partner" lead={lead as never} />)
    expect(facts()).toMatchObject({
      [esAdmin.leads.columns.type]: esAdmin.leadTypes.sell_valuation,
      [esAdmin.leads.details.make]: 'Caterpillar',
      [esAdmin.leads.details.hoursOrMiles]: '6,200',
    })
    expect(screen.getByRole('link', { name: esAdmin.leads.page.back })).toHaveAttribute(
      'href',
      '/es/partner/leads',
    )
  })
})
