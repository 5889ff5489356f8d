import { randomInt } from 'node:crypto'
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  RECONNECT_AFTER_MS,
  SERVED_BY_HEADER,
  type ReplicaLifecycle,
} from '@ironyard/contract/replica'

/**
 * Server-sent event streams (text/event-stream) and how a replica ends them (issue 33, point 3).
 * A stream is a long-lived answer: it would hold a stopping replica open until its deadline cuts
 * it. When the replica drains (SIGTERM; contract/src/replica.ts), once the balancer has stopped
 * sending here, every open stream gets a reconnect hint and ends:
 *
 *   retry: <RECONNECT_AFTER_MS plus up to as much again, at random>
 *   event: reconnect
 *   data: {"reason":"draining","replica":"api-2"}
 *
 * The browser's EventSource reconnects by itself after `retry` milliseconds, through the balancer,
 * to a replica that is not draining, sending `Last-Event-ID` so the route can resume. A stream
 * opened on a replica already draining gets the hint at once. Every stream sends a comment line
 * every KEEP_ALIVE_MS so neither the balancer (server timeout 120 s) nor a proxy closes it as idle.
 */
export const KEEP_ALIVE_MS = 15_000

declare module 'fastify' {
  interface FastifyInstance {
    /** This replica's open event streams (routes start them; a drain ends them). */
    eventStreams: EventStreamHub
  }
}

export interface EventStream {
  /** Send one event (`data` is written as JSON; `id` becomes the client's Last-Event-ID). */
  send(event: string, data: unknown, id?: string): void
  /** Called once when the stream ends, whoever ended it (the client, the server, a drain). */
  onClose(listener: () => void): void
  readonly closed: boolean
}

/** One field per line; a newline inside a value would start a new field (or event). */
const line = (field: string, value: string) => `${field}: ${value.replace(/[\r\n]+/g, ' ')}\n`

export class EventStreamHub {
  private readonly open = new Set<{ raw: ServerResponse; end: () => void }>()

  constructor(private readonly replica: ReplicaLifecycle) {}

  /** How many streams are open on this replica now. */
  get size(): number {
    return this.open.size
  }

  /**
   * Answer `reply` with an event stream. The headers Fastify's hooks set so far (CORS, security
   * headers) are kept; the reply is hijacked, so nothing else writes to it.
   */
  start(reply: FastifyReply): EventStream {
    reply.hijack()
    const raw = reply.raw
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) headers[name] = value
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      [SERVED_BY_HEADER]: this.replica.id,
    })
    raw.flushHeaders()
    const listeners: Array<() => void> = []
    let closed = false
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS)
    keepAlive.unref()
    const entry = {
      raw,
      end: () => {
        if (!raw.writableEnded) raw.end()
      },
    }
    const finish = () => {
      if (closed) return
      closed = true
      clearInterval(keepAlive)
      this.open.delete(entry)
      for (const l of listeners.splice(0)) l()
    }
    raw.on('close', finish)
    this.open.add(entry)
    const stream: EventStream = {
      send: (event, data, id) => {
        if (closed || raw.writableEnded) return
        raw.write(
          (id ? line('id', id) : '') +
            line('event', event) +
            line('data', JSON.stringify(data)) +
            '\n',
        )
      },
      onClose: (l) => (closed ? l() : listeners.push(l)),
      get closed() {
        return closed
      },
    }
    if (this.replica.draining) this.hint(entry)
    return stream
  }

  /**
   * Count a stream another writer answers (GraphQL subscriptions over SSE, http/graphql-sse.ts) as
   * one of this replica's: a drain writes the reconnect hint to `raw` (between events: the writer
   * writes whole events only) and calls `end`, which stops the writer and ends the response. A
   * stream opened on a replica already draining gets the hint at once.
   */
  track(raw: ServerResponse, end: () => void): void {
    const entry = { raw, end }
    this.open.add(entry)
    raw.on('close', () => this.open.delete(entry))
    if (this.replica.draining) this.hint(entry)
  }

  /** End every open stream with the reconnect hint (the drain's `endStreams` step). */
  endAll(): void {
    for (const entry of [...this.open]) this.hint(entry)
  }

  private hint(entry: { raw: ServerResponse; end: () => void }): void {
    if (!entry.raw.writableEnded) {
      entry.raw.write(
        line('retry', String(RECONNECT_AFTER_MS + randomInt(RECONNECT_AFTER_MS + 1))) +
          line('event', 'reconnect') +
          line('data', JSON.stringify({ reason: 'draining', replica: this.replica.id })) +
          '\n',
      )
    }
    entry.end()
  }
}

/** One hub per server; closing the server (app.close()) ends its streams with the hint first. */
export function registerEventStreams(app: FastifyInstance, replica: ReplicaLifecycle): void {
  const hub = new EventStreamHub(replica)
  app.decorate('eventStreams', hub)
  app.addHook('preClose', (done) => {
    hub.endAll()
    done()
  })
}
