import { cleanAnalyticsParams, emailValuesToHash } from '@ironyard/contract/analytics-params'

/**
 * Spec §3 stored marketing parameters: utm_source, utm_medium, utm_campaign, utm_content,
 * utm_term and utm_id kept in browser storage, plus the first-visit URL parameters as a whole.
 * Lead forms send both with every submission.
 *
 * Privacy (issue 16): what is stored has no sign-in secrets (`token`..., and `code`/`state` on the
 * sign-in route) and no raw email (each is kept as its SHA-256, hashed here in the browser); under
 * Global Privacy Control or Do Not Track nothing is captured and what was kept is forgotten.
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

/** SHA-256 as hex, by the browser's Web Crypto; null where it is missing (plain-http origins). */
export type Hasher = (text: string) => Promise<string | null>

export const sha256Hex: Hasher = async (text) => {
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined
  if (!subtle) return null
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text))
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
  } catch {
    return null
  }
}

/**
 * The contract's rule with the browser's hash: secrets out, emails hashed (a value that cannot
 * be hashed is dropped, never kept raw).
 */
export async function cleanParamsInBrowser(
  params: Record<string, string>,
  path: string | null,
  hash: Hasher = sha256Hex,
): Promise<Record<string, string>> {
  const emails = emailValuesToHash(params, path)
  const digests = new Map<string, string | null>()
  await Promise.all(emails.map(async (e) => digests.set(e, await hash(e))))
  return cleanAnalyticsParams(params, { path, hash: (e) => digests.get(e) ?? null })
}

/** The first value of each name, within the api's bounds; prototype keys are no parameters. */
function firstValues(params: URLSearchParams): Record<string, string> {
  const first: Record<string, string> = {}
  for (const [k, v] of params) {
    if (Object.keys(first).length >= MAX_PARAMS) break
    // The first value of each name; prototype keys are no parameters (issue 12).
    if (!k || k.length > MAX_KEY || PROTOTYPE_KEYS.has(k) || Object.hasOwn(first, k)) continue
    first[k] = v.slice(0, MAX_VALUE)
  }
  return first
}

/**
 * Remember what a page URL carries (on load and after each client-side navigation): its UTM
 * parameters replace the stored ones when it has any (last touch: the latest campaign wins), and
 * the very first visit's parameters are kept once, for good (first touch). `path` is the page's
 * path: on the sign-in route `code` and `state` are secrets too.
 */
export async function captureMarketingParams(
  search: string,
  store: Store,
  path: string | null = null,
  hash: Hasher = sha256Hex,
): Promise<void> {
  const params = new URLSearchParams(search)
  const utm: Record<string, string> = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) utm[key] = value.slice(0, 200)
  }
  const firstVisit = store.getItem(STORAGE_KEYS.firstVisitParams) === null
  // Both cleaned before anything is written: a raw address never reaches storage.
  const [cleanUtm, first] = await Promise.all([
    Object.keys(utm).length ? cleanParamsInBrowser(utm, path, hash) : null,
    firstVisit ? cleanParamsInBrowser(firstValues(params), path, hash) : null,
  ])
  if (cleanUtm && Object.keys(cleanUtm).length)
    store.setItem(STORAGE_KEYS.utm, JSON.stringify(cleanUtm))
  // Another capture may have recorded the first visit while this one was hashing.
  if (first && store.getItem(STORAGE_KEYS.firstVisitParams) === null)
    store.setItem(STORAGE_KEYS.firstVisitParams, JSON.stringify(first))
}

/** What storage that kept raw parameters (before issue 16) keeps once cleaned. */
export async function scrubStoredMarketingParams(
  store: Store,
  hash: Hasher = sha256Hex,
): Promise<void> {
  for (const key of [STORAGE_KEYS.utm, STORAGE_KEYS.firstVisitParams]) {
    const raw = store.getItem(key)
    if (raw === null) continue
    const kept = readJson(store, key)
    const clean = await cleanParamsInBrowser(kept, null, hash)
    const next = JSON.stringify(clean)
    if (next !== raw) store.setItem(key, next)
  }
}

/**
 * What the lead forms and events send: the stored UTM parameters and first-visit parameters,
 * cleaned again on the way out (a raw email or token kept by an older page is never sent).
 */
export function readMarketingParams(store: Store): {
  utm: Utm
  firstVisitParams: Record<string, string>
} {
  const clean = (p: Record<string, string>) =>
    cleanAnalyticsParams(p, { path: null, hash: () => null })
  const rawUtm = readJson(store, STORAGE_KEYS.utm)
  const utm: Utm = {}
  // An address in a UTM value was kept only hashed under another name: not a UTM parameter.
  const kept = clean(rawUtm)
  for (const key of UTM_KEYS) if (kept[key]) utm[key] = kept[key]
  return { utm, firstVisitParams: clean(readJson(store, STORAGE_KEYS.firstVisitParams)) }
}

/** Under a privacy signal: the kept marketing parameters are forgotten. */
export function forgetMarketingParams(store: Pick<Storage, 'removeItem'>): void {
  for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key)
}

/** Storage can be missing or refuse access (private modes, blocked cookies): never throw. */
export function browserStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}
