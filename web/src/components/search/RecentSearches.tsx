'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
  type RecentSearch,
} from '@/lib/recent-searches'
import styles from './SearchView.module.css'

/**
 * This browser's recent searches (localStorage). It also records the current search when it has
 * a label (text or filters), so the list follows the visitor across pages.
 */
export function RecentSearches({ current }: { current?: { label: string; href: string } | null }) {
  const { t } = useTranslation('search')
  const [list, setList] = useState<RecentSearch[]>([])
  const label = current?.label
  const href = current?.href
  useEffect(() => {
    const before = readRecentSearches()
    setList(before.filter((e) => e.href !== href))
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
              setList([])
            }}
          >
            {t('recent.clear')}
          </button>
        </li>
      </ul>
    </div>
  )
}
