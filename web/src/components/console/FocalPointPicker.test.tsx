import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FocalPointPicker, type FocalTexts } from './FocalPointPicker'

// jsdom has no PointerEvent: a MouseEvent with a pointer id stands in (buttons and coordinates).
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStandIn extends MouseEvent {
    pointerId: number
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerId = init.pointerId ?? 0
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent
}

const TEXTS: FocalTexts = {
  help: 'Click the photo, or type percentages.',
  x: 'Across (% from the left)',
  y: 'Down (% from the top)',
  previews: 'How the crops will look:',
  wide: 'Wide crop',
  square: 'Square crop',
  save: 'Save focal point',
}

function setup(errors = {}) {
  const action = jest.fn()
  const view = render(
    <FocalPointPicker
      src="https://api.test/media/p1-800.webp"
      alt="Excavator, photo 1"
      focalX={50}
      focalY={50}
      action={action}
      hidden={{ locale: 'en', console: 'admin', stockNumber: 'IY1', photoId: '31' }}
      texts={TEXTS}
      errors={errors}
    />,
  )
  const x = () => screen.getByRole('spinbutton', { name: TEXTS.x })
  const y = () => screen.getByRole('spinbutton', { name: TEXTS.y })
  const crop = () => screen.getByRole('img', { name: 'Wide crop' })
  return { action, x, y, crop, ...view }
}

describe('FocalPointPicker (issue 36, point 10)', () => {
  it('puts the point where the photo is clicked or tapped, and the crops follow', () => {
    const { x, y, crop } = setup()
    const frame = screen.getByTestId('focal-frame')
    frame.getBoundingClientRect = () =>
      ({ left: 100, top: 50, width: 400, height: 300, right: 500, bottom: 350 }) as DOMRect
    fireEvent.pointerDown(frame, { button: 0, clientX: 220, clientY: 275 })
    expect(x()).toHaveValue(30)
    expect(y()).toHaveValue(75)
    expect(crop().style.objectPosition).toBe('30% 75%')
  })

  it('takes the point from the keyboard too: two labelled percentage fields, saved by a form post', async () => {
    const user = userEvent.setup()
    const { x, y, crop, action } = setup()
    expect(x()).toHaveAccessibleDescription(TEXTS.help)
    await user.clear(x())
    await user.type(x(), '12')
    await user.clear(y())
    await user.type(y(), '90')
    expect(crop().style.objectPosition).toBe('12% 90%')
    await user.click(screen.getByRole('button', { name: TEXTS.save }))
    expect(action).toHaveBeenCalledTimes(1)
    expect(Object.fromEntries((action.mock.calls[0][0] as FormData).entries())).toEqual({
      locale: 'en',
      console: 'admin',
      stockNumber: 'IY1',
      photoId: '31',
      focalX: '12',
      focalY: '90',
    })
  })

  it('shows a refused field error beside its field, tied to it for screen readers', () => {
    const { x, y } = setup({ focalY: 'Enter a percentage from 0 to 100' })
    expect(y()).toHaveAttribute('aria-invalid', 'true')
    expect(y()).toHaveAccessibleDescription(`${TEXTS.help} Enter a percentage from 0 to 100`)
    expect(x()).not.toHaveAttribute('aria-invalid')
  })
})
