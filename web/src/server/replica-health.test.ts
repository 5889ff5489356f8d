/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ReplicaLifecycle } from '@ironyard/contract/replica'
import { answerHealth } from './replica-health'

/**
 * The production web server as a replica behind a balancer (issue 33), with the same first step
 * as web/server.ts: answerHealth, then the pages (here a stand-in for Next).
 */
describe('the web server behind a balancer', () => {
  let server: Server
  let base: string
  const replica = new ReplicaLifecycle('web-test-1', process.pid)

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (answerHealth(req, res, replica)) return
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<p>a page</p>')
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('names itself on every answer, pages included', async () => {
    const page = await fetch(`${base}/en/search`)
    expect(await page.text()).toBe('<p>a page</p>')
    expect(page.headers.get('x-served-by')).toBe('web-test-1')
  })

  it('is live and ready while it serves, with its replica id and pid', async () => {
    const live = await fetch(`${base}/health/live`)
    expect(live.status).toBe(200)
    expect(live.headers.get('cache-control')).toBe('no-store')
    expect(await live.json()).toMatchObject({
      replica: 'web-test-1',
      pid: process.pid,
      status: 'live',
    })
    const ready = await fetch(`${base}/health/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({
      replica: 'web-test-1',
      status: 'ready',
      ready: true,
    })
  })

  it('answers hostile query strings on the health paths as usual, and leaves odd paths to the pages', async () => {
    // The page fuzz journey does not reach these paths (they are answered before Next).
    for (const query of [
      '?__proto__=x',
      '?constructor[prototype][x]=1',
      `?q=${'x'.repeat(8000)}`,
      '?%00=%ff',
    ]) {
      const ready = await fetch(`${base}/health/ready${query}`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toMatchObject({ replica: 'web-test-1', ready: true })
    }
    for (const path of ['/health/ready/', '/health/live/..', '/HEALTH/READY', '/health%2Fready']) {
      expect(await (await fetch(`${base}${path}`)).text()).toBe('<p>a page</p>')
    }
    const head = await fetch(`${base}/health/live`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('is not ready from the moment it stops, and still live and serving pages', async () => {
    replica.beginDrain()
    const ready = await fetch(`${base}/health/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ status: 'draining', ready: false, draining: true })
    expect((await fetch(`${base}/health/live`)).status).toBe(200)
    expect((await fetch(`${base}/`)).status).toBe(200)
  })

  it('leaves other methods and paths to the pages', async () => {
    const post = await fetch(`${base}/health/ready`, { method: 'POST' })
    expect(await post.text()).toBe('<p>a page</p>')
    expect(await (await fetch(`${base}/health/readiness`)).text()).toBe('<p>a page</p>')
  })
})
