import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { SERVED_BY_HEADER } from '@ironyard/contract/replica'

/** Yoga's answer is an event stream (a subscription asked with Accept: text/event-stream). */
export const isEventStream = (response: Response): boolean =>
  Boolean(response.body && response.headers.get('content-type')?.startsWith('text/event-stream'))

/**
 * Send Yoga's GraphQL-over-SSE answer (issue 34, `lotUpdated`) as it is produced: the reply is
 * hijacked and each event written to the socket as it comes, never buffered, with the headers
 * Fastify's hooks set (CORS allowlist, security headers) and `x-served-by`. Yoga writes an event in
 * pieces (`event: next`, then `data: ...`); only whole events are written, so the reconnect hint a
 * drain writes (app.eventStreams, issue 33) always falls between two events. The client going away
 * cancels Yoga's stream, which ends the subscription.
 */
export function sendEventStream(
  app: FastifyInstance,
  reply: FastifyReply,
  response: Response,
  replicaId: string,
): void {
  reply.hijack()
  const raw = reply.raw
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value
  response.headers.forEach((value, key) => {
    // Never Yoga's CORS headers (the allowlist is @fastify/cors's); `Content-Encoding: none` and
    // `Connection` are not Yoga's to say.
    if (key.startsWith('access-control-') || key === 'content-encoding' || key === 'connection')
      return
    headers[key] = value
  })
  raw.writeHead(response.status, {
    ...headers,
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    [SERVED_BY_HEADER]: replicaId,
  })
  raw.flushHeaders()
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    reader.cancel().catch(() => undefined)
    if (!raw.writableEnded) raw.end()
  }
  raw.on('close', end)
  app.eventStreams.track(raw, end)
  void (async () => {
    let pending = ''
    try {
      while (!ended) {
        const { done, value } = await reader.read()
        if (done || ended) break
        pending += decoder.decode(value, { stream: true })
        const cut = pending.lastIndexOf('\n\n')
        if (cut < 0) continue
        const writable = raw.write(pending.slice(0, cut + 2))
        pending = pending.slice(cut + 2)
        // A slow client: stop pulling until its socket drains (the lot's updates wait in the
        // bus's bounded queue, oldest dropped first: each update is the lot's whole state).
        if (!writable && !ended) await drained(raw)
      }
    } catch (err) {
      if (!ended) app.log.warn({ err: (err as Error).message }, 'graphql event stream failed')
    } finally {
      end()
    }
  })()
}

/** Resolves when the response can take more, or has closed. */
function drained(raw: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done)
      raw.off('close', done)
      resolve()
    }
    raw.on('drain', done)
    raw.on('close', done)
  })
}
