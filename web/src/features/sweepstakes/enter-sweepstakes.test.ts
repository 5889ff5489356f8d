import { enterSweepstakesAction } from './enter-sweepstakes'
import { idleSweepstakesState } from './sweepstakes-form-state'

const requestHeaders = new Map<string, string>([
  ['x-forwarded-for', '203.0.113.7'],
  ['referer', 'http://web.test/es/sweepstakes'],
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

const KEY = 'key-0123456789abcdef'

function answer(body: unknown) {
  global.fetch = jest.fn(async () => ({ status: 200, json: async () => body })) as never
}
const sentInput = () => {
  const [, init] = (global.fetch as jest.Mock).mock.calls[0]
  return {
    headers: init.headers as Record<string, string>,
    input: JSON.parse(init.body).variables.input,
  }
}

function form(fields: Record<string, string>, numbers: string[]): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  for (const n of numbers) f.append('luckyNumbers', n)
  return f
}

const entry = {
  locale: 'es',
  idempotencyKey: KEY,
  firstName: 'Ana',
  lastName: 'Ruiz',
  company: 'Ruiz Grading',
  jobTitle: 'Owner',
  email: 'Ana@Example.com',
  phone: '(512) 555-0100',
  worksInIndustry: 'yes',
}

describe('enterSweepstakesAction', () => {
  it('sends the entry with whole numbers, the key, the language and the visitor address', async () => {
    answer({
      data: {
        enterSweepstakes: {
          entryId: '1',
          duplicate: false,
          subscription: 'CHECK_EMAIL',
          message: 'ok',
        },
      },
    })
    const state = await enterSweepstakesAction(
      idleSweepstakesState(KEY),
      form(entry, ['7', '14', '', '21', '28', '99']),
    )
    expect(state.result).toEqual({
      ok: true,
      data: { duplicate: false, subscription: 'CHECK_EMAIL' },
    })
    const { input, headers } = sentInput()
    expect(input).toMatchObject({
      idempotencyKey: KEY,
      locale: 'es',
      email: 'ana@example.com',
      worksInIndustry: true,
      luckyNumbers: [7, 14, 21, 28, 99],
      pageUrl: 'http://web.test/es/sweepstakes',
    })
    expect(headers['x-forwarded-for']).toBe('203.0.113.7')
  })

  it('answers the contract messages without a round trip (no JavaScript)', async () => {
    global.fetch = jest.fn() as never
    const state = await enterSweepstakesAction(
      idleSweepstakesState(KEY),
      form({ ...entry, jobTitle: '', phone: 'abc' }, ['1', '2', '3']),
    )
    expect(global.fetch).not.toHaveBeenCalled()
    expect(state.result).toMatchObject({ ok: false, code: 'VALIDATION' })
    expect(
      state.result && !state.result.ok && state.result.fields.map((f) => [f.path, f.key]),
    ).toEqual([
      ['jobTitle', 'validation.jobTitleRequired'],
      ['phone', 'validation.phoneOnlyPlus'],
      ['luckyNumbers', 'validation.luckyNumbersRequired'],
    ])
    expect(state.values.luckyNumbers).toEqual(['1', '2', '3'])
  })

  it('keeps the api field error on email and names a closed contest', async () => {
    answer({
      errors: [
        {
          message: 'x',
          extensions: {
            code: 'VALIDATION',
            fields: [
              {
                path: 'email',
                key: 'validation.sweepstakesAlreadyEntered',
                message: 'Este correo ya participó en el sorteo',
              },
            ],
          },
        },
      ],
    })
    const dup = await enterSweepstakesAction(
      idleSweepstakesState(KEY),
      form(entry, ['1', '2', '3', '4', '5']),
    )
    expect(dup.result).toMatchObject({
      ok: false,
      fields: [{ path: 'email', key: 'validation.sweepstakesAlreadyEntered' }],
    })
    answer({
      errors: [
        {
          message: 'x',
          extensions: { code: 'CONFLICT', messageKey: 'validation:form.sweepstakesEnded' },
        },
      ],
    })
    const ended = await enterSweepstakesAction(
      idleSweepstakesState(KEY),
      form(entry, ['1', '2', '3', '4', '5']),
    )
    expect(ended.result).toMatchObject({ ok: false, messageKey: 'form.sweepstakesEnded' })
  })
})
