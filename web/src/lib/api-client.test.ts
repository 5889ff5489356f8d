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
