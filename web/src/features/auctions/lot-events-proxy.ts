import { env } from '@/lib/env'

/**
 * The api's `Subscription.lotUpdated` as GraphQL over SSE (Yoga: `event: next` with
 * `data: {"data":{"lotUpdated":{...}}}`, then `event: complete`; a draining api replica sends
 * `event: reconnect` with a `retry:` and ends the stream). Asked with a GET, so the browser's
 * EventSource can reconnect through the same address.
 */
const LOT_UPDATED = `subscription LotUpdated($lotId: ID!) {
  lotUpdated(lotId: $lotId) {
    lotId status currentBidCents minimumNextBidCents bidCount closesAt reserveMet
    leaderBidderNumber lastBidderNumber lastBidAmountCents lastBidAt extended
  }
}`

const LOT_ID = /^[1-9]\d{0,9}$/

/**
 * GET /api/auction-lots/<id>/events (issue 34's live lot page): the api's event stream passed
 * through as it comes, never buffered nor compressed (`no-transform` keeps the production
 * server's compression off it), and ended when the browser goes away (the request's signal).
 */
export async function lotEventsResponse(request: Request, id: string): Promise<Response> {
  if (!LOT_ID.test(id)) return new Response(null, { status: 404 })
  const url = new URL(`${env.apiUrl}/graphql`)
  url.searchParams.set('query', LOT_UPDATED)
  url.searchParams.set('variables', JSON.stringify({ lotId: id }))
  let upstream: Response
  try {
    upstream = await fetch(url, {
      headers: { accept: 'text/event-stream' },
      cache: 'no-store',
      signal: request.signal,
    })
  } catch {
    return new Response(null, { status: request.signal.aborted ? 499 : 502 })
  }
  const type = upstream.headers.get('content-type') ?? ''
  if (!upstream.ok || !upstream.body || !type.startsWith('text/event-stream')) {
    await upstream.body?.cancel().catch(() => undefined)
    return new Response(null, {
      status: upstream.status >= 500 || upstream.ok ? 502 : upstream.status,
    })
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}
