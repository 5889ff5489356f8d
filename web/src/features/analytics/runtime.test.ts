import { ANALYTICS_META } from '../../lib/page-analytics'
import { leadEventDetail, LEAD_EVENT } from '@/features/leads'
import { STORAGE_KEYS } from './marketing-params'
import { LOGIN_EVENTS, trackEvent } from '@/features/auth'
import { ANONYMOUS_ID_KEY } from './identity'
import { LISTING_META, listingAnalyticsMeta } from './page-meta'
import { PAGE_VIEW_COOKIE, readPageViewCount } from './page-views'
import type { AnalyticsQueue } from './queue'
import { createAnalyticsRuntime, type AnalyticsRuntime } from './runtime'
import type { WireEvent } from './types'

function fakeQueue() {
  const events: WireEvent[] = []
  const queue: AnalyticsQueue & { beaconed: number } = {
    beaconed: 0,
    enqueue: (e) => events.push(e),
    flush: () => undefined,
    flushWithBeacon() {
      this.beaconed++
    },
    pending: () => events.length,
  }
  return { events, queue }
}

function setMeta(meta: Record<string, string>) {
  document.head.querySelectorAll('meta[name^="analytics:"]').forEach((m) => m.remove())
  for (const [name, content] of Object.entries(meta)) {
    const el = document.createElement('meta')
    el.setAttribute('name', name)
    el.setAttribute('content', content)
    document.head.appendChild(el)
  }
}

function appendMeta(meta: Record<string, string>) {
  for (const [name, content] of Object.entries(meta)) {
    const el = document.createElement('meta')
    el.setAttribute('name', name)
    el.setAttribute('content', content)
    document.head.appendChild(el)
  }
}

const page = (category: string, name: string, path?: string) => ({
  [ANALYTICS_META.category]: category,
  [ANALYTICS_META.name]: name,
  ...(path ? { [ANALYTICS_META.path]: path } : {}),
})

const LISTING = {
  id: 42,
  stockNumber: '9614943',
  advertisedPriceInCents: 75_300_000,
  category: 'excavators',
  make: 'Caterpillar',
}

let ids = 0
let runtime: AnalyticsRuntime | null = null
function start(nav: Partial<Navigator> & { globalPrivacyControl?: boolean } = {}, optOut = false) {
  const { events, queue } = fakeQueue()
  runtime = createAnalyticsRuntime({
    optOut,
    window,
    document,
    navigator: { ...nav } as Navigator,
    store: window.localStorage,
    queue,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    now: () => new Date('2026-11-25T10:00:00Z'),
  })
  return { events, queue, runtime }
}

/** Settles the page-event promise chain (the meta read). */
const settle = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  window.localStorage.clear()
  document.cookie = `${PAGE_VIEW_COOKIE}=; path=/; max-age=0`
  window.history.replaceState(null, '', '/')
  setMeta({})
})
afterEach(() => {
  runtime?.dispose()
  runtime = null
})

describe('page events (spec §7)', () => {
  it('sends the page category, name, path and URL parameters, and counts the view in the cookie', async () => {
    window.history.replaceState(null, '', '/equipment?utm_source=google&token=secret&q=cat')
    window.localStorage.setItem(STORAGE_KEYS.utm, JSON.stringify({ utm_source: 'google' }))
    setMeta(page('App', 'Find Equipment'))
    const { events, runtime } = start()
    runtime!.pageView()
    await settle()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      type: 'page',
      page: { category: 'App', name: 'Find Equipment', path: '/equipment' },
      urlParams: { utm_source: 'google', q: 'cat' },
      properties: { pageViewCount: 1 },
      marketing: { utm: { utm_source: 'google' } },
      timestamp: '2026-11-25T10:00:00.000Z',
    })
    expect(events[0].anonymousId).toBe(window.localStorage.getItem(ANONYMOUS_ID_KEY))
    expect(readPageViewCount(document.cookie)).toBe(1)
  })

  it('counts each route once (a repeated effect is not a new view) and every new route', async () => {
    setMeta(page('Landing Page', 'Home'))
    const { events, runtime } = start()
    runtime!.pageView()
    runtime!.pageView()
    await settle()
    setMeta(page('App', 'Find Equipment'))
    window.history.replaceState(null, '', '/equipment')
    runtime!.pageView()
    await settle()
    expect(events.map((e) => [e.page?.name, e.properties.pageViewCount])).toEqual([
      ['Home', 1],
      ['Find Equipment', 2],
    ])
    expect(readPageViewCount(document.cookie)).toBe(2)
    // The anonymous id stays the same across pages.
    expect(new Set(events.map((e) => e.anonymousId)).size).toBe(1)
  })

  it('counts a magic-link sign-in once: /authenticate before and after the token leaves the address (issue 16)', async () => {
    setMeta(page('App', 'Sign In'))
    window.history.replaceState(
      null,
      '',
      '/authenticate?returnTo=%2Faccount&token=abc123&stytch_token_type=magic_links',
    )
    const { events, runtime } = start()
    runtime!.pageView()
    await settle()
    // The sign-in client replaces the address without its token: the route effect runs again.
    window.history.replaceState(null, '', '/authenticate?returnTo=%2Faccount')
    runtime!.pageView()
    await settle()
    expect(events.map((e) => [e.page?.path, e.urlParams])).toEqual([
      ['/authenticate', { returnTo: '/account' }],
    ])
    expect(readPageViewCount(document.cookie)).toBe(1)
    // A real next page is a new view.
    window.history.replaceState(null, '', '/account')
    runtime!.pageView()
    await settle()
    expect(events).toHaveLength(2)
  })

  it('keeps the UTM parameters a client-side navigation brings (last touch), never a new first visit (issue 16)', async () => {
    setMeta(page('Landing Page', 'Home'))
    window.history.replaceState(null, '', '/?utm_source=google&ref=ad')
    const { events, runtime } = start()
    runtime!.pageView()
    await settle()
    setMeta(page('App', 'Find Equipment'))
    window.history.replaceState(null, '', '/equipment?utm_source=newsletter&utm_campaign=may')
    runtime!.pageView()
    await settle()
    expect(events.map((e) => e.marketing)).toEqual([
      { utm: { utm_source: 'google' }, firstVisitParams: { utm_source: 'google', ref: 'ad' } },
      {
        utm: { utm_source: 'newsletter', utm_campaign: 'may' },
        firstVisitParams: { utm_source: 'google', ref: 'ad' },
      },
    ])
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.utm)!)).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'may',
    })
  })

  it('waits for the new page’s metadata after a client navigation', async () => {
    const { events, runtime } = start()
    window.history.replaceState(null, '', '/for-sale/2019-caterpillar-320-9614943')
    runtime!.pageView()
    await settle()
    expect(events).toHaveLength(0)
    setMeta({
      ...page('App', 'Equipment Details Page'),
      ...listingAnalyticsMeta(LISTING),
    })
    await settle()
    expect(events).toHaveLength(1)
    expect(events[0].page).toEqual({
      category: 'App',
      name: 'Equipment Details Page',
      path: '/for-sale/2019-caterpillar-320-9614943',
    })
    expect(events[0].properties.listing).toEqual(LISTING)
    expect(Object.values(LISTING_META).every((n) => n.startsWith('analytics:'))).toBe(true)
  })

  it('never reads the tags a page left behind for the next page: it waits for the new path’s', async () => {
    // The home page's server-rendered tags, never hydrated because the visitor clicked first:
    // React does not own them, so they stay in <head> after every navigation.
    setMeta(page('Landing Page', 'Home', '/'))
    const { events, runtime } = start()
    runtime!.pageView()
    await settle()
    window.history.replaceState(null, '', '/equipment?priceMax=250000')
    runtime!.pageView()
    await settle()
    expect(events.map((e) => e.page?.name)).toEqual(['Home'])
    appendMeta(page('App', 'Find Equipment', '/equipment'))
    await settle()
    window.history.replaceState(null, '', '/for-sale/2019-caterpillar-320-9614943')
    // React removed the search page's tags; the home page's are still there.
    document.head
      .querySelectorAll('meta[content="/equipment"], meta[content="Find Equipment"]')
      .forEach((m) => m.remove())
    runtime!.pageView()
    await settle()
    expect(events).toHaveLength(2)
    appendMeta({
      ...page('App', 'Equipment Details Page', '/for-sale/2019-caterpillar-320-9614943'),
      ...listingAnalyticsMeta(LISTING),
    })
    await settle()
    expect(events.map((e) => [e.page?.name, e.page?.path, e.properties.pageViewCount])).toEqual([
      ['Home', '/', 1],
      ['Find Equipment', '/equipment', 2],
      ['Equipment Details Page', '/for-sale/2019-caterpillar-320-9614943', 3],
    ])
  })

  it('reads tags that name no path at once (a page rendered outside a request)', async () => {
    setMeta(page('Unknown', 'Server Error'))
    const { events, runtime } = start()
    runtime!.pageView()
    await settle()
    expect(events.map((e) => e.page?.name)).toEqual(['Server Error'])
  })
})

describe('forwarded events', () => {
  it('forwards sign-in and favorites events as track events with urlParams and marketing params', () => {
    window.history.replaceState(
      null,
      '',
      '/authenticate?utm_campaign=spring&code=oauth-secret&state=s',
    )
    window.localStorage.setItem(
      STORAGE_KEYS.firstVisitParams,
      JSON.stringify({ utm_source: 'newsletter' }),
    )
    const { events } = start()
    trackEvent(LOGIN_EVENTS.complete, { method: 'email' })
    expect(events).toEqual([
      expect.objectContaining({
        type: 'track',
        description: 'Login Completed',
        properties: { method: 'email' },
        urlParams: { utm_campaign: 'spring' },
        path: '/authenticate',
        marketing: { utm: {}, firstVisitParams: { utm_source: 'newsletter' } },
      }),
    ])
  })

  it('keeps `state` and `code` off the sign-in route (State filter, promo code) and the login modal’s `state` extra (issue 16)', () => {
    window.history.replaceState(null, '', '/equipment?state=TX&code=SPRING25&token=t')
    const { events } = start()
    trackEvent(LOGIN_EVENTS.closed, { tab: 'signup', state: 'email' })
    expect(events[0]).toMatchObject({
      urlParams: { state: 'TX', code: 'SPRING25' },
      properties: { tab: 'signup', state: 'email' },
      path: '/equipment',
    })
  })

  it('forwards a lead with its value: advertised price in cents / 50,000', () => {
    const { events } = start()
    window.dispatchEvent(
      new CustomEvent(LEAD_EVENT, { detail: leadEventDetail('buy_now', '9614943', 75_300_000) }),
    )
    window.dispatchEvent(
      new CustomEvent(LEAD_EVENT, { detail: leadEventDetail('sell_valuation', '', null) }),
    )
    expect(events.map((e) => [e.description, e.properties])).toEqual([
      [
        'Buy Now Form Submitted',
        {
          type: 'buy_now',
          stockNumber: '9614943',
          filters: { advertisedPriceInCents: 75_300_000 },
          value: 1506,
          currency: 'USD',
        },
      ],
      [
        'Sell Valuation Form Submitted',
        {
          type: 'sell_valuation',
          stockNumber: null,
          filters: { advertisedPriceInCents: null },
          value: 100,
          currency: 'USD',
        },
      ],
    ])
  })

  it('identifies with every spec §3 trait it is given (issue 16)', () => {
    const { events, runtime } = start()
    const traits = {
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'García',
      company: 'Rocas SA',
      phone: '+15125550100',
      zip: '78701',
      personaType: { buyer: true, seller: false },
      interestedIn: { categories: ['excavators', 'dozers'] },
    }
    runtime!.identify(traits)
    expect(events.map((e) => [e.type, e.traits])).toEqual([['identify', traits]])
  })

  it('identifies a signed-in visitor once per set of traits', () => {
    const { events, runtime } = start()
    runtime!.identify({ email: 'ana@example.com', firstName: 'Ana' })
    runtime!.identify({ email: 'ana@example.com', firstName: 'Ana' })
    runtime!.identify({ email: 'ana@example.com', firstName: 'Ana', lastName: 'García' })
    expect(events.map((e) => [e.type, e.traits])).toEqual([
      ['identify', { email: 'ana@example.com', firstName: 'Ana' }],
      ['identify', { email: 'ana@example.com', firstName: 'Ana', lastName: 'García' }],
    ])
  })

  it('hands the queue to beacons when the page is hidden or left', () => {
    const { queue } = start()
    window.dispatchEvent(new Event('pagehide'))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(queue.beaconed).toBe(2)
  })
})

describe('privacy signals', () => {
  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('%s: nothing is counted, stored or sent', async (_label, nav) => {
    setMeta(page('Landing Page', 'Home'))
    const { events, runtime } = start(nav as Partial<Navigator>)
    expect(runtime).toBeNull()
    trackEvent(LOGIN_EVENTS.viewed, {})
    await settle()
    expect(events).toHaveLength(0)
    expect(readPageViewCount(document.cookie)).toBe(0)
    expect(window.localStorage.getItem(ANONYMOUS_ID_KEY)).toBeNull()
  })

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }, false],
    ['Do Not Track', { doNotTrack: '1' }, false],
    ['the page request’s Sec-GPC header', {}, true],
  ])(
    '%s: no marketing parameters are captured, and those kept earlier are forgotten (issue 16)',
    async (_label, nav, optOut) => {
      window.localStorage.setItem(STORAGE_KEYS.utm, JSON.stringify({ utm_source: 'old' }))
      window.localStorage.setItem(STORAGE_KEYS.firstVisitParams, JSON.stringify({ ref: 'a' }))
      window.history.replaceState(null, '', '/?utm_source=google&gclid=abc')
      const { runtime } = start(nav as Partial<Navigator>, optOut)
      expect(runtime).toBeNull()
      await settle()
      expect(window.localStorage.getItem(STORAGE_KEYS.utm)).toBeNull()
      expect(window.localStorage.getItem(STORAGE_KEYS.firstVisitParams)).toBeNull()
    },
  )
})
