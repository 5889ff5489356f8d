import {
  BATCH_MAX_BYTES,
  MAX_BATCH_EVENTS,
  MAX_EVENT_BYTES,
} from '@ironyard/contract/analytics-limits'
import { utf8Length } from '@ironyard/contract/json-size'
import type { SendOutcome, WireEvent } from './types'

/** Spec §9 analytics batch: 10 events or 450 KB (the contract's limits), sent within 5 s. */
export const BATCH_MAX_EVENTS = MAX_BATCH_EVENTS
export { BATCH_MAX_BYTES, MAX_EVENT_BYTES, utf8Length }
export const BATCH_TIMEOUT_MS = 5000
/** Spec §4/§9: a send that fails is retried up to 3 times, 3 seconds apart. */
export const MAX_RETRIES = 3
export const RETRY_DELAY_MS = 3000
/**
 * Browsers cap what beacons and keep-alive requests may carry in flight (64 KB in Chromium):
 * a page being hidden sends its events in chunks below that.
 */
export const BEACON_MAX_BYTES = 60 * 1024

/** Spec §8: what the console says when events could not be sent. */
export const AD_BLOCKER_HINT =
  'Analytics events could not be sent after 3 retries and were dropped. ' +
  'If you use an ad blocker or a privacy extension, it may be blocking /api/analytics.'

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface QueueOptions {
  /** One POST of a batch. */
  send(events: WireEvent[]): Promise<SendOutcome>
  /** navigator.sendBeacon of a batch; false when the browser would not queue it. */
  beacon(events: WireEvent[]): boolean
  timers?: Timers
  warn?: (message: string) => void
}

export interface AnalyticsQueue {
  enqueue(event: WireEvent): void
  /** Send what is waiting now (the 5 s timer does this otherwise). */
  flush(): void
  /**
   * The page is being hidden or left: hand everything not yet stored to beacons, the waiting
   * events and the batches in flight or waiting for a retry alike (the api ignores an event it
   * already has, by messageId).
   */
  flushWithBeacon(): void
  /** Events waiting for their batch (not yet sent). */
  pending(): number
}

const bytesOf = (e: WireEvent) => utf8Length(JSON.stringify(e))
/** `{"batch":[...],"sentAt":"2026-01-01T00:00:00.000Z"}` around the events. */
const ENVELOPE_BYTES = 64

export function batchBody(events: WireEvent[]): string {
  return JSON.stringify({ batch: events, sentAt: new Date().toISOString() })
}

interface Batch {
  events: WireEvent[]
  retries: number
  timer: unknown
  /** Given to a beacon: its pending retries stop. */
  settled: boolean
}

/** Split events into batches of at most `maxEvents` and `maxBytes` (body included). */
export function chunk(events: WireEvent[], maxEvents: number, maxBytes: number): WireEvent[][] {
  const out: WireEvent[][] = []
  let current: WireEvent[] = []
  let bytes = ENVELOPE_BYTES
  for (const e of events) {
    const size = bytesOf(e) + 1
    if (current.length && (current.length >= maxEvents || bytes + size > maxBytes)) {
      out.push(current)
      current = []
      bytes = ENVELOPE_BYTES
    }
    current.push(e)
    bytes += size
  }
  if (current.length) out.push(current)
  return out
}

/**
 * The browser's analytics queue: events wait until 10 are there, the next one would pass 450 KB,
 * or 5 s have gone by since the first; a failed send is retried up to 3 times, 3 s apart, then
 * dropped with the ad-blocker hint. Hiding the page hands everything to beacons.
 */
export function createAnalyticsQueue(opts: QueueOptions): AnalyticsQueue {
  const timers: Timers = opts.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  }
  const warn = opts.warn ?? ((m: string) => console.warn(m))
  let buffer: WireEvent[] = []
  let bufferBytes = ENVELOPE_BYTES
  let flushTimer: unknown = null
  const unsettled = new Set<Batch>()

  const attempt = (batch: Batch) => {
    batch.timer = null
    opts
      .send(batch.events)
      .catch((): SendOutcome => 'retry')
      .then((outcome) => {
        if (batch.settled) return
        if (outcome === 'retry' && batch.retries < MAX_RETRIES) {
          batch.retries++
          batch.timer = timers.setTimeout(() => attempt(batch), RETRY_DELAY_MS)
          return
        }
        batch.settled = true
        unsettled.delete(batch)
        if (outcome === 'retry') warn(AD_BLOCKER_HINT)
        else if (outcome === 'drop')
          warn(`Analytics refused a batch of ${batch.events.length} events; they were dropped.`)
      })
  }

  const flush = () => {
    if (flushTimer !== null) timers.clearTimeout(flushTimer)
    flushTimer = null
    if (!buffer.length) return
    const batch: Batch = { events: buffer, retries: 0, timer: null, settled: false }
    buffer = []
    bufferBytes = ENVELOPE_BYTES
    unsettled.add(batch)
    attempt(batch)
  }

  const enqueue = (event: WireEvent) => {
    const size = bytesOf(event) + 1
    if (size > MAX_EVENT_BYTES) {
      warn(`Analytics event "${event.description ?? event.type}" is too large; dropped.`)
      return
    }
    if (buffer.length && bufferBytes + size > BATCH_MAX_BYTES) flush()
    buffer.push(event)
    bufferBytes += size
    if (buffer.length >= BATCH_MAX_EVENTS) flush()
    else if (flushTimer === null) flushTimer = timers.setTimeout(flush, BATCH_TIMEOUT_MS)
  }

  return {
    enqueue,
    flush,
    flushWithBeacon() {
      if (flushTimer !== null) timers.clearTimeout(flushTimer)
      flushTimer = null
      const events: WireEvent[] = []
      for (const batch of unsettled) {
        if (batch.timer !== null) timers.clearTimeout(batch.timer)
        batch.settled = true
        events.push(...batch.events)
      }
      unsettled.clear()
      events.push(...buffer)
      buffer = []
      bufferBytes = ENVELOPE_BYTES
      const refused: WireEvent[] = []
      for (const part of chunk(events, BATCH_MAX_EVENTS, BEACON_MAX_BYTES)) {
        if (!opts.beacon(part)) refused.push(...part)
      }
      // The browser would not take them now (its beacon quota): send them the usual way.
      for (const e of refused) enqueue(e)
    },
    pending: () => buffer.length,
  }
}
