import { ApiError, gql } from './api-client'

const unauthorized = jest.fn(() => {
  throw new Error('NEXT_HTTP_ERROR_FALLBACK;401')
})
jest.mock('next/navigation', () => ({ unauthorized: () => unauthorized() }))
const cookieJar = new Map<string, string>()
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
  }),
}))

const doc = { toString: () => 'query Q { health { status } }' } as never

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({
    status,
    json: async () => body,
  })) as unknown as typeof fetch
}

beforeEach(() => unauthorized.mockClear())

describe('api client', () => {
  it('sends the document, the variables and the locale, and returns the data', async () => {
    answer(200, { data: { health: { status: 'ok' } } })
    await expect(gql(doc, { a: 1 }, { locale: 'es' })).resolves.toEqual({
      health: { status: 'ok' },
    })
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0]
    expect(url).toMatch(/\/graphql$/)
    expect(init.headers['x-locale']).toBe('es')
    expect(JSON.parse(init.body)).toEqual({
      query: 'query Q { health { status } }',
      variables: { a: 1 },
    })
  })

  it('turns api errors into ApiError with the code and field errors', async () => {
    answer(400, {
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'VALIDATION', fields: [{ path: 'zip', key: 'k', message: 'm' }] },
        },
      ],
    })
    const error = await gql(doc, {}, { locale: 'en' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, fields: [{ path: 'zip' }] })
  })

  it('shows the 401 page when the api could not sign the visitor in', async () => {
    answer(401, { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] })
    await expect(gql(doc, {}, { locale: 'en' })).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;401')
    expect(unauthorized).toHaveBeenCalled()
  })

  it('reports an unreachable api as UNAVAILABLE (the page then shows the 500 page)', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    await expect(gql(doc, {}, { locale: 'en' })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    // A query is asked twice before it is reported.
    expect(global.fetch).toHaveBeenCalledTimes(2)
  })

  describe('when the api replica goes away under a request (a fleet behind a balancer)', () => {
    /** fetch answers in turn: an Error is thrown, a number is a bare status, else JSON data. */
    function answers(...turns: Array<Error | number | object>) {
      const queue = [...turns]
      global.fetch = jest.fn(async () => {
        const next = queue.shift()
        if (next instanceof Error) throw next
        if (typeof next === 'number')
          return { status: next, body: { cancel: async () => undefined }, json: async () => ({}) }
        return { status: 200, json: async () => ({ data: next }) }
      }) as unknown as typeof fetch
    }
    const mutation = { toString: () => 'mutation M { touch }' } as never
    const withFragment = {
      toString: () => 'fragment F on Lot { id }\nmutation Bid { placeBid { ...F } }',
    } as never

    it('asks a query once more after a connection failure, and answers', async () => {
      answers(new TypeError('fetch failed'), { ok: true })
      await expect(gql(doc, {}, { locale: 'en' })).resolves.toEqual({ ok: true })
      expect(global.fetch).toHaveBeenCalledTimes(2)
    })

    it.each([502, 503, 504])('asks a query once more after the balancer answered %i', async (s) => {
      answers(s, { ok: true })
      await expect(gql(doc, {}, { locale: 'en' })).resolves.toEqual({ ok: true })
      expect(global.fetch).toHaveBeenCalledTimes(2)
    })

    it('reports the second failure as it is', async () => {
      answers(502, 502)
      await expect(gql(doc, {}, { locale: 'en' })).rejects.toMatchObject({
        code: 'INTERNAL',
        status: 502,
      })
      expect(global.fetch).toHaveBeenCalledTimes(2)
    })

    it('never asks a mutation again (the api may have acted on it)', async () => {
      answers(new TypeError('fetch failed'), { ok: true })
      await expect(gql(mutation, {}, { locale: 'en' })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      })
      answers(502, { ok: true })
      await expect(gql(withFragment, {}, { locale: 'en' })).rejects.toMatchObject({ status: 502 })
      expect(global.fetch).toHaveBeenCalledTimes(1)
    })

    it('does not retry what the page gave up on (an aborted request)', async () => {
      const aborted = new AbortController()
      aborted.abort()
      answers(new DOMException('aborted', 'AbortError'), { ok: true })
      await expect(gql(doc, {}, { locale: 'en', signal: aborted.signal })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      })
      expect(global.fetch).toHaveBeenCalledTimes(1)
    })

    it('does not retry an answer of the api itself', async () => {
      answers(500)
      await expect(gql(doc, {}, { locale: 'en' })).rejects.toMatchObject({ status: 500 })
      expect(global.fetch).toHaveBeenCalledTimes(1)
    })
  })

  it('forwards the sign-in cookies only when asked (signed-in data)', async () => {
    cookieJar.set('stytch_session', 'opaque-token')
    cookieJar.set('stytch_session_jwt', 'a.b.c')
    cookieJar.set('other', 'x')
    answer(200, { data: { ok: true } })
    await gql(doc, {}, { locale: 'en' })
    expect((global.fetch as jest.Mock).mock.calls[0][1].headers.cookie).toBeUndefined()
    await gql(doc, {}, { locale: 'en', session: true })
    expect((global.fetch as jest.Mock).mock.calls[1][1].headers.cookie).toBe(
      'stytch_session=opaque-token; stytch_session_jwt=a.b.c',
    )
    cookieJar.clear()
  })

  it('can report UNAUTHENTICATED as an error instead of the 401 page', async () => {
    answer(200, { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] })
    await expect(gql(doc, {}, { locale: 'en', unauthenticated: 'error' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    })
    expect(unauthorized).not.toHaveBeenCalled()
  })
})
