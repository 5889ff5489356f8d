import { render, screen } from '@testing-library/react'
import { ZipForm, type ZipProblem } from './ZipForm'

const texts = {
  label: 'Your ZIP code',
  submit: 'Show',
  invalid: 'Enter 5 digits.',
  unknown: 'We do not know ZIP 99999.',
}

function renderForm(zip: string, problem: ZipProblem) {
  return render(
    <ZipForm
      id="the-zip"
      action="/for-sale/x#cost"
      zip={zip}
      problem={problem}
      texts={texts}
      classNames={{ form: 'f', row: 'r', error: 'e' }}
    />,
  )
}

describe('ZipForm', () => {
  it('is a plain GET form to the page, its labelled ZIP input sent as zip', () => {
    const { container } = renderForm('78701', null)
    const form = container.querySelector('form')!
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/for-sale/x#cost')
    const input = screen.getByLabelText('Your ZIP code')
    expect(input).toHaveValue('78701')
    expect(input).toHaveAttribute('name', 'zip')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAttribute('autocomplete', 'postal-code')
    expect(input).toHaveAttribute('maxlength', '5')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('type', 'submit')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['invalid', '7870', 'Enter 5 digits.'],
    ['unknown', '99999', 'We do not know ZIP 99999.'],
  ] as const)(
    'names a %s ZIP as the field error the input is described by',
    (problem, zip, text) => {
      renderForm(zip, problem)
      const input = screen.getByLabelText('Your ZIP code')
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAttribute('aria-describedby', 'the-zip-error')
      const alert = screen.getByRole('alert')
      expect(alert).toHaveAttribute('id', 'the-zip-error')
      expect(alert).toHaveTextContent(text)
      expect(input).toHaveValue(zip)
    },
  )
})
