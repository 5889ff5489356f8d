import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderSweepstakesForm } from './sweepstakes-form.test-helper'
import type { SweepstakesFormState } from './sweepstakes-form-state'

jest.mock('@/features/sweepstakes/enter-sweepstakes', () => ({
  enterSweepstakesAction: jest.fn(),
}))

// The rules' chunk arrives only when the test opens the gate (a slow phone network).
let openGate: () => void = () => undefined
const gate = new Promise<void>((resolve) => {
  openGate = resolve
})
const loads = jest.fn()
jest.mock('@/lib/lazy-module', () => ({
  lazyModule: <T,>(importer: () => Promise<T>) => {
    let loaded: T | null = null
    return {
      current: () => loaded,
      load: () => {
        loads()
        return gate.then(async () => (loaded = await importer()))
      },
    }
  },
}))

test('a field typed in before the rules arrive is checked once, when they do, against what it holds then', async () => {
  const user = userEvent.setup()
  // The api had refused the email (the no-JavaScript answer, or a send whose rules did not load).
  const initialState: SweepstakesFormState = {
    idempotencyKey: 'key-0123456789abcdef',
    values: { email: 'ana@' },
    result: {
      ok: false,
      code: 'VALIDATION',
      fields: [{ path: 'email', key: 'validation.emailInvalid', message: 'Email is not valid' }],
    },
  }
  renderSweepstakesForm('en', initialState)
  const email = screen.getByLabelText('Email')
  expect(email).toHaveAccessibleDescription('Email is not valid')

  await user.type(email, 'example.com')
  // One load for the focus, one for the field: not one per keystroke.
  expect(loads).toHaveBeenCalledTimes(2)
  expect(email).toHaveAccessibleDescription('Email is not valid')

  await act(async () => openGate())
  expect(email).toHaveValue('ana@example.com')
  expect(email).not.toHaveAttribute('aria-invalid')
  expect(email).toHaveAccessibleDescription('')
})
