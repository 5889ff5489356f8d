import {
  fieldKeys,
  firstRefusedField,
  withFieldKey,
  withoutFieldError,
  type FormState,
} from './action-result'

describe('a field the visitor fixes', () => {
  test("its local message is set, replaced or cleared; the others' stay", () => {
    const errors = { email: 'validation.emailInvalid', zip: 'validation.zipRequired' }
    expect(withFieldKey(errors, 'zip', 'validation.zipInvalid')).toEqual({
      email: 'validation.emailInvalid',
      zip: 'validation.zipInvalid',
    })
    expect(withFieldKey(errors, 'zip', null)).toEqual({ email: 'validation.emailInvalid' })
    expect(withFieldKey(errors, 'zip', undefined)).toEqual({ email: 'validation.emailInvalid' })
    expect(errors.zip).toBe('validation.zipRequired')
  })

  test("the api's message for it goes, the other fields' and the form's code stay", () => {
    const state: FormState<unknown, { requestKey: string }> = {
      requestKey: 'k1',
      result: {
        ok: false,
        code: 'BAD_USER_INPUT',
        fields: [
          { path: 'email', key: 'validation.emailInvalid', message: 'Invalid email' },
          { path: 'zip', key: 'validation.zipInvalid', message: 'Invalid ZIP' },
        ],
      },
    }
    const next = withoutFieldError(state, 'zip')
    expect(next.requestKey).toBe('k1')
    expect(next.result && fieldKeys(next.result)).toEqual({ email: 'validation.emailInvalid' })
    expect(next.result).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' })
    expect(fieldKeys(state.result!)).toHaveProperty('zip')
  })

  test('a state without a refusal is left as it is', () => {
    const done: FormState<number> = { result: { ok: true, data: 1 } }
    const before: FormState<number> = { result: null }
    expect(withoutFieldError(done, 'zip')).toBe(done)
    expect(withoutFieldError(before, 'zip')).toBe(before)
  })
})

describe("the field a server's answer focuses", () => {
  const order = ['firstName', 'email', 'luckyNumbers'] as const
  const refusing = (...paths: string[]) =>
    ({
      ok: false,
      code: 'VALIDATION',
      fields: paths.map((path) => ({ path, key: 'validation.invalid', message: 'x' })),
    }) as const

  test("is the first refused in the form's order, whatever the answer's order; a list item counts as its field", () => {
    expect(firstRefusedField(refusing('luckyNumbers', 'email'), order)).toBe('email')
    expect(firstRefusedField(refusing('luckyNumbers.3'), order)).toBe('luckyNumbers')
  })

  test('is none without a refused field of the form', () => {
    expect(firstRefusedField(null, order)).toBeNull()
    expect(firstRefusedField({ ok: true, data: 1 }, order)).toBeNull()
    expect(firstRefusedField(refusing(), order)).toBeNull()
    expect(firstRefusedField(refusing('idempotencyKey'), order)).toBeNull()
  })
})
