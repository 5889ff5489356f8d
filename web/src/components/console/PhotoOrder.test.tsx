import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { moveBy, moveTo, PhotoOrder, type PhotoOrderTexts } from './PhotoOrder'

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

const TEXTS: PhotoOrderTexts = {
  handle: 'Move',
  handleLabel: 'Move photo {{n}}',
  instructions: 'Space picks a photo up, arrows move it, Space drops it, Escape puts it back.',
  grabbed: 'Photo {{n}} picked up: place {{position}} of {{total}}.',
  moved: 'Place {{position}} of {{total}}.',
  dropped: 'Photo {{n}} dropped at place {{position}} of {{total}}. Saving…',
  cancelled: 'Move cancelled: photo {{n}} is at place {{position}}.',
}

const items = ['11', '12', '13', '14'].map((id, i) => ({
  id,
  n: i + 1,
  content: <p>Tile {id}</p>,
}))

function setup() {
  const action = jest.fn()
  const view = render(
    <PhotoOrder
      items={items}
      action={action}
      hidden={{ locale: 'es', console: 'partner', stockNumber: 'ACME-7' }}
      texts={TEXTS}
    />,
  )
  const live = () => view.container.querySelector('[aria-live="polite"]')!
  const tiles = () =>
    [...view.container.querySelectorAll('li[data-photo-id]')].map((li) =>
      li.getAttribute('data-photo-id'),
    )
  /** What the one save sent: its fields. */
  const sent = () => Object.fromEntries((action.mock.calls[0][0] as FormData).entries())
  return { action, live, tiles, sent, ...view }
}

describe('PhotoOrder (issue 36, point 10)', () => {
  it('moves a photo with the keyboard: Space picks it up, arrows move it, Space drops and saves', async () => {
    const user = userEvent.setup()
    const { action, live, tiles, sent } = setup()
    const handle = screen.getByRole('button', { name: 'Move photo 2' })
    expect(handle).toHaveAccessibleDescription(TEXTS.instructions)
    handle.focus()
    await user.keyboard(' ')
    expect(handle).toHaveAttribute('aria-pressed', 'true')
    expect(live()).toHaveTextContent('Photo 2 picked up: place 2 of 4.')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(tiles()).toEqual(['11', '13', '14', '12'])
    expect(live()).toHaveTextContent('Place 4 of 4.')
    // The moving handle keeps the focus while its tile moves.
    expect(screen.getByRole('button', { name: 'Move photo 2' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(tiles()).toEqual(['11', '13', '12', '14'])
    expect(action).not.toHaveBeenCalled()
    await user.keyboard(' ')
    expect(live()).toHaveTextContent('Photo 2 dropped at place 3 of 4. Saving…')
    expect(action).toHaveBeenCalledTimes(1)
    expect(sent()).toEqual({
      locale: 'es',
      console: 'partner',
      stockNumber: 'ACME-7',
      order: '11,13,12,14',
    })
  })

  it('Escape puts the photo back and saves nothing; Home and End move to the ends', async () => {
    const user = userEvent.setup()
    const { action, live, tiles } = setup()
    screen.getByRole('button', { name: 'Move photo 3' }).focus()
    await user.keyboard('{Enter}{Home}')
    expect(tiles()).toEqual(['13', '11', '12', '14'])
    await user.keyboard('{Escape}')
    expect(tiles()).toEqual(['11', '12', '13', '14'])
    expect(live()).toHaveTextContent('Move cancelled: photo 3 is at place 3.')
    expect(screen.getByRole('button', { name: 'Move photo 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // Picked up and dropped in the same place: nothing to save.
    await user.keyboard(' {End}{Home}{ArrowDown}{ArrowDown} ')
    expect(tiles()).toEqual(['11', '12', '13', '14'])
    expect(action).not.toHaveBeenCalled()
  })

  it('arrows do nothing until a photo is picked up (the page scrolls as usual)', async () => {
    const user = userEvent.setup()
    const { tiles } = setup()
    screen.getByRole('button', { name: 'Move photo 1' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(tiles()).toEqual(['11', '12', '13', '14'])
  })

  it('drags a photo with a pointer over another tile and saves the order on release', () => {
    const { action, tiles, sent, container } = setup()
    const handle = screen.getByRole('button', { name: 'Move photo 1' })
    const target = container.querySelector('li[data-photo-id="13"]')!
    const elementFromPoint = jest.fn(() => target)
    Object.defineProperty(document, 'elementFromPoint', {
      configurable: true,
      value: elementFromPoint,
    })
    act(() => {
      fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 5, clientY: 5 })
    })
    act(() => {
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 300, clientY: 5 })
    })
    expect(tiles()).toEqual(['12', '13', '11', '14'])
    act(() => {
      fireEvent.pointerUp(handle, { pointerId: 1 })
    })
    expect(action).toHaveBeenCalledTimes(1)
    expect(sent().order).toBe('12,13,11,14')
  })

  it('starts again from the order the page gives after a save', () => {
    const { rerender, tiles } = setup()
    const next = [items[3], items[0], items[1], items[2]].map((it, i) => ({ ...it, n: i + 1 }))
    rerender(
      <PhotoOrder
        items={next}
        action={jest.fn()}
        hidden={{ locale: 'en', console: 'admin', stockNumber: 'IY1' }}
        texts={TEXTS}
      />,
    )
    expect(tiles()).toEqual(['14', '11', '12', '13'])
  })
})

describe('moveBy / moveTo', () => {
  it('moves one place, stops at the ends, and puts an id at an index', () => {
    expect(moveBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c'])
    expect(moveBy(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c'])
    expect(moveBy(['a', 'b', 'c'], 'c', -10)).toEqual(['c', 'a', 'b'])
    expect(moveTo(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a'])
  })
})
