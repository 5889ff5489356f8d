import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderSweepstakesForm } from './sweepstakes-form.test-helper'
import type { SweepstakesFormState } from './sweepstakes-form-state'

const action = jest.fn<Promise<SweepstakesFormState>, [SweepstakesFormState, FormData]>()
jest.mock('@/features/sweepstakes/enter-sweepstakes', () => ({
  enterSweepstakesAction: (prev: SweepstakesFormState, form: FormData) => action(prev, form),
}))
// The form's rules cannot be loaded (offline, a new deployment replaced the chunk).
jest.mock('./sweepstakes-rules', () => {
  throw new Error('chunk failed to load')
})

test("when the form's rules cannot load, a send goes to the server action, whose field messages show", async () => {
  const user = userEvent.setup()
  action.mockImplementation(async (prev) => ({
    ...prev,
    result: {
      ok: false,
      code: 'VALIDATION',
      fields: [{ path: 'firstName', key: 'validation.firstNameRequired', message: 'x' }],
    },
  }))
  renderSweepstakesForm('en')
  await user.click(screen.getByRole('button', { name: 'Enter the sweepstakes' }))
  expect(action).toHaveBeenCalledTimes(1)
  const first = screen.getByLabelText('First name')
  expect(first).toHaveAttribute('aria-invalid', 'true')
  expect(first).toHaveAccessibleDescription('First name is required')
  // A second send, once the first is answered, is sent too: nothing is stuck.
  await user.click(await screen.findByRole('button', { name: 'Enter the sweepstakes' }))
  expect(action).toHaveBeenCalledTimes(2)
})
