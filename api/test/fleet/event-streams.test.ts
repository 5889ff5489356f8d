import http from 'node:http'
import type net from 'node:net'
import type { FastifyInstance } from 'fastify'
import {
  drainAndStop,
  RECONNECT_AFTER_MS,
  ReplicaLifecycle,
  SERVED_BY_HEADER,
} from '@ironyard/contract/replica'
import { logger } from '../../src/lib/logger'
import { buildServer } from '../../src/server'
import { testEnv } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/db'

/**
 * Event streams on a replica that stops (issue 33, point 3): SIGTERM ends every open stream with
 * a reconnect hint (`retry:` and `event: reconnect`) once the balancer has stopped sending here,
 * instead of holding the replica open until its 25-second cut; a stream opened while draining
 * gets the hint at once. The browser's EventSource then reconnects through the balancer.
 */

interface OpenStream {
  status: number
  headers: http.IncomingHttpHeaders
  /** Everything received so far. */
  text(): string
  /** Resolves with everything received once the server ended the answer. */
  ended: Promise<string>
}

function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let received = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (received += chunk))
      const ended = new Promise<string>((done) => res.on('end', () => done(received)))
      resolve({ status: res.statusCode ?? 0, headers: res.headers, text: () => received, ended })
    })
    req.on('error', reject)
  })
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const WEB_URL = 'http://localhost:8910'

describe('event streams on a replica that stops', () => {
  let database: TestDatabase
  let app: FastifyInstance
  let replica: ReplicaLifecycle
  let base: string

  beforeEach(async () => {
    database = await createTestDatabase()
    replica = new ReplicaLifecycle('api-streams-1', process.pid)
    app = await buildServer({
      database,
      env: testEnv({ WEB_URL }),
      logger,
      now: () => new Date(),
      replica,
    })
    // A stream as a route starts one: an event now, then it stays open.
    app.get('/test/stream', (_req, reply) => {
      const stream = app.eventStreams.start(reply)
      stream.send('price', { lot: 7, price: 12_500 }, 'lot-7:3')
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`
  })

  afterEach(async () => {
    await app.close()
    await database.destroy()
  })

  it('answers an event stream with its headers, the CORS allowlist and the replica name', async () => {
    const stream = await openStream(`${base}/test/stream`, { origin: WEB_URL })
    expect(stream.status).toBe(200)
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers['cache-control']).toBe('no-store')
    expect(stream.headers[SERVED_BY_HEADER]).toBe('api-streams-1')
    expect(stream.headers['access-control-allow-origin']).toBe(WEB_URL)
    expect(stream.headers['x-content-type-options']).toBe('nosniff')
    await until(() => stream.text().includes('\n\n'), 'the first event')
    expect(stream.text()).toBe('id: lot-7:3\nevent: price\ndata: {"lot":7,"price":12500}\n\n')
    expect(app.eventStreams.size).toBe(1)
  })

  it('ends open streams with a reconnect hint when it drains, then stops without the cut', async () => {
    const streams = [
      await openStream(`${base}/test/stream`),
      await openStream(`${base}/test/stream`),
    ]
    await until(() => app.eventStreams.size === 2, 'two open streams')
    let forced = false
    const exitCode = new Promise<number>((resolve) => {
      void drainAndStop(replica, {
        endStreams: () => app.eventStreams.endAll(),
        close: () => app.close(),
        closeIdle: () => app.server.closeIdleConnections(),
        forceClose: () => {
          forced = true
          app.server.closeAllConnections()
        },
        log: () => undefined,
        exit: resolve,
      })
    })
    for (const stream of streams) {
      const text = await stream.ended
      const hint = /\n\nretry: (\d+)\nevent: reconnect\ndata: (.+)\n\n$/.exec(text)
      expect(hint).not.toBeNull()
      const retry = Number(hint![1])
      expect(retry).toBeGreaterThanOrEqual(RECONNECT_AFTER_MS)
      expect(retry).toBeLessThanOrEqual(2 * RECONNECT_AFTER_MS)
      expect(JSON.parse(hint![2])).toEqual({ reason: 'draining', replica: 'api-streams-1' })
    }
    expect(await exitCode).toBe(0)
    expect(forced).toBe(false)
    expect(app.eventStreams.size).toBe(0)
  })

  it('gives a stream opened while draining the hint at once', async () => {
    replica.beginDrain()
    const stream = await openStream(`${base}/test/stream`)
    const text = await stream.ended
    expect(text).toMatch(/^retry: \d+\nevent: reconnect\ndata: .+\n\n$/)
    expect(app.eventStreams.size).toBe(0)
  })

  it('forgets a stream its client closed', async () => {
    const req = http.get(`${base}/test/stream`)
    // The client hangs up once it has the answer, as a closed tab does. The server counts the
    // stream before the client has read the answer: destroyed before that, the request emits
    // "socket hang up" with nothing listening (once in CI on a loaded machine).
    await new Promise((resolve, reject) => req.on('response', resolve).on('error', reject))
    await until(() => app.eventStreams.size === 1, 'the stream to open')
    req.destroy()
    await until(() => app.eventStreams.size === 0, 'the stream to be forgotten')
  })
})
