/** Recent searches of this browser (issue 3), newest first, kept in localStorage. */
export interface RecentSearch {
  label: string
  href: string
  at: number
}

export const RECENT_SEARCHES_KEY = 'ironyard.recentSearches'
export const RECENT_SEARCHES_MAX = 8

export function readRecentSearches(
  storage: Storage | undefined = globalThis.localStorage,
): RecentSearch[] {
  try {
    const raw = storage?.getItem(RECENT_SEARCHES_KEY)
    const list = raw ? (JSON.parse(raw) as unknown) : []
    if (!Array.isArray(list)) return []
    return list
      .filter(
        (e): e is RecentSearch =>
          !!e &&
          typeof e.label === 'string' &&
          typeof e.href === 'string' &&
          e.href.startsWith('/'),
      )
      .slice(0, RECENT_SEARCHES_MAX)
  } catch {
    return []
  }
}

export function rememberSearch(
  entry: Omit<RecentSearch, 'at'>,
  storage: Storage | undefined = globalThis.localStorage,
  now = Date.now(),
): RecentSearch[] {
  const label = entry.label.trim()
  if (!label) return readRecentSearches(storage)
  const list = [
    { label, href: entry.href, at: now },
    ...readRecentSearches(storage).filter((e) => e.label.toLowerCase() !== label.toLowerCase()),
  ].slice(0, RECENT_SEARCHES_MAX)
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list))
  } catch {
    // Private mode or full storage: recent searches are a convenience only.
  }
  return list
}

export function clearRecentSearches(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY)
  } catch {
    // ignore
  }
}
