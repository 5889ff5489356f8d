import type { PageAnalytics } from '../../lib/page-analytics'
import type { AnalyticsQueue } from './queue'
import type { UserTraits, WireEvent } from './types'

/** The api's bounds (POST /analytics/v1/batch): an event outside them would sink its batch. */
const MAX_PARAMS = 50
const MAX_KEY = 100
const MAX_VALUE = 500
const MAX_PROPERTIES = 50
const MAX_TEXT = 200
const MAX_PATH = 2000

export function boundParams(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) {
    if (Object.keys(out).length >= MAX_PARAMS) break
    if (k && k.length <= MAX_KEY && typeof v === 'string') out[k] = v.slice(0, MAX_VALUE)
  }
  return out
}

function boundProperties(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(props)) {
    if (Object.keys(out).length >= MAX_PROPERTIES) break
    if (k && k.length <= MAX_KEY && v !== undefined) out[k] = v
  }
  return out
}

const text = (s: string) => s.trim().slice(0, MAX_TEXT)

function boundTraits(t: UserTraits): UserTraits {
  const out: UserTraits = {}
  const str = (v: string | undefined, max: number) =>
    v?.trim() ? v.trim().slice(0, max) : undefined
  const fields: Array<[keyof UserTraits, string | undefined]> = [
    ['email', str(t.email, 320)],
    ['firstName', str(t.firstName, 100)],
    ['lastName', str(t.lastName, 100)],
    ['company', str(t.company, 200)],
    ['phone', str(t.phone, 40)],
    ['zip', str(t.zip, 20)],
  ]
  for (const [k, v] of fields) if (v) (out as Record<string, unknown>)[k] = v
  if (t.personaType) out.personaType = t.personaType
  if (t.interestedIn)
    out.interestedIn = {
      categories: t.interestedIn.categories.slice(0, 50).map((c) => c.slice(0, 100)),
    }
  return out
}

export interface TrackerDeps {
  queue: Pick<AnalyticsQueue, 'enqueue'>
  anonymousId: string
  newId: () => string
  now: () => Date
  /** The current page's URL parameters (sign-in secrets removed). */
  urlParams: () => Record<string, string>
  /** The current page's path: the api applies the sign-in route's parameter rule by it. */
  path: () => string
  /** Spec §3 stored marketing parameters. */
  marketing: () => { utm: Record<string, string>; firstVisitParams: Record<string, string> }
}

export interface Tracker {
  page(input: {
    page: PageAnalytics
    path: string
    urlParams: Record<string, string>
    properties?: Record<string, unknown>
  }): void
  track(
    description: string,
    properties?: Record<string, unknown>,
    urlParams?: Record<string, string>,
  ): void
  identify(traits: UserTraits): void
}

/** Builds the wire events (spec §3: description, caller extras, urlParams) and queues them. */
export function createTracker(d: TrackerDeps): Tracker {
  const base = (
    type: WireEvent['type'],
    urlParams: Record<string, string>,
    properties: Record<string, unknown> = {},
  ): WireEvent => {
    const m = d.marketing()
    return {
      type,
      messageId: d.newId(),
      anonymousId: d.anonymousId,
      timestamp: d.now().toISOString(),
      path: d.path().slice(0, MAX_PATH) || '/',
      properties: boundProperties(properties),
      urlParams: boundParams(urlParams),
      marketing: { utm: boundParams(m.utm), firstVisitParams: boundParams(m.firstVisitParams) },
    }
  }
  return {
    page({ page, path, urlParams, properties }) {
      d.queue.enqueue({
        ...base('page', urlParams, properties),
        page: { category: page.category, name: text(page.name), path: path.slice(0, MAX_PATH) },
      })
    },
    track(description, properties = {}, urlParams = d.urlParams()) {
      if (!description.trim()) return
      d.queue.enqueue({ ...base('track', urlParams, properties), description: text(description) })
    },
    identify(traits) {
      d.queue.enqueue({ ...base('identify', d.urlParams()), traits: boundTraits(traits) })
    },
  }
}
