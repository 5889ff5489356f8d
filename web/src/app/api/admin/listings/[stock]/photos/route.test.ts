/**
 * @jest-environment node
 */
import { POST } from './route'

let session: string | undefined = 'session-token'
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'stytch_session' && session ? { value: session } : undefined),
  }),
}))

let upstream: jest.Mock
beforeEach(() => {
  session = 'session-token'
  upstream = jest.fn(
    async () =>
      new Response('{"created":true,"photo":{"id":"7"}}', {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  )
  global.fetch = upstream as never
})

const post = (body: BodyInit, headers: Record<string, string> = {}, stock = 'IY100') =>
  POST(
    new Request(`http://web.test/api/admin/listings/${stock}/photos?locale=es`, {
      method: 'POST',
      body,
      headers: { host: 'web.test', ...headers },
    }),
    { params: Promise.resolve({ stock }) },
  )

describe('POST /api/admin/listings/<stock>/photos (the console upload, forwarded)', () => {
  it('sends the bytes to the api with the session and language, and answers what the api said', async () => {
    const res = await post(new Uint8Array([0xff, 0xd8, 0xff, 1, 2]), { origin: 'http://web.test' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ created: true, photo: { id: '7' } })
    const [url, init] = upstream.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/admin\/listings\/IY100\/photos$/)
    const headers = init.headers as Record<string, string>
    expect(headers.cookie).toContain('session-token')
    expect(headers['x-locale']).toBe('es')
    expect(Buffer.from(init.body as Uint8Array)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 1, 2]))
  })

  it('refuses another site, a visitor without a session and a body over 20 MB, without asking the api', async () => {
    const other = await post('x', { origin: 'https://evil.example' })
    expect(other.status).toBe(403)
    expect((await other.json()).error.message).toBe('Solo se aceptan cargas desde este sitio.')
    session = undefined
    expect((await post('x')).status).toBe(401)
    session = 'session-token'
    expect((await post(new Uint8Array(20 * 1024 * 1024 + 1))).status).toBe(413)
    expect((await post('x', {}, '..%2Fetc')).status).toBe(404)
    expect(upstream).not.toHaveBeenCalled()
  })
})
