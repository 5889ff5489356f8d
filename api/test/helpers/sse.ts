import type { AddressInfo } from 'node:net'
import type { TestApp } from './app'

/**
 * GraphQL over server-sent events, as the web's EventSource proxy asks for a subscription
 * (GET /graphql?query=...&variables=... with Accept: text/event-stream, or POST): the stream's
 * response and its events one at a time (comments skipped). The api must listen on a port
 * (`listen`): an inject answers only once the stream ends.
 */

export interface SseEvent {
  event: string
  data: string
}

/** An open event stream: its response, and its events one at a time (comments skipped). */
export async function openStream(
  baseUrl: string,
  query: string,
  variables: object,
  origin?: string,
  method: 'GET' | 'POST' = 'GET',
) {
  const controller = new AbortController()
  const url =
    method === 'GET'
      ? `${baseUrl}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`
      : `${baseUrl}/graphql`
  const res = await fetch(url, {
    method,
    headers: {
      accept: 'text/event-stream',
      ...(origin ? { origin } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify({ query, variables }) : undefined,
    signal: controller.signal,
  })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const next = async (): Promise<SseEvent | null> => {
    for (;;) {
      const cut = buffer.indexOf('\n\n')
      if (cut >= 0) {
        const block = buffer.slice(0, cut)
        buffer = buffer.slice(cut + 2)
        const fields = block.split('\n').filter((l) => l && !l.startsWith(':'))
        if (!fields.length) continue
        const event = { event: 'message', data: '' }
        for (const f of fields) {
          const [name, ...rest] = f.split(':')
          const value = rest.join(':').replace(/^ /, '')
          if (name === 'event') event.event = value
          if (name === 'data') event.data = value
        }
        return event
      }
      const { done, value } = await reader.read()
      if (done) return null
      buffer += decoder.decode(value, { stream: true })
    }
  }
  const nextUpdate = async () => {
    const e = await next()
    expect(e?.event).toBe('next')
    return (JSON.parse(e!.data) as { data: { lotUpdated: Record<string, unknown> } }).data
      .lotUpdated
  }
  return { res, next, nextUpdate, close: () => controller.abort() }
}

/** Listen on a free local port; the api's base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}
