import { subscribeAlertAction } from './subscribe-alert'

const requestHeaders = new Map<string, string>([['x-forwarded-for', '203.0.113.7']])
const cookieJar = new Map<string, string>()
jest.mock('next/headers', () => ({
  headers: async () => ({ get: (k: string) => requestHeaders.get(k) ?? null }),
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
  }),
}))
jest.mock('next/navigation', () => ({
  unauthorized: () => {
    throw new Error('401')
  },
}))

function answer(body: unknown, status = 200) {
  global.fetch = jest.fn(async () => ({ status, json: async () => body })) as never
}
const request = () => {
  const [, init] = (global.fetch as jest.Mock).mock.calls[0]
  return { headers: init.headers as Record<string, string>, body: JSON.parse(init.body) }
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}

const signUp = form({
  email: ' buyer@example.com ',
  locale: 'es',
  filters: JSON.stringify({ category: 'excavators', n: 1 }),
})

beforeEach(() => cookieJar.clear())

describe('subscribeAlertAction', () => {
  it('asks to check the email, with the sign-in cookies and the visitor address forwarded', async () => {
    cookieJar.set('stytch_session', 'tok')
    answer({ data: { subscribeInventoryAlert: { status: 'CHECK_EMAIL' } } })
    const state = await subscribeAlertAction({ result: null }, signUp)
    expect(state).toEqual({
      email: 'buyer@example.com',
      result: { ok: true, data: 'checkEmail' },
    })
    const { headers, body } = request()
    expect(headers['x-locale']).toBe('es')
    expect(headers['x-forwarded-for']).toBe('203.0.113.7')
    expect(headers.cookie).toBe('stytch_session=tok')
    expect(body.variables.input).toEqual({
      email: 'buyer@example.com',
      locale: 'es',
      filters: { category: 'excavators' },
    })
    // The document asks for nothing that could tell whether the address was subscribed.
    expect(body.query).not.toMatch(/alreadySubscribed|alertId/)
  })

  it("says a signed-in user's own verified address is active", async () => {
    answer({ data: { subscribeInventoryAlert: { status: 'ACTIVE' } } })
    const state = await subscribeAlertAction({ result: null }, signUp)
    expect(state.result).toEqual({ ok: true, data: 'active' })
  })

  it('maps the per-IP limit and field errors to their messages', async () => {
    answer({ errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED' } }] }, 429)
    expect((await subscribeAlertAction({ result: null }, signUp)).result).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      fields: [],
      messageKey: 'errors.rateLimited',
    })
    answer({
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'VALIDATION',
            fields: [{ path: 'email', key: 'validation.emailInvalid', message: 'x' }],
          },
        },
      ],
    })
    expect((await subscribeAlertAction({ result: null }, signUp)).result).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      messageKey: 'errors.emailInvalid',
    })
  })
})
