import { captureMarketingParams, readMarketingParams, STORAGE_KEYS } from './marketing-params'

function memoryStore() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('stored marketing parameters (spec §3)', () => {
  it('keeps the six UTM parameters and the first visit URL parameters as a whole', () => {
    const store = memoryStore()
    captureMarketingParams(
      '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=ad1&utm_term=excavator&utm_id=42&gclid=abc&other=1',
      store,
    )
    expect(readMarketingParams(store)).toEqual({
      utm: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_content: 'ad1',
        utm_term: 'excavator',
        utm_id: '42',
      },
      firstVisitParams: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_content: 'ad1',
        utm_term: 'excavator',
        utm_id: '42',
        gclid: 'abc',
        other: '1',
      },
    })
  })

  it('lets a later campaign replace the UTM parameters but never the first visit', () => {
    const store = memoryStore()
    captureMarketingParams('?utm_source=google&ref=a', store)
    captureMarketingParams('', store)
    expect(readMarketingParams(store).utm).toEqual({ utm_source: 'google' })
    captureMarketingParams('?utm_source=newsletter&utm_campaign=may', store)
    expect(readMarketingParams(store)).toEqual({
      utm: { utm_source: 'newsletter', utm_campaign: 'may' },
      firstVisitParams: { utm_source: 'google', ref: 'a' },
    })
  })

  it('records a first visit without parameters, so a later one is not taken for it', () => {
    const store = memoryStore()
    captureMarketingParams('', store)
    captureMarketingParams('?utm_source=x', store)
    expect(readMarketingParams(store).firstVisitParams).toEqual({})
  })

  it('stays within what the api accepts and survives broken storage values', () => {
    const store = memoryStore()
    const many = Array.from({ length: 40 }, (_, i) => `p${i}=${'v'.repeat(600)}`).join('&')
    captureMarketingParams(`?${many}`, store)
    const first = readMarketingParams(store).firstVisitParams
    expect(Object.keys(first)).toHaveLength(30)
    expect(first.p0).toHaveLength(500)
    store.data.set(STORAGE_KEYS.utm, '{not json')
    store.data.set(STORAGE_KEYS.firstVisitParams, '[1,2]')
    expect(readMarketingParams(store)).toEqual({ utm: {}, firstVisitParams: {} })
  })

  it('ignores prototype keys and keeps the first value of a name (issue 12)', () => {
    const store = memoryStore()
    captureMarketingParams('?__proto__=x&constructor=y&prototype=z&toString=t&ref=a&ref=b', store)
    const { firstVisitParams } = readMarketingParams(store)
    expect(firstVisitParams).toEqual({ toString: 't', ref: 'a' })
    expect(Object.getPrototypeOf(firstVisitParams)).toBe(Object.prototype)
  })
})
