import Link from 'next/link'
import { pageWindow } from '@/features/search/Pagination'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BLOG_MAX_PAGE, listHref } from '@/features/content/blog/blog-data'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Blog.module.css'

/** Pages of a blog list (25 articles each), keeping the search; the same window as search. */
export function BlogPagination({
  locale,
  basePath,
  query,
  page,
  totalPages,
}: {
  locale: Locale
  basePath: string
  query: string | null
  page: number
  totalPages: number
}) {
  const t = getT(locale, 'search')
  const last = Math.min(totalPages, BLOG_MAX_PAGE)
  if (last <= 1) return null
  const current = Math.min(page, last)
  const href = (p: number) => localePath(locale, listHref(basePath, { q: query, page: p }))
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        {current > 1 ? (
          <li>
            <Link href={href(current - 1)} rel="prev" prefetch={false}>
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                prefetch={false}
                aria-current={p === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: formatNumber(p, locale) })}
              >
                {formatNumber(p, locale)}
              </Link>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link href={href(current + 1)} rel="next" prefetch={false}>
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
