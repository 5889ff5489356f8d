import { render, screen } from '@testing-library/react'
import { ConsoleField } from './ConsoleField'

describe('ConsoleField', () => {
  it('ties its label, the api message, its hint and the form help to the control, in that order', () => {
    render(
      <>
        <p id="lines-help">One per line.</p>
        <ConsoleField
          name="whatIsGreatEn"
          id="field-whatIsGreatEn"
          label="What is great (English)"
          kind="textarea"
          error="Write at least one thing that is great"
          hint="Buyers read this first."
          describedBy="lines-help"
        />
      </>,
    )
    const box = screen.getByLabelText('What is great (English)')
    expect(box).toHaveAttribute('id', 'field-whatIsGreatEn')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(
      'Write at least one thing that is great Buyers read this first. One per line.',
    )
  })

  it('draws a date picker with its earliest day; without a message it is not marked invalid', () => {
    render(
      <ConsoleField
        name="inspectedOn"
        idPrefix="insp"
        label="Inspection date"
        type="date"
        min="2000-01-01"
        defaultValue="2026-11-20"
        required
      />,
    )
    const date = screen.getByLabelText('Inspection date')
    expect(date).toHaveAttribute('id', 'insp-inspectedOn')
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toHaveAttribute('min', '2000-01-01')
    expect(date).toHaveValue('2026-11-20')
    expect(date).toBeRequired()
    expect(date).not.toHaveAttribute('aria-invalid')
    expect(date).not.toHaveAttribute('aria-describedby')
  })
})
