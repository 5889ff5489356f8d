/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'
import { GET } from './route'

const cookieJar = new Map<string, string>()
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
  }),
}))
jest.mock('next/navigation', () => ({
  unauthorized: () => {
    throw new Error('401')
  },
}))

const ME = {
  me: {
    id: '7',
    traits: {
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'García',
      company: 'Rocas SA',
      phone: '+15125550100',
      zip: '78701',
      personaType: { buyer: true, seller: false },
      interestedIn: { categories: ['excavators'] },
    },
  },
}

let upstream: jest.Mock
beforeEach(() => {
  cookieJar.clear()
  upstream = jest.fn(async () => new Response(JSON.stringify({ data: ME }), { status: 200 }))
  global.fetch = upstream as never
})

const get = (headers: Record<string, string> = {}) =>
  GET(new NextRequest('http://web.test/api/analytics/traits', { headers }))

describe('GET /api/analytics/traits (issue 16)', () => {
  it('answers the signed-in visitor’s spec §3 traits from the api (me.traits), never cached', async () => {
    cookieJar.set('stytch_session', 'tok')
    const res = await get()
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(await res.json()).toEqual({ traits: ME.me.traits })
    const [, init] = upstream.mock.calls[0] as unknown as [string, RequestInit]
    expect((init.headers as Record<string, string>).cookie).toBe('stytch_session=tok')
    expect(JSON.parse(String(init.body)).query).toContain('traits')
  })

  it('answers no traits without a session, under a privacy signal, or when the api fails', async () => {
    expect(await (await get()).json()).toEqual({ traits: null })
    cookieJar.set('stytch_session', 'tok')
    expect(await (await get({ 'sec-gpc': '1' })).json()).toEqual({ traits: null })
    expect(upstream).not.toHaveBeenCalled()
    upstream.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    )
    expect(await (await get()).json()).toEqual({ traits: null })
  })
})
