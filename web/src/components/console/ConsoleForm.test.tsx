import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConsoleField } from './ConsoleField'
import { ConsoleForm } from './ConsoleForm'
import type { ConsoleFormState } from './form-state'

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

const texts = { submit: 'Save', sending: 'Saving…', failed: 'The change was not saved.' }

function Form({
  action,
  confirm,
}: {
  action: (prev: ConsoleFormState, form: FormData) => Promise<ConsoleFormState>
  confirm?: Parameters<typeof ConsoleForm>[0]['confirm']
}) {
  return (
    <ConsoleForm action={action} locale="en" label="Edit make" texts={texts} confirm={confirm}>
      {(errors, values) => (
        <ConsoleField
          name="slug"
          idPrefix="make"
          label="Slug"
          defaultValue={values.slug ?? 'deere'}
          error={errors.slug}
        />
      )}
    </ConsoleForm>
  )
}

describe('ConsoleForm', () => {
  it("keeps the typed values and gives each field the api's message", async () => {
    const action = jest.fn(
      async (_prev: ConsoleFormState, form: FormData): Promise<ConsoleFormState> => ({
        values: { slug: String(form.get('slug')) },
        result: {
          ok: false,
          code: 'VALIDATION',
          fields: [{ path: 'slug', key: 'validation.slug', message: 'Use letters and dashes' }],
        },
      }),
    )
    render(<Form action={action} />)
    const form = screen.getByRole('form', { name: 'Edit make' })
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'John Deere' } })
    await act(async () => fireEvent.submit(form))
    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid'))
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription('Use letters and dashes')
    expect(screen.getByLabelText('Slug')).toHaveValue('John Deere')
    expect(action.mock.calls[0][1].get('locale')).toBe('en')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when the refusal names no field', async () => {
    render(
      <Form
        action={async () => ({
          values: {},
          result: { ok: false, code: 'UNAVAILABLE', fields: [] },
        })}
      />,
    )
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Edit make' })))
    expect(await screen.findByRole('alert')).toHaveTextContent('The change was not saved.')
  })

  it('asks first when `confirm.when` flags the change, and sends only once confirmed', async () => {
    const action = jest.fn(async () => ({ values: {}, result: null }))
    render(
      <Form
        action={action}
        confirm={{
          when: (data) =>
            data.get('slug') === 'deere'
              ? null
              : {
                  title: 'Change the address?',
                  message: 'It moves.',
                  confirm: 'Change',
                  cancel: 'Keep',
                },
        }}
      />,
    )
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'john-deere' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Edit make' }))
    const dialog = screen.getByRole('dialog', { name: 'Change the address?' })
    expect(dialog).toHaveAccessibleDescription('It moves.')
    expect(action).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }))
    expect(dialog).not.toHaveAttribute('open')
    expect(action).not.toHaveBeenCalled()
  })
})
