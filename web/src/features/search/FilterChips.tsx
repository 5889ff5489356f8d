import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { Chip } from '@/features/search/search-chips'
import { searchHref, type SearchState } from '@ironyard/contract/search-url'
import styles from './SearchView.module.css'

/** Selected filters as removable chips, plus clear-all. Plain links: they work without JS. */
export function FilterChips({
  locale,
  chips,
  basePath,
  cleared,
  hrefOf = (chip) => searchHref(basePath, chip.without),
}: {
  locale: Locale
  chips: Chip[]
  basePath: string
  cleared: SearchState
  /** A chip's remove link (the search page keeps the other understood chips, issue 35). */
  hrefOf?: (chip: Chip) => string
}) {
  const t = getT(locale, 'search')
  if (!chips.length) return null
  return (
    <div className={styles.chips}>
      <h2 className="visually-hidden">{t('chips.heading')}</h2>
      <ul className="link-list">
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link
              className={styles.chip}
              href={hrefOf(chip)}
              scroll={false}
              prefetch={false}
              aria-label={t('chips.remove', { label: chip.label })}
            >
              <span>{chip.label}</span>
              <span aria-hidden="true" className={styles.chipX}>
                ×
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            className={styles.clearAll}
            href={searchHref(basePath, cleared)}
            scroll={false}
            prefetch={false}
          >
            {t('chips.clearAll')}
          </Link>
        </li>
      </ul>
    </div>
  )
}
