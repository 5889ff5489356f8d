import { ApiError } from './api-client'
import { apiErrorStatus } from './api-errors'

describe('the status a route handler answers for an api error', () => {
  it('keeps the api refusals client errors (issue 12)', () => {
    expect(apiErrorStatus(new ApiError('VALIDATION', 'x'))).toBe(400)
    expect(apiErrorStatus(new ApiError('BAD_REQUEST', 'x'))).toBe(400)
    expect(apiErrorStatus(new ApiError('NOT_FOUND', 'x'))).toBe(404)
    expect(apiErrorStatus(new ApiError('RATE_LIMITED', 'x'))).toBe(429)
  })

  it('is a bad gateway when the api failed or could not be reached', () => {
    expect(apiErrorStatus(new ApiError('INTERNAL', 'x'))).toBe(502)
    expect(apiErrorStatus(new ApiError('UNAVAILABLE', 'x'))).toBe(502)
    expect(apiErrorStatus(new ApiError('__proto__', 'x'))).toBe(502)
    expect(apiErrorStatus(new Error('x'))).toBe(502)
  })
})
