import { subscribeNewsletterAction } from './subscribe-newsletter'

const requestHeaders = new Map<string, string>([
  ['x-forwarded-for', '203.0.113.7'],
  ['referer', 'https://ironyard.example/es/blog'],
])
jest.mock('next/headers', () => ({
  headers: async () => ({ get: (k: string) => requestHeaders.get(k) ?? null }),
  cookies: async () => ({ get: () => undefined }),
}))
jest.mock('next/navigation', () => ({
  unauthorized: () => {
    throw new Error('401')
  },
}))

function answer(body: unknown, status = 200) {
  global.fetch = jest.fn(async () => ({ status, json: async () => body })) as never
}
const request = (n = 0) => {
  const [, init] = (global.fetch as jest.Mock).mock.calls[n]
  return { headers: init.headers as Record<string, string>, body: JSON.parse(init.body) }
}
function form(fields: Record<string, string>): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}

describe('subscribeNewsletterAction (footer and blog sign-up)', () => {
  it('sends a newsletter lead with a key that a retry of the same form sends again', async () => {
    answer({ data: { submitLead: { subscription: 'CHECK_EMAIL' } } })
    const first = await subscribeNewsletterAction(
      { result: null },
      form({ email: ' lector@example.com ', locale: 'es' }),
    )
    expect(first.result).toEqual({ ok: true, data: 'checkEmail' })
    const { headers, body } = request()
    expect(headers['x-locale']).toBe('es')
    expect(headers['x-forwarded-for']).toBe('203.0.113.7')
    expect(body.variables.input).toEqual({
      type: 'newsletter',
      email: 'lector@example.com',
      locale: 'es',
      idempotencyKey: first.key,
      pageUrl: 'https://ironyard.example/es/blog',
    })
    expect(first.key).toMatch(/^newsletter-[\w-]{36}$/)
    // The same form again (a double click): the key it holds goes along.
    answer({ data: { submitLead: { subscription: 'CHECK_EMAIL' } } })
    await subscribeNewsletterAction(first, form({ email: 'lector@example.com', locale: 'es' }))
    expect(request().body.variables.input.idempotencyKey).toBe(first.key)
  })

  it('answers active for a member, and maps field errors and the rate limit', async () => {
    answer({ data: { submitLead: { subscription: 'ACTIVE' } } })
    expect(
      (await subscribeNewsletterAction({ result: null }, form({ email: 'm@example.com' }))).result,
    ).toEqual({ ok: true, data: 'active' })
    answer({
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'VALIDATION',
            fields: [{ path: 'email', key: 'validation.mailingListEmail', message: 'x' }],
          },
        },
      ],
    })
    expect(
      (await subscribeNewsletterAction({ result: null }, form({ email: 'nope' }))).result,
    ).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      fields: [{ path: 'email', key: 'validation.mailingListEmail' }],
    })
    answer({ errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED' } }] }, 429)
    expect(
      (await subscribeNewsletterAction({ result: null }, form({ email: 'm@example.com' }))).result,
    ).toEqual({ ok: false, code: 'RATE_LIMITED', fields: [], messageKey: 'errors.rateLimited' })
  })

  it('refuses a hand-made call that is not a form', async () => {
    await expect(subscribeNewsletterAction({ result: null }, 'x' as never)).rejects.toThrow(
      /form data/,
    )
  })
})
