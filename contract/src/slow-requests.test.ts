import { DEFAULT_SLOW_REQUEST_MS, slowRequestLine, slowRequestMs } from './slow-requests'

describe('slow answers', () => {
  it('reads the threshold, falling back on the default for nonsense', () => {
    expect(slowRequestMs(undefined)).toBe(DEFAULT_SLOW_REQUEST_MS)
    expect(slowRequestMs('0')).toBe(0)
    expect(slowRequestMs('750')).toBe(750)
    expect(slowRequestMs('-5')).toBe(DEFAULT_SLOW_REQUEST_MS)
    expect(slowRequestMs('soon')).toBe(DEFAULT_SLOW_REQUEST_MS)
  })

  it('names the path and the query parameters, never their values', () => {
    const line = slowRequestLine(
      'GET',
      '/signin/callback?stytch_token_type=magic_links&token=secret-value',
      200,
      3456.4,
      'text/html',
    )
    expect(line).toMatch(
      /^slow answer: GET \/signin\/callback\?stytch_token_type&token 200 in 3456 ms \(at \d{4}-/,
    )
    expect(line).not.toContain('secret-value')
    expect(line).not.toContain('magic_links')
  })

  it('leaves event streams out: they stay open by design', () => {
    expect(
      slowRequestLine(
        'GET',
        '/api/auction-lots/1/events',
        200,
        60_000,
        'text/event-stream; charset=utf-8',
      ),
    ).toBeNull()
  })
})
