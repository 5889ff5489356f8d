import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { SORT_KEYS, ZIP_SORT_KEYS, type SortKey } from '@ironyard/contract/search-enums'
import styles from './SearchView.module.css'

/**
 * Spec §4 sort options with their exact keys, as a field of the search form; a page's own order
 * (lightning deals: priceCut_desc) is listed too while it is the current one. Nearest first
 * (distance_asc, issue 37) is offered only while the search has a ZIP to measure from.
 */
export function SortSelect({
  locale,
  value,
  form,
  zip = null,
}: {
  locale: Locale
  value: SortKey
  form: string
  /** The search's ZIP, when it has one. */
  zip?: string | null
}) {
  const t = getT(locale, 'search')
  const offered: readonly SortKey[] = zip ? [...SORT_KEYS, ...ZIP_SORT_KEYS] : SORT_KEYS
  return (
    <div className={styles.sort}>
      <label htmlFor="search-sort" className={styles.sortLabel}>
        {t('sort.label')}
      </label>
      <select id="search-sort" className="select" name="sort" form={form} defaultValue={value}>
        {(offered.includes(value) ? offered : [value, ...offered]).map((key) => (
          <option key={key} value={key}>
            {t(`sort.${key}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={form} className="btn btn-secondary">
          {t('sort.apply')}
        </button>
      </noscript>
    </div>
  )
}
