import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LeadFormState } from '@/features/leads'
import { LEAD_FORM_FIELDS } from '@/features/leads'
import { LeadForm } from '@/features/leads'
import { renderWithI18n } from '@/../test/render'
import { partsLanding } from './parts-data'

const action = jest.fn<Promise<LeadFormState>, [LeadFormState, FormData]>()
jest.mock('@/features/leads/submit-lead', () => ({
  submitLeadAction: (prev: LeadFormState, form: FormData) => action(prev, form),
}))

describe('/parts (issue 16, Missing 1)', () => {
  it('is a landing page of machines sold with attachments, in both languages', () => {
    const en = partsLanding('en')
    expect(en).toMatchObject({
      path: '/parts',
      fixed: { flairs: ['SoldWithAttachments'] },
      heading: 'Parts and attachments',
      analyticsName: 'Landing: Parts',
    })
    expect(partsLanding('es').heading).toBe('Piezas y accesorios')
  })

  it("asks the contract's fields: make, ZIP and the part required; model and serial optional", () => {
    expect(LEAD_FORM_FIELDS.parts_request).toEqual([
      { name: 'firstName', required: true },
      { name: 'lastName', required: true },
      { name: 'email', required: true },
      { name: 'phone', required: true },
      { name: 'zip', required: true },
      { name: 'make', required: true },
      { name: 'model', required: false },
      { name: 'serialNumber', required: false },
      { name: 'message', required: true },
    ])
    expect(LEAD_FORM_FIELDS.taxonomy_alliance.map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'email',
      'company',
      'message',
    ])
  })

  it('shows Spanish field errors before sending, and sends nothing until they are fixed', async () => {
    const user = userEvent.setup()
    renderWithI18n(
      <LeadForm
        type="parts_request"
        locale="es"
        idempotencyKey="key-parts-0123456789"
        brand="Ironyard"
      />,
      { locale: 'es' },
    )
    expect(screen.getByRole('heading', { name: 'Solicita una pieza' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Nombre'), 'Lucía')
    await user.click(screen.getByRole('button', { name: 'Solicitar pieza' }))
    expect(await screen.findByText('La descripción de la pieza es obligatoria')).toBeInTheDocument()
    expect(screen.getByLabelText(/Descripción de la pieza/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/Número de serie/)).not.toHaveAttribute('aria-invalid')
    expect(action).not.toHaveBeenCalled()
  })
})
