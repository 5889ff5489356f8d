import { act, render, screen } from '@testing-library/react'
import { LiveBidLog } from './LiveBidLog'

const refresh = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

/** A stand-in for the browser's EventSource: the test sends the events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null
  closed = false
  constructor(readonly url: string) {
    super()
    FakeEventSource.last = this
  }
  close() {
    this.closed = true
  }
  send(type: 'next' | 'complete') {
    this.dispatchEvent(new MessageEvent(type, { data: '{}' }))
  }
}

const texts = { listening: 'Updates as bids arrive.', updated: 'New bids.' }

describe('LiveBidLog', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    refresh.mockClear()
    Object.assign(globalThis, { EventSource: FakeEventSource })
  })
  afterEach(() => {
    jest.useRealTimers()
    delete (globalThis as { EventSource?: unknown }).EventSource
  })

  it('reloads the log once for a burst of updates of its lot, and says so', () => {
    const { unmount } = render(<LiveBidLog lotId="42" texts={texts} />)
    const source = FakeEventSource.last!
    expect(source.url).toBe('/api/auction-lots/42/events')
    expect(screen.getByRole('status')).toHaveTextContent(texts.listening)
    act(() => {
      source.send('next')
      source.send('next')
      source.send('next')
    })
    expect(refresh).not.toHaveBeenCalled()
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent(texts.updated)
    unmount()
    expect(source.closed).toBe(true)
  })

  it('stops listening when the lot is decided', () => {
    render(<LiveBidLog lotId="7" texts={texts} />)
    const source = FakeEventSource.last!
    act(() => source.send('complete'))
    expect(source.closed).toBe(true)
  })
})
