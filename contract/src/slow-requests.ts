/**
 * Answers slower than this are logged by the web server and the api (SLOW_REQUEST_MS, in ms; 0
 * turns it off), so that a page or click that seemed to hang leaves a trace naming the request.
 * Event streams (live auction updates) stay open by design and are not logged.
 */
export const DEFAULT_SLOW_REQUEST_MS = 3_000

export function slowRequestMs(value: string | undefined): number {
  const ms = Number(value ?? DEFAULT_SLOW_REQUEST_MS)
  return Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_SLOW_REQUEST_MS
}

/**
 * The line a slow answer is logged with: the path and the names of its query parameters, never
 * their values (a sign-in link's token travels in the query).
 */
export function slowRequestLine(
  method: string | undefined,
  url: string | undefined,
  status: number,
  ms: number,
  contentType: unknown,
): string | null {
  const type: unknown = Array.isArray(contentType) ? (contentType as unknown[])[0] : contentType
  if (typeof type === 'string' && type.startsWith('text/event-stream')) return null
  const raw = url ?? ''
  const q = raw.indexOf('?')
  const path = (q < 0 ? raw : raw.slice(0, q)).slice(0, 200)
  const names = q < 0 ? [] : [...new URLSearchParams(raw.slice(q + 1)).keys()].slice(0, 20)
  const query = names.length ? `?${names.join('&')}` : ''
  return `slow answer: ${method ?? '?'} ${path}${query} ${status} in ${Math.round(ms)} ms (at ${new Date().toISOString()})`
}
