import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderServedWithI18n } from '@/../test/render'
import { renderSweepstakesForm, sweepstakesForm } from './sweepstakes-form.test-helper'
import type { SweepstakesFormState } from './sweepstakes-form-state'

const action = jest.fn<Promise<SweepstakesFormState>, [SweepstakesFormState, FormData]>()
jest.mock('@/features/sweepstakes/enter-sweepstakes', () => ({
  enterSweepstakesAction: (prev: SweepstakesFormState, form: FormData) => action(prev, form),
}))

const KEY = 'key-0123456789abcdef'

const renderForm = renderSweepstakesForm

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  numbers = ['7', '14', '21', '28', '99'],
) {
  await user.type(screen.getByLabelText('First name'), 'Ana')
  await user.type(screen.getByLabelText('Last name'), 'Ruiz')
  await user.type(screen.getByLabelText('Company'), 'Ruiz Grading')
  await user.type(screen.getByLabelText('Job title'), 'Owner')
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Phone'), '(512) 555-0100')
  await user.click(screen.getByLabelText('I work in the heavy-equipment industry'))
  for (const [i, n] of numbers.entries()) {
    if (n) await user.type(screen.getByLabelText(`Lucky number ${i + 1} of 5`), n)
  }
}

/** The message tied to a field (aria-describedby), as a screen reader reads it. */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ')

beforeEach(() => action.mockReset())

describe('sweepstakes entry form', () => {
  it('shows every spec §5 message under its field, without sending', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Enter the sweepstakes' }))
    expect(action).not.toHaveBeenCalled()
    const first = screen.getByLabelText('First name')
    expect(first).toHaveFocus()
    expect(first).toHaveAttribute('aria-invalid', 'true')
    expect(describedBy(first)).toBe('First name is required')
    expect(describedBy(screen.getByLabelText('Last name'))).toBe('Last name is required')
    expect(describedBy(screen.getByLabelText('Company'))).toBe('Company is required')
    expect(describedBy(screen.getByLabelText('Job title'))).toBe('Job title is required')
    expect(describedBy(screen.getByLabelText('Email'))).toBe('Email is required')
    expect(describedBy(screen.getByLabelText('Phone'))).toBe('Phone is required')
    expect(describedBy(screen.getByLabelText('Lucky number 1 of 5'))).toBe(
      'Whole numbers from 1 to 99, each one different. | 5 numbers are required',
    )
  })

  it('says it in Spanish, and flags repeated numbers', async () => {
    const user = userEvent.setup()
    renderForm('es')
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@')
    for (let i = 1; i <= 5; i++)
      await user.type(screen.getByLabelText(`Número de la suerte ${i} de 5`), '4')
    await user.click(screen.getByRole('button', { name: 'Participar en el sorteo' }))
    expect(action).not.toHaveBeenCalled()
    expect(describedBy(screen.getByLabelText('Puesto'))).toBe('El puesto es obligatorio')
    expect(describedBy(screen.getByLabelText('Número de la suerte 1 de 5'))).toContain(
      'Los números de la suerte no son válidos',
    )
  })

  it('sends a valid entry once and announces the success: winners are notified by email', async () => {
    const user = userEvent.setup()
    action.mockImplementation(async (prev, form) => ({
      idempotencyKey: prev.idempotencyKey,
      values: { email: String(form.get('email')) },
      result: { ok: true, data: { duplicate: false, subscription: 'CHECK_EMAIL' } },
    }))
    renderForm()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Enter the sweepstakes' }))
    expect(action).toHaveBeenCalledTimes(1)
    const sent = action.mock.calls[0][1]
    expect(sent.get('idempotencyKey')).toBe(KEY)
    expect(sent.getAll('luckyNumbers')).toEqual(['7', '14', '21', '28', '99'])
    expect(sent.get('worksInIndustry')).toBe('yes')
    const live = screen.getByRole('status')
    expect(live).toHaveAttribute('aria-live', 'polite')
    expect(within(live).getByRole('heading', { name: "You're entered!" })).toBeInTheDocument()
    expect(live).toHaveTextContent('Winners are notified by email')
    expect(live).toHaveTextContent('ana@example.com')
    expect(within(live).getByRole('link', { name: 'Read the official rules' })).toHaveAttribute(
      'href',
      '/sweepstakes/official-rules',
    )
  })

  it('shows the api field error on email (already entered) and the form-level text', async () => {
    const user = userEvent.setup()
    action.mockImplementation(async (prev, form) => ({
      idempotencyKey: prev.idempotencyKey,
      values: { email: String(form.get('email')) },
      result: {
        ok: false,
        code: 'VALIDATION',
        messageKey: 'form.couldNotSubmit',
        fields: [
          {
            path: 'email',
            key: 'validation.sweepstakesAlreadyEntered',
            message: 'This email has already entered',
          },
        ],
      },
    }))
    renderForm()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Enter the sweepstakes' }))
    const email = screen.getByLabelText('Email')
    expect(email).toHaveFocus()
    expect(describedBy(email)).toBe('This email has already entered')
    expect(screen.getByRole('alert')).toHaveTextContent('Could not submit form. Try again.')
  })

  it("focuses the first field the server's answer refused when the page comes back with it (sent without JavaScript, or before the scripts ran)", async () => {
    const answer = (...paths: string[]): SweepstakesFormState => ({
      idempotencyKey: KEY,
      values: { firstName: 'Ana', email: 'ana@' },
      result: {
        ok: false,
        code: 'VALIDATION',
        fields: paths.map((path) => ({ path, key: 'validation.invalid', message: 'x' })),
      },
    })
    // The server's HTML marks it, in the form's order: the browser focuses it as the page loads.
    const served = await renderServedWithI18n(sweepstakesForm('en', answer('email', 'lastName')))
    const marked = served.container.querySelectorAll('[autofocus]')
    expect(marked).toHaveLength(1)
    expect(marked[0]).toBe(screen.getByLabelText('Last name'))
    served.unmount()

    // Drawn in the browser (a story, a form drawn again) it is focused too; the numbers' first box.
    const drawn = renderForm('en', answer('luckyNumbers.2', 'phone'))
    expect(screen.getByLabelText('Phone')).toHaveFocus()
    drawn.unmount()
    renderForm('en', answer('luckyNumbers'))
    expect(screen.getByLabelText('Lucky number 1 of 5')).toHaveFocus()
  })

  it('focuses no field on a page that is not an answer refusing fields', async () => {
    const served = await renderServedWithI18n(
      sweepstakesForm('en', {
        idempotencyKey: KEY,
        values: {},
        result: { ok: false, code: 'UNAVAILABLE', fields: [], messageKey: 'form.submitFailed' },
      }),
    )
    expect(served.container.querySelector('[autofocus]')).toBeNull()
    served.unmount()
    renderForm()
    expect(document.body).toHaveFocus()
  })

  it('carries the consent text and a link to the official rules', () => {
    renderForm()
    expect(screen.getByText(/including by automated dialling/)).toBeInTheDocument()
    expect(screen.getByText(/means you agree to the official rules/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read the official rules' })).toHaveAttribute(
      'href',
      '/sweepstakes/official-rules',
    )
  })
})
