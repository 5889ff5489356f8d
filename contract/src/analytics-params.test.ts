import {
  cleanAnalyticsParams,
  emailValuesToHash,
  isSecretParam,
  isSigninCallbackPath,
  privacySignal,
  withoutMarketingParams,
} from './analytics-params'

const hash = (e: string) => `h(${e})`

describe('analytics parameters (issue 16)', () => {
  it('knows the sign-in landing in both languages, and nothing else', () => {
    for (const p of ['/authenticate', '/es/authenticate', '/authenticate/', '/authenticate?x=1'])
      expect(isSigninCallbackPath(p)).toBe(true)
    for (const p of ['/', '/equipment', '/authenticated', '/es/equipment/authenticate', null])
      expect(isSigninCallbackPath(p)).toBe(false)
  })

  it('drops sign-in secrets everywhere, and `code`/`state` only on the sign-in route', () => {
    expect(isSecretParam('Token', '/equipment')).toBe(true)
    expect(isSecretParam('session_jwt', '/')).toBe(true)
    expect(isSecretParam('state', '/equipment')).toBe(false)
    expect(isSecretParam('code', '/sweepstakes')).toBe(false)
    expect(isSecretParam('STATE', '/authenticate')).toBe(true)
    expect(isSecretParam('code', '/es/authenticate')).toBe(true)
  })

  it('keeps every email only hashed (normalised), under <name>_sha256', () => {
    const params = {
      email: ' Ana@Example.com ',
      contact: 'mailto:bo@example.org',
      q: 'cat 320@2019',
      state: 'TX',
      token: 't',
      empty: '',
    }
    expect(emailValuesToHash(params, '/equipment')).toEqual([
      'ana@example.com',
      'mailto:bo@example.org',
    ])
    expect(cleanAnalyticsParams(params, { path: '/equipment', hash })).toEqual({
      email_sha256: 'h(ana@example.com)',
      contact_sha256: 'h(mailto:bo@example.org)',
      q: 'cat 320@2019',
      state: 'TX',
      empty: '',
    })
    // No hash to be had: the address is dropped, never kept raw.
    expect(
      cleanAnalyticsParams({ email: 'a@b.co', ref: 'x' }, { path: '/', hash: () => null }),
    ).toEqual({
      ref: 'x',
    })
  })

  it('reads Global Privacy Control and Do Not Track from request headers', () => {
    const h = (o: Record<string, string>) => (n: string) => o[n]
    expect(privacySignal(h({ 'sec-gpc': '1' }))).toBe(true)
    expect(privacySignal(h({ dnt: '1' }))).toBe(true)
    expect(privacySignal(h({ 'sec-gpc': '0' }))).toBe(false)
    expect(privacySignal(h({}))).toBe(false)
  })

  it('takes the campaign parameters out of a page address', () => {
    expect(
      withoutMarketingParams('https://x.test/equipment?utm_source=g&state=TX&gclid=1#top'),
    ).toBe('https://x.test/equipment?state=TX#top')
    expect(withoutMarketingParams('https://x.test/?utm_source=g')).toBe('https://x.test/')
    expect(withoutMarketingParams('https://x.test/sell')).toBe('https://x.test/sell')
  })
})
