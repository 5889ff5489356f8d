import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BLOG_CATEGORIES, categoryPath, type BlogCategory } from '@/features/content/blog/blog-data'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Blog.module.css'

/**
 * The spec §2 categories as links (tabs in look, links in behaviour: each is its own page), the
 * current one marked. Counts are shown when known.
 */
export function CategoryNav({
  locale,
  current,
  counts,
}: {
  locale: Locale
  current: BlogCategory | null
  counts?: Map<string, number>
}) {
  const t = getT(locale, 'blog')
  return (
    <nav aria-label={t('categories.label')} className={styles.categoryNav}>
      <ul>
        {BLOG_CATEGORIES.map((c) => {
          const count = counts?.get(c)
          return (
            <li key={c}>
              <Link
                href={localePath(locale, categoryPath(c))}
                prefetch={false}
                aria-current={c === current ? 'page' : undefined}
              >
                {t(`categories.${c}`)}
                {count !== undefined ? (
                  <span className={styles.count}>{formatNumber(count, locale)}</span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
