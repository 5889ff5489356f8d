import {
  browserStore,
  captureMarketingParams,
  forgetMarketingParams,
  readMarketingParams,
  scrubStoredMarketingParams,
} from './marketing-params'
import { LEAD_EVENT, type LeadEventDetail } from '@/lib/lead-event'
import { ANALYTICS_EVENT, analyticsUrlParams, type AnalyticsEvent } from '@/features/auth'
import { anonymousId, trackingAllowed, uuid } from './identity'
import { readPageDetailsWhenReady } from './page-meta'
import { incrementPageViewCount } from './page-views'
import { createAnalyticsQueue, type AnalyticsQueue, type Timers } from './queue'
import { createTracker, type Tracker } from './tracker'
import { beaconBatch, postBatch } from './transport'
import type { UserTraits } from './types'

export interface AnalyticsRuntime {
  /**
   * A page was shown: on load and after each client route change (the address bar's path and
   * query). Its marketing parameters are kept first (spec §3), then the page event is sent.
   * One view per path and parameters without sign-in secrets: the sign-in landing that removes
   * its token from the address is still one view.
   */
  pageView(): void
  /** The signed-in visitor's traits (sent once per page unless they change). */
  identify(traits: UserTraits): void
  /** Stop listening to the page (tests). */
  dispose(): void
  readonly queue: AnalyticsQueue
  readonly tracker: Tracker
}

export interface RuntimeEnv {
  window: Window
  document: Document
  navigator: Navigator
  store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  /**
   * The page request carried a privacy signal (`Sec-GPC: 1` or `DNT: 1`, read by the server):
   * the same as the browser's own flags.
   */
  optOut?: boolean
  queue?: AnalyticsQueue
  timers?: Timers
  now?: () => Date
  newId?: () => string
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * The browser side of analytics (spec §7), wired to the page: page events with the page's
 * category, name and listing details; the bb_page_view_count cookie; the sign-in, favorites and
 * lead events other code fires; identify; the spec §3 marketing parameters of each page; beacons
 * when the page is hidden. Null when the visitor sends Global Privacy Control or Do Not Track
 * (the browser's flags or the page request's headers): then nothing is counted, stored or sent,
 * and the marketing parameters kept earlier are forgotten.
 */
export function createAnalyticsRuntime(env: RuntimeEnv): AnalyticsRuntime | null {
  const { window: win, document: doc } = env
  if (env.optOut || !trackingAllowed(env.navigator, win)) {
    try {
      if (env.store) forgetMarketingParams(env.store)
    } catch {
      // Storage refused: nothing was kept there either.
    }
    return null
  }
  const timers = env.timers ?? defaultTimers
  const queue =
    env.queue ??
    createAnalyticsQueue({
      send: (events) => postBatch(events),
      beacon: (events) => beaconBatch(events, env.navigator),
      timers,
    })
  const tracker = createTracker({
    queue,
    anonymousId: anonymousId(env.store, env.newId ?? uuid),
    newId: env.newId ?? uuid,
    now: env.now ?? (() => new Date()),
    urlParams: () => analyticsUrlParams(win.location.search, win.location.pathname),
    path: () => win.location.pathname,
    marketing: () =>
      env.store ? readMarketingParams(env.store) : { utm: {}, firstVisitParams: {} },
  })

  const onAnalyticsEvent = (e: Event) => {
    const d = (e as CustomEvent<AnalyticsEvent>).detail
    if (d) tracker.track(d.description, d.extras, d.urlParams)
  }
  const onLead = (e: Event) => {
    const d = (e as CustomEvent<LeadEventDetail>).detail
    if (!d) return
    tracker.track(d.description, {
      type: d.type,
      stockNumber: d.stockNumber || null,
      filters: d.filters,
      value: d.value,
      currency: d.currency,
    })
  }
  const onPageHide = () => queue.flushWithBeacon()
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') queue.flushWithBeacon()
  }
  win.addEventListener(ANALYTICS_EVENT, onAnalyticsEvent)
  win.addEventListener(LEAD_EVENT, onLead)
  win.addEventListener('pagehide', onPageHide)
  doc.addEventListener('visibilitychange', onVisibility)

  // Storage writes one after another: raw values an older page kept are cleaned first, then each
  // page's parameters are captured (a later write never lands under an earlier one).
  let storage: Promise<void> = Promise.resolve()
  const inOrder = (work: (store: NonNullable<RuntimeEnv['store']>) => Promise<void>) => {
    const store = env.store
    if (!store) return storage
    storage = storage.then(() => work(store)).catch(() => undefined)
    return storage
  }
  void inOrder((store) => scrubStoredMarketingParams(store))

  let lastRoute: string | null = null
  let lastTraits: string | null = null
  return {
    queue,
    tracker,
    pageView() {
      const path = win.location.pathname
      const search = win.location.search
      const urlParams = analyticsUrlParams(search, path)
      // React runs a mount effect twice in development, and the sign-in landing removes its token
      // from the address (issue 16): one path and parameters without secrets, one view.
      const routeKey = `${path}?${new URLSearchParams(urlParams).toString()}`
      if (routeKey === lastRoute) return
      lastRoute = routeKey
      const pageViewCount = incrementPageViewCount(doc, win.location)
      // UTM parameters that arrive by a client-side navigation count too (last touch).
      const captured = inOrder((store) => captureMarketingParams(search, store, path))
      void Promise.all([captured, readPageDetailsWhenReady(doc, timers, 3000, path)]).then(
        ([, { page, listing }]) =>
          tracker.page({
            page,
            path,
            urlParams,
            properties: { pageViewCount, ...(listing ? { listing } : {}) },
          }),
      )
    },
    identify(traits) {
      const key = JSON.stringify(traits)
      if (key === lastTraits) return
      lastTraits = key
      tracker.identify(traits)
    },
    dispose() {
      win.removeEventListener(ANALYTICS_EVENT, onAnalyticsEvent)
      win.removeEventListener(LEAD_EVENT, onLead)
      win.removeEventListener('pagehide', onPageHide)
      doc.removeEventListener('visibilitychange', onVisibility)
    },
  }
}

let singleton: AnalyticsRuntime | null | undefined

/**
 * The page's one analytics runtime (created on first use, in the browser only). `optOut`: the
 * page request carried a privacy signal (the locale layout reads it).
 */
export function getAnalytics(opts: { optOut?: boolean } = {}): AnalyticsRuntime | null {
  if (singleton !== undefined) return singleton
  if (typeof window === 'undefined') return null
  singleton = createAnalyticsRuntime({
    window,
    document,
    navigator,
    store: browserStore(),
    optOut: opts.optOut,
  })
  return singleton
}
