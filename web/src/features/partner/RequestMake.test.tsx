import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { RequestMakeState } from './partner-actions'
import { RequestMake, type RequestMakeTexts } from './RequestMake'

const requestMake = jest.fn<Promise<RequestMakeState>, [RequestMakeState, FormData]>()
jest.mock('./partner-actions', () => ({
  requestMakeAction: (prev: RequestMakeState, form: FormData) => requestMake(prev, form),
}))

const texts: RequestMakeTexts = {
  ask: 'Ask us to add {{make}}',
  label: 'Make',
  submit: 'Ask us to add this make',
  sending: 'Sending…',
  requested: 'Thanks: our team will review {{make}}.',
  already: 'You already asked for {{make}}.',
  failed: 'The request could not be sent.',
}
const ok = (name: string, alreadyRequested = false): RequestMakeState => ({
  values: {},
  result: { ok: true, data: { name, alreadyRequested } },
})

beforeEach(() => requestMake.mockReset())

/** Issue 36, defect 6 (review): a sent ask takes the focus to its answer. */
describe('asking for a make', () => {
  it('moves the focus to the thanks once the one-button ask is sent (its button is gone)', async () => {
    requestMake.mockResolvedValue(ok('Zzyzx Iron'))
    render(<RequestMake locale="en" make="Zzyzx Iron" texts={texts} />)
    const button = screen.getByRole('button', { name: 'Ask us to add Zzyzx Iron' })
    button.focus()
    await act(async () => fireEvent.click(button))
    const status = screen.getByRole('status')
    await waitFor(() =>
      expect(status).toHaveTextContent('Thanks: our team will review Zzyzx Iron.'),
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(status).toHaveAttribute('tabindex', '-1')
    expect(status).toHaveFocus()
  })

  it('focuses the answer after each ask from the free field, and keeps it on a refused one', async () => {
    render(<RequestMake locale="en" texts={texts} />)
    const field = screen.getByRole('textbox', { name: 'Make' })
    const submit = screen.getByRole('button', { name: 'Ask us to add this make' })
    requestMake.mockResolvedValueOnce(ok('Zzyzx Iron'))
    fireEvent.change(field, { target: { value: 'Zzyzx Iron' } })
    await act(async () => fireEvent.click(submit))
    const status = screen.getByRole('status')
    await waitFor(() => expect(status).toHaveFocus())
    // A second ask: the focus goes back to the answer once more.
    submit.focus()
    requestMake.mockResolvedValueOnce(ok('Zzyzx Iron', true))
    await act(async () => fireEvent.click(submit))
    await waitFor(() => expect(status).toHaveTextContent('You already asked for Zzyzx Iron.'))
    expect(status).toHaveFocus()
    // Refused: the field says why and the focus is not taken to an empty message.
    submit.focus()
    requestMake.mockResolvedValueOnce({
      values: { name: 'Caterpillar' },
      result: {
        ok: false,
        code: 'VALIDATION',
        fields: [{ path: 'name', key: 'partner-feed.make.exists', message: 'We have it.' }],
      },
    })
    await act(async () => fireEvent.click(submit))
    await waitFor(() => expect(screen.getByText('We have it.')).toBeInTheDocument())
    expect(status).toBeEmptyDOMElement()
    expect(status).not.toHaveFocus()
  })
})
