/**
 * Spec §7: the page-view count lives in the cookie bb_page_view_count, updated on load and on
 * each route change. A session cookie (the cookie policy says "until you close your browser"),
 * SameSite=Lax, path /, Secure except on localhost and loopback (spec §9).
 */
export const PAGE_VIEW_COOKIE = 'bb_page_view_count'

export function readPageViewCount(cookieHeader: string): number {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === PAGE_VIEW_COOKIE) {
      const n = Number(value)
      return Number.isInteger(n) && n >= 0 ? n : 0
    }
  }
  return 0
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** Add one page view; returns the new count. */
export function incrementPageViewCount(
  doc: { cookie: string },
  location: Pick<Location, 'protocol' | 'hostname'>,
): number {
  const count = readPageViewCount(doc.cookie) + 1
  const secure = location.protocol === 'https:' && !LOOPBACK.has(location.hostname)
  doc.cookie = `${PAGE_VIEW_COOKIE}=${count}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return count
}
