import { batchBody, BEACON_MAX_BYTES } from './queue'
import { COLLECTOR_PATH, type SendOutcome, type WireEvent } from './types'

/**
 * POST a batch to the collector. 2xx: stored. 429, 5xx or no answer (offline, or blocked by an
 * extension): worth another try. Any other answer (400, 413): the batch is refused for good.
 */
export async function postBatch(
  events: WireEvent[],
  fetchImpl: typeof fetch = fetch,
  url = COLLECTOR_PATH,
): Promise<SendOutcome> {
  const body = batchBody(events)
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      credentials: 'same-origin',
      // Lets a send started just before the page goes away finish (small bodies only).
      keepalive: body.length < BEACON_MAX_BYTES,
    })
    if (res.ok) return 'ok'
    return res.status === 429 || res.status >= 500 ? 'retry' : 'drop'
  } catch {
    return 'retry'
  }
}

/** navigator.sendBeacon of a batch, as JSON; false when the browser does not take it. */
export function beaconBatch(
  events: WireEvent[],
  nav: Pick<Navigator, 'sendBeacon'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator,
  url = COLLECTOR_PATH,
): boolean {
  if (!nav || typeof nav.sendBeacon !== 'function') return false
  try {
    return nav.sendBeacon(url, new Blob([batchBody(events)], { type: 'application/json' }))
  } catch {
    return false
  }
}
