/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import {
  captureMarketingParams,
  readMarketingParams,
  scrubStoredMarketingParams,
  sha256Hex,
  STORAGE_KEYS,
} from './marketing-params'

/** The api's hash of an address (api/src/services/analytics/clean-params.ts hashEmail). */
const apiHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
/** Node's hash, for tests that are not about Web Crypto itself. */
const nodeHash = async (text: string) => createHash('sha256').update(text).digest('hex')

function memoryStore() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('stored marketing parameters (spec §3)', () => {
  it('keeps the six UTM parameters and the first visit URL parameters as a whole', async () => {
    const store = memoryStore()
    await captureMarketingParams(
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

  it('lets a later campaign replace the UTM parameters but never the first visit', async () => {
    const store = memoryStore()
    await captureMarketingParams('?utm_source=google&ref=a', store)
    await captureMarketingParams('', store)
    expect(readMarketingParams(store).utm).toEqual({ utm_source: 'google' })
    await captureMarketingParams('?utm_source=newsletter&utm_campaign=may', store)
    expect(readMarketingParams(store)).toEqual({
      utm: { utm_source: 'newsletter', utm_campaign: 'may' },
      firstVisitParams: { utm_source: 'google', ref: 'a' },
    })
  })

  it('records a first visit without parameters, so a later one is not taken for it', async () => {
    const store = memoryStore()
    await captureMarketingParams('', store)
    await captureMarketingParams('?utm_source=x', store)
    expect(readMarketingParams(store).firstVisitParams).toEqual({})
  })

  it('stays within what the api accepts and survives broken storage values', async () => {
    const store = memoryStore()
    const many = Array.from({ length: 40 }, (_, i) => `p${i}=${'v'.repeat(600)}`).join('&')
    await captureMarketingParams(`?${many}`, store)
    const first = readMarketingParams(store).firstVisitParams
    expect(Object.keys(first)).toHaveLength(30)
    expect(first.p0).toHaveLength(500)
    store.data.set(STORAGE_KEYS.utm, '{not json')
    store.data.set(STORAGE_KEYS.firstVisitParams, '[1,2]')
    expect(readMarketingParams(store)).toEqual({ utm: {}, firstVisitParams: {} })
  })

  it('ignores prototype keys and keeps the first value of a name (issue 12)', async () => {
    const store = memoryStore()
    await captureMarketingParams(
      '?__proto__=x&constructor=y&prototype=z&toString=t&ref=a&ref=b',
      store,
    )
    const { firstVisitParams } = readMarketingParams(store)
    expect(firstVisitParams).toEqual({ toString: 't', ref: 'a' })
    expect(Object.getPrototypeOf(firstVisitParams)).toBe(Object.prototype)
  })

  it('keeps no sign-in secret and no raw email: addresses are kept as their SHA-256 (issue 16)', async () => {
    const store = memoryStore()
    await captureMarketingParams(
      '?email=%20Ana%40Example.com&token=magic&stytch_token_type=magic_links&session_jwt=a.b.c&ref=ana%40example.com&state=TX',
      store,
      '/equipment',
      nodeHash,
    )
    const kept = JSON.stringify(store.data.get(STORAGE_KEYS.firstVisitParams))
    expect(kept).not.toMatch(/ana@example|magic|a\.b\.c/i)
    expect(readMarketingParams(store).firstVisitParams).toEqual({
      email_sha256: apiHash('ana@example.com'),
      ref_sha256: apiHash('ana@example.com'),
      // Off the sign-in route, `state` is the State filter.
      state: 'TX',
    })
  })

  it('drops `code` and `state` on the sign-in route only (issue 16)', async () => {
    const landing = memoryStore()
    await captureMarketingParams(
      '?code=oauth&state=xyz&utm_source=mail',
      landing,
      '/es/authenticate',
    )
    expect(readMarketingParams(landing).firstVisitParams).toEqual({ utm_source: 'mail' })
    const search = memoryStore()
    await captureMarketingParams('?code=SPRING25&state=TX', search, '/equipment')
    expect(readMarketingParams(search).firstVisitParams).toEqual({ code: 'SPRING25', state: 'TX' })
  })

  it('drops an address it cannot hash rather than keep it, and never sends one an older page kept', async () => {
    const store = memoryStore()
    await captureMarketingParams('?email=ana@example.com&ref=a', store, '/', async () => null)
    expect(readMarketingParams(store).firstVisitParams).toEqual({ ref: 'a' })
    // Kept raw before issue 16: never sent, and cleaned in storage.
    const old = memoryStore()
    old.data.set(
      STORAGE_KEYS.firstVisitParams,
      JSON.stringify({ email: 'ana@example.com', token: 'magic', gclid: 'g' }),
    )
    expect(readMarketingParams(old).firstVisitParams).toEqual({ gclid: 'g' })
    await scrubStoredMarketingParams(old, nodeHash)
    expect(JSON.parse(old.data.get(STORAGE_KEYS.firstVisitParams)!)).toEqual({
      email_sha256: apiHash('ana@example.com'),
      gclid: 'g',
    })
  })

  it('hashes with Web Crypto, as the api does; without it (plain-http origins) there is no hash', async () => {
    expect(await sha256Hex('ana@example.com')).toBe(apiHash('ana@example.com'))
    const had = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true })
    try {
      expect(await sha256Hex('ana@example.com')).toBeNull()
    } finally {
      Object.defineProperty(globalThis, 'crypto', had)
    }
  })
})
