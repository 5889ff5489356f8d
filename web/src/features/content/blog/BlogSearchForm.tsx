import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BLOG_QUERY_MAX } from '@/features/content/blog/blog-data'
import { localePath } from '@/lib/paths'
import styles from './Blog.module.css'

/**
 * A plain GET form: the search is part of the URL (shareable, works without scripts), searches
 * the category whose page it is on, and starts again at page 1.
 */
export function BlogSearchForm({
  locale,
  basePath,
  query,
}: {
  locale: Locale
  /** Locale-free path of the list page the form searches. */
  basePath: string
  query: string | null
}) {
  const t = getT(locale, 'blog')
  const action = localePath(locale, basePath)
  return (
    <form role="search" action={action} method="get" className={styles.search}>
      <label htmlFor="blog-q" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="blog-q"
        className="input"
        type="search"
        name="q"
        defaultValue={query ?? ''}
        maxLength={BLOG_QUERY_MAX}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
      />
      <button type="submit" className="btn">
        {t('search.submit')}
      </button>
      {query ? (
        <Link href={action} prefetch={false} className={styles.clear}>
          {t('search.clear')}
        </Link>
      ) : null}
    </form>
  )
}
