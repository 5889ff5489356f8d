import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import styles from './PageNav.module.css'

/** Pages around the current one, the first and the last, with gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, total: number, radius = 2): Array<number | 'gap'> {
  const pages = new Set<number>([1, total])
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap')
    out.push(p)
  })
  return out
}

/** Numbered page links with previous and next, for any list whose page lives in its URL. */
export function PageNav({
  locale,
  current: asked,
  totalPages: last,
  href,
}: {
  locale: Locale
  current: number
  totalPages: number
  href: (page: number) => string
}) {
  const t = getT(locale, 'search')
  if (last <= 1) return null
  const current = Math.min(asked, last)
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" prefetch={false} className={styles.pageLink}>
              {t('pagination.previous')}
            </Link>
          ) : (
            <span className={styles.pageDisabled} aria-disabled="true">
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {pageWindow(current, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                prefetch={false}
                className={styles.pageLink}
                aria-current={p === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: formatNumber(p, locale) })}
              >
                {formatNumber(p, locale)}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link href={href(current + 1)} rel="next" prefetch={false} className={styles.pageLink}>
              {t('pagination.next')}
            </Link>
          ) : (
            <span className={styles.pageDisabled} aria-disabled="true">
              {t('pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
