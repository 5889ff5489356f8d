import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import type { SearchResult } from '@/features/search/search-data'
import styles from './SearchView.module.css'

/**
 * "25–48 of 1,204 machines", the corrected query with a link to the text as typed ("Search
 * instead for …", `literalHref`), and the price and year span of the results.
 */
export function ResultStats({
  locale,
  stats,
  literalHref,
}: {
  locale: Locale
  stats: SearchResult['stats']
  literalHref?: string
}) {
  const t = getT(locale, 'search')
  if (stats.total === 0) return null
  const from = (stats.page - 1) * stats.pageSize + 1
  const to = Math.min(stats.total, stats.page * stats.pageSize)
  return (
    <div className={styles.stats}>
      <p className={styles.count} role="status">
        {t('stats.range', {
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatNumber(stats.total, locale),
          count: stats.total,
        })}
        {stats.query ? ` ${t('stats.forQuery', { q: stats.query })}` : ''}
      </p>
      {stats.correctedQuery ? (
        <p className={styles.corrected}>
          {t('stats.corrected', { q: stats.correctedQuery })}
          {literalHref && stats.query ? (
            <>
              {' · '}
              <a href={literalHref}>{t('stats.searchInstead', { q: stats.query })}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {stats.priceMinCents !== null && stats.priceMaxCents !== null ? (
        <p className={styles.span}>
          {t('stats.priceSpan', {
            min: formatPrice(stats.priceMinCents, locale),
            max: formatPrice(stats.priceMaxCents, locale),
          })}
          {stats.yearMin !== null && stats.yearMax !== null
            ? ` · ${t('stats.yearSpan', { min: stats.yearMin, max: stats.yearMax })}`
            : ''}
        </p>
      ) : null}
    </div>
  )
}
