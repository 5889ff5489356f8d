'use client'

import Link from 'next/link'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import {
  clearRecentSearches,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  rememberSearch,
  type RecentSearch,
} from '@/features/search/recent-searches'
import styles from './SearchView.module.css'

// The list in localStorage as an external store: the server has none, the browser reads it after
// hydration; "Clear" renders it again.
const NONE: RecentSearch[] = []
const listeners = new Set<() => void>()
let last: { raw: string | null; list: RecentSearch[] } = { raw: null, list: NONE }

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

function storedList(): RecentSearch[] {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(RECENT_SEARCHES_KEY)
  } catch {
    // Storage refused (private modes): no list.
  }
  if (raw !== last.raw) last = { raw, list: raw ? readRecentSearches() : NONE }
  return last.list
}

/**
 * This browser's recent searches (localStorage). It also records the current search when it has
 * a label (text or filters), so the list follows the visitor across pages.
 */
export function RecentSearches({ current }: { current?: { label: string; href: string } | null }) {
  const { t } = useTranslation('search')
  const label = current?.label
  const href = current?.href
  const list = useSyncExternalStore(subscribe, storedList, () => NONE).filter(
    (e) => e.href !== href,
  )
  useEffect(() => {
    if (label && href) rememberSearch({ label, href })
  }, [label, href])
  if (!list.length) return null
  return (
    <div className={styles.recent}>
      <h2 className={styles.discoverTitle}>{t('recent.title')}</h2>
      <ul className="link-list">
        {list.map((e) => (
          <li key={e.href}>
            <Link className="pill" href={e.href} prefetch={false}>
              {e.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              clearRecentSearches()
              for (const onChange of listeners) onChange()
            }}
          >
            {t('recent.clear')}
          </button>
        </li>
      </ul>
    </div>
  )
}
