/** The visitor's random analytics id, kept in local storage (listed in the cookie policy). */
export const ANONYMOUS_ID_KEY = 'ironyard.anonymousId'

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** A random (v4) UUID, also where crypto.randomUUID is missing (plain-http origins). */
export function uuid(
  c: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof c.randomUUID === 'function') return c.randomUUID()
  const b = c.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

const VALID = /^[A-Za-z0-9_-]{8,64}$/

/** The stored id, or a new one (stored when storage allows; else it lasts for this page). */
export function anonymousId(store: Store | null, make: () => string = uuid): string {
  try {
    const known = store?.getItem(ANONYMOUS_ID_KEY)
    if (known && VALID.test(known)) return known
  } catch {
    // Storage refused: a per-page id below.
  }
  const id = make()
  try {
    store?.setItem(ANONYMOUS_ID_KEY, id)
  } catch {
    // Full or refused: the id still works for this page.
  }
  return id
}

/**
 * The visitor asked not to be tracked: Global Privacy Control, or Do Not Track ("1"). Nothing is
 * sent, counted or stored for analytics then.
 */
export function trackingAllowed(nav: object | undefined, win?: object): boolean {
  if (!nav) return false
  const n = nav as { globalPrivacyControl?: unknown; doNotTrack?: unknown }
  if (n.globalPrivacyControl === true) return false
  const dnt = n.doNotTrack ?? (win as { doNotTrack?: unknown } | undefined)?.doNotTrack
  return !(dnt === '1' || dnt === 'yes')
}
