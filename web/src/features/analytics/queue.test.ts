import {
  AD_BLOCKER_HINT,
  BATCH_MAX_BYTES,
  BATCH_MAX_EVENTS,
  BATCH_TIMEOUT_MS,
  BEACON_MAX_BYTES,
  chunk,
  createAnalyticsQueue,
  MAX_RETRIES,
  RETRY_DELAY_MS,
  utf8Length,
} from './queue'
import type { SendOutcome, WireEvent } from './types'

let n = 0
function event(pad = 0): WireEvent {
  n++
  return {
    type: 'track',
    messageId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    anonymousId: 'anon-12345678',
    timestamp: '2026-11-25T10:00:00.000Z',
    description: 'Favorite Added',
    properties: pad ? { pad: 'x'.repeat(pad) } : {},
    urlParams: {},
    marketing: { utm: {}, firstVisitParams: {} },
  }
}

function setup(outcomes: SendOutcome[] = []) {
  const sent: WireEvent[][] = []
  const beacons: WireEvent[][] = []
  const warn = jest.fn()
  let beaconAccepts = true
  const queue = createAnalyticsQueue({
    send: async (events) => {
      sent.push(events)
      return outcomes.shift() ?? 'ok'
    },
    beacon: (events) => {
      beacons.push(events)
      return beaconAccepts
    },
    warn,
  })
  return {
    queue,
    sent,
    beacons,
    warn,
    refuseBeacons: () => {
      beaconAccepts = false
    },
  }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('analytics queue (spec §9: 10 events or 450 KB, 5 s)', () => {
  it('sends a batch as soon as 10 events wait', async () => {
    const { queue, sent } = setup()
    for (let i = 0; i < BATCH_MAX_EVENTS - 1; i++) queue.enqueue(event())
    await jest.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(0)
    queue.enqueue(event())
    await jest.advanceTimersByTimeAsync(0)
    expect(sent.map((b) => b.length)).toEqual([10])
    expect(queue.pending()).toBe(0)
  })

  it('starts a new batch rather than pass 450 KB', async () => {
    const { queue, sent } = setup()
    // ~60 KB each: seven fit in 450 KB, the eighth would not.
    for (let i = 0; i < 8; i++) queue.enqueue(event(60_000))
    await jest.advanceTimersByTimeAsync(0)
    expect(sent.map((b) => b.length)).toEqual([7])
    const bytes = utf8Length(JSON.stringify({ batch: sent[0] }))
    expect(bytes).toBeLessThanOrEqual(BATCH_MAX_BYTES)
    expect(queue.pending()).toBe(1)
  })

  it('sends what waits 5 s after the first event, not before', async () => {
    const { queue, sent } = setup()
    queue.enqueue(event())
    await jest.advanceTimersByTimeAsync(3000)
    queue.enqueue(event())
    await jest.advanceTimersByTimeAsync(BATCH_TIMEOUT_MS - 3000 - 1)
    expect(sent).toHaveLength(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(sent.map((b) => b.length)).toEqual([2])
  })

  it('drops an event larger than the api accepts, with a warning', async () => {
    const { queue, sent, warn } = setup()
    queue.enqueue(event(70_000))
    await jest.advanceTimersByTimeAsync(BATCH_TIMEOUT_MS)
    expect(sent).toHaveLength(0)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('too large'))
  })
})

describe('retries (spec §4/§9: up to 3 times, 3 s apart)', () => {
  it('retries a failed send 3 times, 3 s apart, then drops it with the ad-blocker hint', async () => {
    const { queue, sent, warn } = setup(['retry', 'retry', 'retry', 'retry', 'ok'])
    queue.enqueue(event())
    queue.flush()
    await jest.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    for (let retry = 1; retry <= MAX_RETRIES; retry++) {
      await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1)
      expect(sent).toHaveLength(retry)
      await jest.advanceTimersByTimeAsync(1)
      expect(sent).toHaveLength(retry + 1)
    }
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(AD_BLOCKER_HINT)
    expect(AD_BLOCKER_HINT).toMatch(/ad blocker/)
    await jest.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(1 + MAX_RETRIES)
    // The same events each time: one batch, retried.
    expect(new Set(sent.map((b) => b[0].messageId)).size).toBe(1)
  })

  it('stops retrying once a send goes through', async () => {
    const { queue, sent, warn } = setup(['retry', 'ok'])
    queue.enqueue(event())
    queue.flush()
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5)
    expect(sent).toHaveLength(2)
    expect(warn).not.toHaveBeenCalled()
  })

  it('treats a send that throws like a failed one', async () => {
    const sent: number[] = []
    const queue = createAnalyticsQueue({
      send: async () => {
        sent.push(1)
        throw new TypeError('Failed to fetch')
      },
      beacon: () => true,
      warn: () => undefined,
    })
    queue.enqueue(event())
    queue.flush()
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS * 10)
    expect(sent).toHaveLength(1 + MAX_RETRIES)
  })

  it('does not retry a batch the collector refused (400)', async () => {
    const { queue, sent, warn } = setup(['drop'])
    queue.enqueue(event())
    queue.flush()
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5)
    expect(sent).toHaveLength(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused'))
  })
})

describe('utf8Length', () => {
  it('weighs characters as UTF-8 does', () => {
    expect(utf8Length('abc')).toBe(3)
    expect(utf8Length('García')).toBe(7)
    expect(utf8Length('€')).toBe(3)
    expect(utf8Length('🚜')).toBe(4)
  })
})

describe('hiding the page', () => {
  it('hands waiting events and batches waiting for a retry to beacons, and stops the retries', async () => {
    const { queue, sent, beacons } = setup(['retry'])
    const failed = event()
    queue.enqueue(failed)
    queue.flush()
    await jest.advanceTimersByTimeAsync(0)
    const waiting = [event(), event()]
    waiting.forEach((e) => queue.enqueue(e))
    queue.flushWithBeacon()
    expect(beacons.flat().map((e) => e.messageId)).toEqual(
      [failed, ...waiting].map((e) => e.messageId),
    )
    await jest.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(1)
  })

  it('includes a batch still in flight; its late failure is not retried', async () => {
    let fail: (o: SendOutcome) => void = () => undefined
    const sent: WireEvent[][] = []
    const beacons: WireEvent[][] = []
    const queue = createAnalyticsQueue({
      send: (events) => {
        sent.push(events)
        return new Promise((r) => (fail = r))
      },
      beacon: (events) => beacons.push(events) > 0,
      warn: () => undefined,
    })
    queue.enqueue(event())
    queue.flush()
    queue.flushWithBeacon()
    expect(beacons.flat()).toHaveLength(1)
    fail('retry')
    await jest.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(1)
  })

  it('splits beacons below the browser limit and at 10 events', () => {
    const { queue, beacons } = setup()
    for (let i = 0; i < 5; i++) queue.enqueue(event(20_000))
    queue.flushWithBeacon()
    for (const b of beacons) {
      expect(utf8Length(JSON.stringify({ batch: b }))).toBeLessThan(BEACON_MAX_BYTES)
    }
    expect(beacons.flat()).toHaveLength(5)
    expect(
      chunk(
        Array.from({ length: 23 }, () => event()),
        10,
        1e9,
      ).map((c) => c.length),
    ).toEqual([10, 10, 3])
  })

  it('sends events the browser would not beacon the usual way later', async () => {
    const { queue, sent, beacons, refuseBeacons } = setup()
    refuseBeacons()
    queue.enqueue(event())
    queue.flushWithBeacon()
    expect(beacons).toHaveLength(1)
    expect(queue.pending()).toBe(1)
    await jest.advanceTimersByTimeAsync(BATCH_TIMEOUT_MS)
    expect(sent.flat()).toHaveLength(1)
  })
})
