import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ConsoleFormState } from '@/components/console/form-state'
import { AddMemberForm } from './PartnerMemberForms'

const addAction = jest.fn<Promise<ConsoleFormState>, [ConsoleFormState, FormData]>()
jest.mock('./partner-actions', () => ({
  addPartnerMemberAction: (prev: ConsoleFormState, form: FormData) => addAction(prev, form),
  removePartnerMemberAction: jest.fn(),
}))

const ELSEWHERE =
  'ana@acme.test ya es miembro de Lone Star. Para moverlo a Rival, confirma el cambio.'
const EFFECT =
  'Mover ana@acme.test de Lone Star a Rival: pierde las páginas de socio de Lone Star y las claves de API que creó para Lone Star dejan de funcionar.'

describe('adding an address another partner has (issue 36, defect 6)', () => {
  it("shows the api's refusal naming that partner, then moves it only from the move step", async () => {
    addAction.mockImplementation(async (_prev, form) => ({
      values: { email: String(form.get('email')) },
      result: {
        ok: false,
        code: 'CONFLICT',
        fields: [
          { path: 'email', key: 'admin.partner.memberElsewhere', message: ELSEWHERE },
          { path: 'move', key: 'admin.partner.moveEffect', message: EFFECT },
        ],
      },
    }))
    render(
      <AddMemberForm
        locale="es"
        sellerId="7"
        label="Agregar un miembro a Rival"
        email="Correo del miembro"
        texts={{ submit: 'Agregar miembro', sending: 'Guardando…', failed: 'No se pudo.' }}
        move="Moverlo a Rival"
      />,
    )
    expect(screen.queryByRole('button', { name: 'Moverlo a Rival' })).toBeNull()
    fireEvent.change(screen.getByLabelText('Correo del miembro'), {
      target: { value: 'ana@acme.test' },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Agregar miembro' })))
    const move = await screen.findByRole('button', { name: 'Moverlo a Rival' })
    expect(addAction.mock.calls[0][1].get('move')).toBeNull()
    expect(screen.getByLabelText('Correo del miembro')).toHaveAccessibleDescription(ELSEWHERE)
    expect(screen.getByRole('group', { name: EFFECT })).toContainElement(move)

    await act(async () => fireEvent.click(move))
    await waitFor(() => expect(addAction).toHaveBeenCalledTimes(2))
    const sent = addAction.mock.calls[1][1]
    expect(sent.get('move')).toBe('true')
    expect(sent.get('email')).toBe('ana@acme.test')
    expect(sent.get('sellerId')).toBe('7')
  })
})
