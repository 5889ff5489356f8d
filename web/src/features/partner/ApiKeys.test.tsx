import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { CreateKeyForm, type CreateKeyTexts } from './ApiKeys'
import type { CreateKeyState } from './partner-actions'

const createAction = jest.fn<Promise<CreateKeyState>, [CreateKeyState, FormData]>()
jest.mock('./partner-actions', () => ({
  createPartnerApiKeyAction: (prev: CreateKeyState, form: FormData) => createAction(prev, form),
  revokePartnerApiKeyAction: jest.fn(),
}))

const texts: CreateKeyTexts = {
  legend: 'Create a key',
  name: 'Name',
  nameHint: 'Where it will be used',
  submit: 'Create key',
  sending: 'Creating…',
  failed: 'Could not create',
  created: 'Your new key: {{name}}',
  copyHint: 'Copy it now: it is never shown again.',
  copy: 'Copy',
  copied: 'Copied.',
  repeated: 'Already created and shown.',
}

const KEY = 'iy_live_abcdefgh0123456789abcdefghijklmnopqrstuvwxyz'

async function submit(name: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }))
  })
}

describe('creating an API key', () => {
  it('shows the new key once, selected, with the copy hint, in a live region', async () => {
    createAction.mockResolvedValueOnce({
      values: {},
      result: { ok: true, data: { name: 'DMS', key: KEY, prefix: 'iy_live_abcdefgh' } },
    })
    render(<CreateKeyForm locale="en" idempotencyKey="page-1" texts={texts} />)
    expect(screen.queryByDisplayValue(KEY)).toBeNull()
    await submit('DMS')
    const field = await screen.findByDisplayValue(KEY)
    expect(field).toHaveAttribute('readonly')
    expect(screen.getByRole('status')).toHaveTextContent('Your new key: DMS')
    expect(screen.getByRole('status')).toHaveTextContent('never shown again')
    const sent = createAction.mock.calls[0][1]
    expect(sent.get('name')).toBe('DMS')
    expect(sent.get('idempotencyKey')).toBe('page-1')
    // The name field is empty again for the next key.
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it('shows no key for a repeated submit (the first answer carried it), and field errors by name', async () => {
    createAction.mockResolvedValueOnce({
      values: {},
      result: { ok: true, data: { name: 'DMS', key: null, prefix: 'iy_live_abcdefgh' } },
    })
    render(<CreateKeyForm locale="en" idempotencyKey="page-1" texts={texts} />)
    await submit('DMS')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Already created and shown.'),
    )
    expect(screen.queryByDisplayValue(/^iy_live_/)).toBeNull()

    createAction.mockResolvedValueOnce({
      values: { name: '' },
      result: {
        ok: false,
        code: 'VALIDATION',
        fields: [{ path: 'name', key: 'validation.required', message: 'Enter a name.' }],
      },
    })
    await submit('')
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'),
    )
    expect(screen.getByText('Enter a name.')).toBeInTheDocument()
  })
})
