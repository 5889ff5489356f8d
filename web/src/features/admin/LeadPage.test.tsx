import { render, screen } from '@testing-library/react'
import esAdmin from '@/i18n/locales/es/admin.json'
import { LeadPage } from './LeadPage'

jest.mock('./admin-actions', () => ({ markLeadContactedAction: jest.fn() }))
jest.mock('./lead-bulk-actions', () => ({
  bulkLeadsAction: jest.fn(),
  undoLeadBulkAction: jest.fn(),
}))

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
  owner: null,
  notes: [],
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

describe("a lead's owner and notes (issue 36, point 7)", () => {
  const owners = [
    { id: 'u1', email: 'sam@ironyard.example', name: 'Sam Ortiz' },
    { id: 'u2', email: 'lee@ironyard.example', name: null },
  ]
  const withNotes = {
    ...lead,
    owner: owners[0],
    notes: [
      {
        id: '7',
        body: 'Called back.\nWants a freight quote.',
        authorEmail: 'sam@ironyard.example',
        createdAt: '2026-11-20T16:00:00Z',
      },
    ],
  }

  it('names the owner, lists the notes and offers to assign someone and to add a note', () => {
    render(
      <LeadPage locale="en" lead={withNotes as never} owners={owners} bulkKey="key-12345678" />,
    )
    expect(facts()).toMatchObject({ Owner: 'Sam Ortiz (sam@ironyard.example)' })
    const notes = screen.getByRole('region', { name: 'Notes' })
    expect(notes).toHaveTextContent('Called back.')
    expect(notes).toHaveTextContent('By sam@ironyard.example')
    const owner = screen.getByRole('combobox', { name: 'Owner' })
    expect(owner).toHaveValue('u1')
    expect(Array.from((owner as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'Nobody',
      'Sam Ortiz (sam@ironyard.example)',
      'lee@ironyard.example',
    ])
    const note = screen.getByRole('textbox', { name: 'Note' })
    expect(note).toBeRequired()
    const form = note.closest('form')!
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      action: 'addNote',
      ids: '42',
      lead: '42',
      key: 'key-12345678',
    })
    expect(screen.getByRole('button', { name: 'Add the note' })).toBeVisible()
  })

  it('says what the last change did and offers Undo, in Spanish', () => {
    render(
      <LeadPage
        locale="es"
        lead={withNotes as never}
        owners={owners}
        bulk={{
          done: {
            id: '5',
            action: 'addNote',
            createdAt: '2026-11-20T16:00:00Z',
            changedCount: 1,
            ownerEmail: null,
            undoneAt: null,
            rows: [{ leadId: '42', outcome: 'changed' }],
            undoRows: [],
          },
        }}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Nota añadida a 1 solicitud.')
    const undo = screen.getByRole('button', { name: esAdmin.leads.bulk.undo })
    expect(Object.fromEntries(new FormData(undo.closest('form')!))).toMatchObject({
      operation: '5',
      lead: '42',
      locale: 'es',
    })
  })
})
