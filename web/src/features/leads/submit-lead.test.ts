import { idleLeadState, leadFieldErrors } from '@/features/leads/lead-form-state'
import { clientErrorStatus } from '@/lib/request-errors'
import { ActionInputError } from '@/lib/action-input'
import { submitLeadAction } from './submit-lead'

const requestHeaders = new Map<string, string>([
  ['x-forwarded-for', '203.0.113.7'],
  ['referer', 'http://web.test/for-sale/x-9614943'],
])
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

const KEY = 'key-0123456789abcdef'

function answer(body: unknown) {
  global.fetch = jest.fn(async () => ({ status: 200, json: async () => body })) as never
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

const offer = {
  type: 'name_your_price',
  locale: 'es',
  stockNumber: '9614943',
  idempotencyKey: KEY,
  queryId: '9bf1dfc5-e0b0-420b-b055-0c9651e1c27e',
  pageUrl: 'http://web.test/es/for-sale/2022-komatsu-wa600-8-9614943?queryID=9bf1dfc5',
  offerAmount: '700,000',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '+1 512 555 0188',
  message: '',
  utm: JSON.stringify({ utm_source: 'google', evil: 'x' }),
  firstVisitParams: JSON.stringify({ gclid: 'abc', n: 1 }),
}

beforeEach(() => cookieJar.clear())

describe('submitLeadAction', () => {
  it('sends the lead with its key, context and the visitor address, and reports success', async () => {
    cookieJar.set('stytch_session', 'tok')
    answer({
      data: {
        submitLead: {
          leadId: '12',
          duplicate: false,
          likelihood: 'possible',
          contactWindow: 'within24Hours',
          message: '¡Envío exitoso!',
        },
      },
    })
    const state = await submitLeadAction(idleLeadState(KEY), form(offer))
    expect(state).toMatchObject({
      idempotencyKey: KEY,
      result: { ok: true, data: { likelihood: 'possible', contactWindow: 'within24Hours' } },
      values: { offerAmount: '700,000', email: 'dana@example.com' },
    })
    const { headers, body } = request()
    expect(headers['x-locale']).toBe('es')
    expect(headers['x-forwarded-for']).toBe('203.0.113.7')
    expect(headers.cookie).toBe('stytch_session=tok')
    expect(body.variables.input).toEqual({
      type: 'name_your_price',
      idempotencyKey: KEY,
      locale: 'es',
      stockNumber: '9614943',
      offerAmount: '700,000',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      phone: '+1 512 555 0188',
      utm: { utm_source: 'google' },
      firstVisitParams: { gclid: 'abc' },
      pageUrl: offer.pageUrl,
      queryId: offer.queryId,
    })
  })

  it('sends no marketing parameters under Sec-GPC: 1 or DNT: 1, and tells the api (issue 16)', async () => {
    for (const header of ['sec-gpc', 'dnt']) {
      requestHeaders.set(header, '1')
      try {
        answer({
          data: {
            submitLead: {
              leadId: '14',
              duplicate: false,
              likelihood: null,
              contactWindow: 'within24Hours',
              message: 'Submission successful!',
            },
          },
        })
        const state = await submitLeadAction(
          idleLeadState(KEY),
          form({ ...offer, pageUrl: 'http://web.test/for-sale/x-9614943?utm_source=g&queryID=q' }),
        )
        expect(state.result?.ok).toBe(true)
        const { headers, body } = request()
        expect(headers['sec-gpc']).toBe('1')
        expect(body.variables.input).toMatchObject({
          utm: {},
          firstVisitParams: {},
          pageUrl: 'http://web.test/for-sale/x-9614943?queryID=q',
        })
      } finally {
        requestHeaders.delete(header)
      }
    }
  })

  it("passes on a newsletter form's subscription answer", async () => {
    answer({
      data: {
        submitLead: {
          leadId: '13',
          duplicate: false,
          likelihood: null,
          contactWindow: 'none',
          message: 'Submission successful!',
          outcome: 'received',
          fitReasons: [],
          subscription: 'CHECK_EMAIL',
        },
      },
    })
    const state = await submitLeadAction(
      idleLeadState(KEY),
      form({
        type: 'equipment_newsletter',
        locale: 'en',
        stockNumber: '9614943',
        idempotencyKey: KEY,
        email: 'dana@example.com',
      }),
    )
    expect(state.result).toMatchObject({ ok: true, data: { subscription: 'CHECK_EMAIL' } })
  })

  it('maps the api field errors to the fields, with the spec §5 keys', async () => {
    answer({
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'VALIDATION',
            fields: [
              {
                path: 'email',
                key: 'validation.emailInvalid',
                message: 'El correo electrónico no es válido',
              },
              { path: 'offerAmount', key: 'validation.offerAmountInvalid', message: 'x' },
            ],
          },
        },
      ],
    })
    const state = await submitLeadAction(idleLeadState(KEY), form(offer))
    expect(state.result).toMatchObject({ ok: false, messageKey: 'form.couldNotSubmit' })
    expect(leadFieldErrors(state.result)).toEqual({
      email: {
        path: 'email',
        key: 'validation.emailInvalid',
        message: 'El correo electrónico no es válido',
      },
      offerAmount: { path: 'offerAmount', key: 'validation.offerAmountInvalid', message: 'x' },
    })
    expect(state.idempotencyKey).toBe(KEY)
  })

  it.each([
    ['RATE_LIMITED', 'Too many submissions.', 'form.rateLimited', undefined],
    // Recognised by its key, whatever the language of the text.
    ['CONFLICT', 'Otro texto', 'form.idempotencyConflict', 'validation:form.idempotencyConflict'],
    ['CONFLICT', 'This machine is no longer available', 'errors.unavailable', undefined],
    ['NOT_FOUND', 'Listing not found', 'errors.unavailable', undefined],
    ['INTERNAL', 'Unexpected error.', 'form.unknownError', undefined],
  ])('turns %s (%s) into %s', async (code, message, key, messageKey) => {
    answer({ errors: [{ message, extensions: { code, messageKey } }] })
    const state = await submitLeadAction(idleLeadState(KEY), form(offer))
    expect(state.result).toEqual({ ok: false, code, fields: [], messageKey: key })
  })

  it('says the form could not be submitted when the api is unreachable', async () => {
    global.fetch = jest.fn(async () => {
      throw new Error('ECONNREFUSED')
    }) as never
    const state = await submitLeadAction(idleLeadState(KEY), form(offer))
    expect(state).toMatchObject({
      result: { ok: false, messageKey: 'form.submitFailed' },
      idempotencyKey: KEY,
    })
  })

  it('never lets a bad hidden field fail the lead: unknown query ids and keys are dropped', async () => {
    answer({
      data: {
        submitLead: {
          leadId: '1',
          duplicate: true,
          likelihood: null,
          contactWindow: 'within24Hours',
          message: 'ok',
        },
      },
    })
    const prev = idleLeadState('prev-key-0123456789')
    await submitLeadAction(
      prev,
      form({ ...offer, queryId: 'not-a-uuid', idempotencyKey: 'short', pageUrl: '' }),
    )
    const { body } = request()
    expect(body.variables.input.queryId).toBeUndefined()
    expect(body.variables.input.idempotencyKey).toBe('prev-key-0123456789')
    expect(body.variables.input.pageUrl).toBe('http://web.test/for-sale/x-9614943')
  })

  it('refuses a hand-made call with arguments no form sends: an ActionInputError, a 400 (issue 12)', async () => {
    answer({ data: {} })
    const prev = idleLeadState('prev-key-0123456789')
    for (const [p, f] of [
      [prev, 'a string'],
      [prev, undefined],
      [prev, { type: 'name_your_price' }],
      ['a string', form(offer)],
      [null, form(offer)],
      [[], form(offer)],
    ] as const) {
      const call = submitLeadAction(p as never, f as never)
      await expect(call).rejects.toBeInstanceOf(ActionInputError)
      expect(clientErrorStatus(await call.catch((e: unknown) => e))).toBe(400)
    }
    expect(global.fetch).not.toHaveBeenCalled()
  })
})
