import { anonymousId, ANONYMOUS_ID_KEY, trackingAllowed, uuid } from './identity'
import { boundParams } from './tracker'
import { readTraitsAnswer, traitsFromAccount } from './traits'
import { beaconBatch, postBatch } from './transport'
import { COLLECTOR_PATH, type WireEvent } from './types'

const event: WireEvent = {
  type: 'track',
  messageId: '00000000-0000-4000-8000-000000000001',
  anonymousId: 'anon-12345678',
  timestamp: '2026-11-25T10:00:00.000Z',
  description: 'Favorite Added',
  properties: {},
  urlParams: {},
  marketing: { utm: {}, firstVisitParams: {} },
}

describe('postBatch', () => {
  const answering = (status: number) =>
    jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: status < 300, status }) as Response)

  it('POSTs {batch} as JSON to the same-origin collector', async () => {
    const f = answering(200)
    expect(await postBatch([event], f as unknown as typeof fetch)).toBe('ok')
    const [url, init] = f.mock.calls[0]
    expect(url).toBe(COLLECTOR_PATH)
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body)).batch).toEqual([event])
  })

  it('retries on 429, 5xx and no answer; drops on other refusals', async () => {
    const outcome = (status: number) => postBatch([event], answering(status) as never)
    expect(await outcome(429)).toBe('retry')
    expect(await outcome(502)).toBe('retry')
    expect(await outcome(400)).toBe('drop')
    expect(await outcome(413)).toBe('drop')
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await postBatch([event], offline as never)).toBe('retry')
  })
})

describe('beaconBatch', () => {
  it('queues a JSON beacon and reports whether the browser took it', () => {
    const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true)
    expect(beaconBatch([event], { sendBeacon })).toBe(true)
    expect(sendBeacon.mock.calls[0][0]).toBe(COLLECTOR_PATH)
    expect((sendBeacon.mock.calls[0][1] as Blob).type).toBe('application/json')
    expect(beaconBatch([event], { sendBeacon: () => false })).toBe(false)
    expect(beaconBatch([event], undefined)).toBe(false)
  })
})

describe('anonymous id', () => {
  it('is made once and kept in local storage', () => {
    window.localStorage.clear()
    const first = anonymousId(window.localStorage)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(window.localStorage.getItem(ANONYMOUS_ID_KEY)).toBe(first)
    expect(anonymousId(window.localStorage)).toBe(first)
  })

  it('still works without storage, and replaces a tampered value', () => {
    expect(anonymousId(null, () => 'fresh-id-123')).toBe('fresh-id-123')
    window.localStorage.setItem(ANONYMOUS_ID_KEY, '<script>')
    expect(anonymousId(window.localStorage, () => 'fresh-id-456')).toBe('fresh-id-456')
  })

  it('makes v4 UUIDs without crypto.randomUUID too', () => {
    const id = uuid({ getRandomValues: <T extends ArrayBufferView | null>(a: T) => a })
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('privacy signals', () => {
  it('allow tracking unless GPC or Do Not Track is on', () => {
    expect(trackingAllowed({})).toBe(true)
    expect(trackingAllowed({ doNotTrack: '0' })).toBe(true)
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false)
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false)
    expect(trackingAllowed({ doNotTrack: null }, { doNotTrack: '1' })).toBe(false)
    expect(trackingAllowed(undefined)).toBe(false)
  })
})

describe('bounds and traits', () => {
  it('keeps URL parameters within what the api accepts', () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}`, 'v']))
    expect(Object.keys(boundParams(many))).toHaveLength(50)
    expect(boundParams({ ['k'.repeat(101)]: 'x', long: 'y'.repeat(600) })).toEqual({
      long: 'y'.repeat(500),
    })
  })

  it('takes every spec §3 trait the api knows (me.traits), leaving empty texts out (issue 16)', () => {
    const account = {
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: ' ',
      company: 'Rocas SA',
      phone: '+15125550100',
      zip: '78701',
      personaType: { buyer: true, seller: true },
      interestedIn: { categories: ['excavators'] },
    }
    const traits = {
      email: 'ana@example.com',
      firstName: 'Ana',
      company: 'Rocas SA',
      phone: '+15125550100',
      zip: '78701',
      personaType: { buyer: true, seller: true },
      interestedIn: { categories: ['excavators'] },
    }
    expect(traitsFromAccount({ ...account, lastName: ' ' } as never)).toEqual(traits)
    expect(traitsFromAccount(null)).toBeNull()
    // What the web route answers, read back in the browser; anything else is no traits.
    expect(readTraitsAnswer(JSON.parse(JSON.stringify({ traits })))).toEqual(traits)
    expect(readTraitsAnswer({ traits: null })).toBeNull()
    expect(readTraitsAnswer({ traits: { firstName: 'Ana' } })).toBeNull()
    expect(readTraitsAnswer('nope')).toBeNull()
  })
})
