/**
 * Spec §3 stored marketing parameters: utm_source, utm_medium, utm_campaign, utm_content,
 * utm_term and utm_id kept in browser storage, plus the first-visit URL parameters as a whole.
 * Lead forms send both with every submission.
 */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type Utm = Partial<Record<UtmKey, string>>

export const STORAGE_KEYS = {
  utm: 'ironyard.utm',
  firstVisitParams: 'ironyard.firstVisitParams',
} as const

/** The api's bounds on first-visit parameters: 30 entries, keys ≤ 100, values ≤ 500 characters. */
const MAX_PARAMS = 30
const MAX_KEY = 100
const MAX_VALUE = 500

type Store = Pick<Storage, 'getItem' | 'setItem'>

function readJson(store: Store, key: string): Record<string, string> {
  try {
    const parsed = JSON.parse(store.getItem(key) ?? 'null') as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    )
  } catch {
    return {}
  }
}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Remember what a page URL carries: its UTM parameters replace the stored ones when it has any
 * (the latest campaign wins), and the very first visit's parameters are kept once, for good.
 */
export function captureMarketingParams(search: string, store: Store): void {
  const params = new URLSearchParams(search)
  const utm: Utm = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) utm[key] = value.slice(0, 200)
  }
  if (Object.keys(utm).length) store.setItem(STORAGE_KEYS.utm, JSON.stringify(utm))
  if (store.getItem(STORAGE_KEYS.firstVisitParams) === null) {
    const first: Record<string, string> = {}
    for (const [k, v] of params) {
      if (Object.keys(first).length >= MAX_PARAMS) break
      // The first value of each name; prototype keys are no parameters (issue 12).
      if (!k || k.length > MAX_KEY || PROTOTYPE_KEYS.has(k) || Object.hasOwn(first, k)) continue
      first[k] = v.slice(0, MAX_VALUE)
    }
    store.setItem(STORAGE_KEYS.firstVisitParams, JSON.stringify(first))
  }
}

/** What the lead forms send: the stored UTM parameters and first-visit parameters. */
export function readMarketingParams(store: Store): {
  utm: Utm
  firstVisitParams: Record<string, string>
} {
  const rawUtm = readJson(store, STORAGE_KEYS.utm)
  const utm: Utm = {}
  for (const key of UTM_KEYS) if (rawUtm[key]) utm[key] = rawUtm[key]
  return { utm, firstVisitParams: readJson(store, STORAGE_KEYS.firstVisitParams) }
}

/** Storage can be missing or refuse access (private modes, blocked cookies): never throw. */
export function browserStore(): Store | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}
