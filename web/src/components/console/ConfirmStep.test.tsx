import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmStep } from './ConfirmStep'

describe('ConfirmStep', () => {
  it('opens from its summary to say what happens, with its fields, hidden values and one button', async () => {
    render(
      <ConfirmStep
        summary="Mark sold"
        effect="The listing leaves search."
        action={jest.fn()}
        hidden={{ locale: 'en', stockNumber: 'IY-1', step: 'markSold' }}
        confirm="Mark it sold"
        inline
      >
        <label>
          <span className="label">Sold on</span>
          <input className="input" type="date" name="soldOn" />
        </label>
      </ConfirmStep>,
    )
    const details = screen.getByText('Mark sold').closest('details')!
    expect(details).not.toHaveAttribute('open')
    await userEvent.click(screen.getByText('Mark sold'))
    expect(details).toHaveAttribute('open')
    expect(screen.getByText('The listing leaves search.')).toBeVisible()
    expect(screen.getByLabelText('Sold on')).toBeInTheDocument()
    const form = details.querySelector('form')!
    expect(form).toHaveClass('filters')
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [
      i.name,
      i.value,
    ])
    expect(hidden).toEqual([
      ['locale', 'en'],
      ['stockNumber', 'IY-1'],
      ['step', 'markSold'],
    ])
    expect(screen.getByRole('button', { name: 'Mark it sold' })).toHaveClass('btn-primary')
  })

  it('draws a secondary step with no effect sentence and no layout of its own', () => {
    render(
      <ConfirmStep
        summary="Duplicate"
        action={jest.fn()}
        hidden={{ locale: 'en' }}
        confirm="Make a copy"
        secondary
      />,
    )
    expect(screen.getByRole('button', { name: 'Make a copy', hidden: true })).toHaveClass(
      'btn-secondary',
    )
    expect(screen.getByText('Duplicate').closest('details')!.querySelector('p')).toBeNull()
    expect(screen.getByText('Duplicate').closest('details')!.querySelector('form')).not.toHaveClass(
      'filters',
    )
  })
})
