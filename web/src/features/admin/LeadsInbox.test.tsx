import { render, screen, within } from '@testing-library/react'
import enAdmin from '@/i18n/locales/en/admin.json'
import esAdmin from '@/i18n/locales/es/admin.json'
import type { AdminLeadsData } from './admin-data'
import { LeadsInbox } from './LeadsInbox'

jest.mock('./admin-actions', () => ({ markLeadContactedAction: jest.fn() }))
jest.mock('./lead-bulk-actions', () => ({
  bulkLeadsAction: jest.fn(),
  undoLeadBulkAction: jest.fn(),
}))

const lead = (
  id: string,
  type: string,
  details: Array<{ key: string; value: string }>,
  status = 'available',
) => ({
  id,
  type,
  createdAt: '2026-11-20T15:04:00Z',
  name: 'Ana Ruiz',
  email: `${type}@example.com`,
  phone: '+1 512 555 0100',
  company: null,
  stockNumber: type === 'buy_now' ? 'IY-100' : null,
  offerAmountCents: null,
  message: null,
  locale: 'en',
  contactedAt: null,
  contactedBy: null,
  details,
  owner: id === '2' ? { id: 'u1', email: 'sam@ironyard.example', name: 'Sam Ortiz' } : null,
  listing:
    type === 'buy_now'
      ? { title: '2019 Caterpillar 336', year: 2019, make: 'Caterpillar', model: '336', status }
      : null,
})

const data = {
  totalCount: 3,
  page: 1,
  pageSize: 50,
  nodes: [
    lead('1', 'sell_valuation', [
      { key: 'equipmentType', value: 'Excavator' },
      { key: 'make', value: 'Caterpillar' },
      { key: 'model', value: '336' },
      { key: 'year', value: '2018' },
      { key: 'hoursOrMiles', value: '6200' },
      { key: 'machineCount', value: '1-4' },
    ]),
    lead('2', 'finance_prequalify', [
      { key: 'creditRating', value: 'very_good' },
      { key: 'price', value: '12500000' },
      { key: 'fit', value: 'not_a_fit' },
    ]),
    lead('3', 'buy_now', []),
  ],
} as unknown as AdminLeadsData

const inbox = (locale: 'en' | 'es', console: 'admin' | 'partner' = 'admin') =>
  render(
    <LeadsInbox locale={locale} console={console} filter={{ page: 1 }} data={data} outcome={{}} />,
  )

const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email) })

describe("the leads inbox shows each form's own answers (issue 36)", () => {
  it("a valuation's machine and a pre-qualification's credit, labelled, in the Request column", () => {
    inbox('en')
    const sell = rowOf('sell_valuation@example.com')
    const details = within(sell).getByRole('list')
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Equipment type: Excavator',
      'Make: Caterpillar',
      'Model: 336',
      'Year: 2018',
      'Hours or miles: 6,200',
      'Machines: 1 to 4',
    ])
    const finance = within(rowOf('finance_prequalify@example.com')).getByRole('list')
    expect(
      within(finance)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Credit rating: Very good',
      'Equipment price: $125,000',
      'Pre-qualification: Not a fit',
    ])
    // The form by its name, never its code.
    expect(within(sell).getByText(enAdmin.leadTypes.sell_valuation)).toBeInTheDocument()
    expect(screen.queryByText('sell_valuation')).toBeNull()
  })

  it('in Spanish, with Spanish labels and values', () => {
    inbox('es')
    const sell = within(rowOf('sell_valuation@example.com')).getByRole('list')
    expect(
      within(sell).getByText(`${esAdmin.leads.details.make}:`).parentElement,
    ).toHaveTextContent('Marca: Caterpillar')
    expect(
      within(sell).getByText(`${esAdmin.leads.details.machineCount}:`).parentElement,
    ).toHaveTextContent('Máquinas: De 1 a 4')
  })

  it('gives the received time of day and links the listing in the same console', () => {
    inbox('en', 'partner')
    const row = rowOf('buy_now@example.com')
    const time = within(row).getByText(/2026/)
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('dateTime', '2026-11-20T15:04:00Z')
    expect(time.textContent).toMatch(/\d:04/)
    // The received time opens the lead's page.
    expect(time.closest('a')).toHaveAttribute('href', '/partner/leads/3')
    expect(
      within(row).getByRole('link', { name: 'Open listing IY-100 in the console' }),
    ).toHaveAttribute('href', '/partner/equipment/IY-100')
  })
})

describe("the leads inbox names each lead's machine (issue 36)", () => {
  it('links the machine to its public page, in the viewer’s language', () => {
    inbox('es')
    const row = rowOf('buy_now@example.com')
    expect(within(row).getByRole('link', { name: '2019 Caterpillar 336' })).toHaveAttribute(
      'href',
      '/es/for-sale/2019-caterpillar-336-iy-100',
    )
    // The received date and time, in the viewer's zone once in the browser.
    expect(within(row).getByText(/2026/).tagName).toBe('TIME')
  })

  it('a listing buyers cannot see (a draft) is named, not linked', () => {
    render(
      <LeadsInbox
        locale="en"
        console="admin"
        filter={{ page: 1 }}
        data={{ ...data, nodes: [lead('9', 'buy_now', [], 'draft')] } as unknown as AdminLeadsData}
        outcome={{}}
      />,
    )
    const row = rowOf('buy_now@example.com')
    expect(within(row).getByText('2019 Caterpillar 336')).toBeInTheDocument()
    expect(within(row).queryByRole('link', { name: '2019 Caterpillar 336' })).toBeNull()
  })
})

describe('the leads inbox acts on many leads at once, with Undo (issue 36, point 7)', () => {
  const owners = [{ id: 'u1', email: 'sam@ironyard.example', name: 'Sam Ortiz' }]
  const op = (over: Record<string, unknown> = {}) => ({
    id: '11',
    action: 'markContacted' as const,
    createdAt: '2026-11-20T16:00:00Z',
    changedCount: 2,
    ownerEmail: null,
    undoneAt: null,
    rows: [
      { leadId: '1', outcome: 'changed' as const },
      { leadId: '2', outcome: 'changed' as const },
      { leadId: '3', outcome: 'unchanged' as const },
    ],
    undoRows: [],
    ...over,
  })

  it('each row has a labelled checkbox of the bulk form, and the bar offers the page, the action, an owner and a note', () => {
    render(
      <LeadsInbox
        locale="en"
        console="admin"
        filter={{ page: 1, status: 'waiting' }}
        data={data}
        outcome={{}}
        owners={owners}
        bulkKey="bulk-key-123"
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'Select lead 2 from Ana Ruiz' })
    const form = screen.getByRole('group', { name: 'With the selected leads' }).closest('form')!
    expect(box).toHaveAttribute('form', form.id)
    expect(screen.getByRole('checkbox', { name: 'Select all 3 leads on this page' })).toBeVisible()
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Mark contacted',
      'Assign the owner',
      'Add the note',
      'Nobody',
      'Sam Ortiz (sam@ironyard.example)',
    ])
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      key: 'bulk-key-123',
      pageIds: '1,2,3',
      console: 'admin',
    })
    expect(
      within(rowOf('finance_prequalify@example.com')).getByText(/Owner: Sam Ortiz/),
    ).toBeVisible()
  })

  it('says what the operation did and offers Undo; after Undo, what came back and what was kept', () => {
    const { unmount } = render(
      <LeadsInbox
        locale="en"
        filter={{ page: 1 }}
        data={data}
        outcome={{}}
        bulk={{ done: op() }}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('2 leads marked contacted. 1 already was.')
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible()
    unmount()
    render(
      <LeadsInbox
        locale="es"
        filter={{ page: 1 }}
        data={data}
        outcome={{}}
        bulk={{
          undone: op({
            undoneAt: '2026-11-20T16:05:00Z',
            undoRows: [
              { leadId: '1', outcome: 'restored' },
              { leadId: '2', outcome: 'kept' },
            ],
          }),
        }}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Deshecho: 1 solicitud está como estaba. 1 cambió después y se dejó como está.',
    )
    expect(screen.queryByRole('button', { name: esAdmin.leads.bulk.undo })).toBeNull()
  })

  it('a refused operation is an alert in the viewer’s language', () => {
    render(
      <LeadsInbox
        locale="es"
        filter={{ page: 1 }}
        data={data}
        outcome={{}}
        bulk={{ error: 'noLeads' }}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(esAdmin.leads.bulk.errors.noLeads)
  })
})
