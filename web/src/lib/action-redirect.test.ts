import { ApiError } from './api-errors'
import { writeThenRedirect } from './action-redirect'

const redirect = jest.fn((to: string) => {
  throw new Error(`redirect ${to}`)
})
jest.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }))

beforeEach(() => redirect.mockClear())

describe('writeThenRedirect (a console form action after its arguments are read)', () => {
  it('opens the page the write answers, after the after-write step', async () => {
    const order: string[] = []
    const write = jest.fn(async () => {
      order.push('write')
      return '/es/admin/auctions/spring?done=created'
    })
    await expect(
      writeThenRedirect({ name: 'Spring' }, write, () => order.push('after')),
    ).rejects.toThrow('redirect /es/admin/auctions/spring?done=created')
    expect(order).toEqual(['write', 'after'])
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it("answers the values typed and the api's field errors when the api refuses, and stays", async () => {
    const after = jest.fn()
    const state = await writeThenRedirect(
      { email: 'nope' },
      async () => {
        throw new ApiError('VALIDATION', 'Check the form.', [
          { path: 'email', message: 'Enter a valid email.', key: 'validation.emailInvalid' },
        ])
      },
      after,
    )
    expect(state).toEqual({
      values: { email: 'nope' },
      result: {
        ok: false,
        code: 'VALIDATION',
        fields: [
          { path: 'email', message: 'Enter a valid email.', key: 'validation.emailInvalid' },
        ],
      },
    })
    expect(after).not.toHaveBeenCalled()
    expect(redirect).not.toHaveBeenCalled()
  })

  it('masks an error that is not the api’s as a failure without fields', async () => {
    const state = await writeThenRedirect({}, async () => {
      throw new TypeError('fetch failed')
    })
    expect(state.values).toEqual({})
    expect(state.result).toMatchObject({ ok: false, fields: [] })
    expect(redirect).not.toHaveBeenCalled()
  })
})
