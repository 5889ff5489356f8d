/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'
import { POST } from './route'

jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
}))

let upstream: jest.Mock
beforeEach(() => {
  upstream = jest.fn(async () => new Response('{"accepted":1}', { status: 200 }))
  global.fetch = upstream as never
})

const post = (body: string) =>
  POST(new NextRequest('http://web.test/api/analytics', { method: 'POST', body }))

const event = (patch: Record<string, unknown> = {}) =>
  JSON.stringify({
    batch: [{ type: 'page', anonymousId: 'anon-1', page: { name: 'Home' }, ...patch }],
  })

describe('POST /api/analytics', () => {
  it('forwards a batch to the api and passes its answer on', async () => {
    const res = await post(event())
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ accepted: 1 })
    expect(upstream).toHaveBeenCalledTimes(1)
  })

  it('refuses a body that is not JSON, without asking the api (issue 12)', async () => {
    for (const body of ['hello{', '']) {
      const res = await post(body)
      expect(res.status).toBe(400)
      expect((await res.json()).error.code).toBe('BAD_REQUEST')
    }
    expect(upstream).not.toHaveBeenCalled()
  })

  it('refuses a control character in any text or key with 400 VALIDATION naming the field', async () => {
    for (const [patch, path] of [
      [{ page: { name: 'Ho\u0000me' } }, 'batch.0.page.name'],
      [{ properties: { 'k\u001b': 'v' } }, 'batch.0.properties.k\u001b'],
      [{ anonymousId: '\u0007' }, 'batch.0.anonymousId'],
    ] as const) {
      const res = await post(event(patch))
      expect(res.status).toBe(400)
      const { error } = await res.json()
      expect(error.code).toBe('VALIDATION')
      expect(error.fields[0].path).toBe(path)
    }
    // The api's rule (decision 021): tab, line feed and carriage return only in multi-line
    // fields (an event's description), DEL nowhere.
    const multiLine = { type: 'track', description: 'a\tb\r\nc', page: undefined }
    expect((await post(event(multiLine))).status).toBe(200)
    for (const [patch, path] of [
      [{ properties: { label: 'a\tb' } }, 'batch.0.properties.label'],
      [{ page: { name: 'Home\u007f' } }, 'batch.0.page.name'],
    ] as const) {
      const res = await post(event(patch))
      expect(res.status).toBe(400)
      expect((await res.json()).error.fields[0].path).toBe(path)
    }
    expect(upstream).toHaveBeenCalledTimes(1)
  })

  it('refuses JSON nested deeper than any batch', async () => {
    const res = await post(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields[0].key).toBe('validation.tooDeep')
  })

  it('passes the api refusals on as they are, and reports its failures as a bad gateway', async () => {
    upstream.mockResolvedValueOnce(new Response('{"error":{"code":"VALIDATION"}}', { status: 400 }))
    expect((await post(event())).status).toBe(400)
    upstream.mockResolvedValueOnce(new Response('{"error":{"code":"INTERNAL"}}', { status: 500 }))
    const failed = await post(event())
    expect(failed.status).toBe(502)
    expect((await failed.json()).error.code).toBe('UNAVAILABLE')
  })

  it('forwards the visitor’s Global Privacy Control (or Do Not Track) to the api as Sec-GPC: 1 (issue 16)', async () => {
    for (const [name, value] of [
      ['sec-gpc', '1'],
      ['dnt', '1'],
    ]) {
      upstream.mockClear()
      await POST(
        new NextRequest('http://web.test/api/analytics', {
          method: 'POST',
          body: event(),
          headers: { [name]: value },
        }),
      )
      const [, init] = upstream.mock.calls[0] as unknown as [string, RequestInit]
      expect((init.headers as Record<string, string>)['sec-gpc']).toBe('1')
    }
    upstream.mockClear()
    await post(event())
    const [, init] = upstream.mock.calls[0] as unknown as [string, RequestInit]
    expect((init.headers as Record<string, string>)['sec-gpc']).toBeUndefined()
  })
})
