import { Breadcrumbs } from '@/features/landing'
import { NewsletterSection } from '@/features/mailing-list'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { BlogCategory, StoryCard } from '@/features/content/blog/blog-data'
import type { Crumb } from '@/features/landing'
import { BlogGrid } from './BlogCard'
import { BlogPagination } from './BlogPagination'
import { BlogSearchForm } from './BlogSearchForm'
import styles from './Blog.module.css'
import { CategoryNav } from './CategoryNav'

export interface BlogListViewProps {
  locale: Locale
  crumbs: Crumb[]
  heading: string
  intro: string
  /** The category whose page this is; null on the blog's main page. */
  category: BlogCategory | null
  /** Locale-free path of this list (the search form and pagination stay on it). */
  basePath: string
  query: string | null
  page: number
  total: number
  totalPages: number
  items: StoryCard[]
  counts?: Map<string, number>
}

/** A list of articles: categories, the search form, the results or latest articles, pages. */
export function BlogListView(props: BlogListViewProps) {
  const { locale, query, items, total } = props
  const t = getT(locale, 'blog')
  return (
    <>
      <Breadcrumbs locale={locale} crumbs={props.crumbs} />
      <div className={`container ${styles.list}`}>
        <header className={styles.listHeader}>
          <h1>{props.heading}</h1>
          <p className={styles.lead}>{props.intro}</p>
        </header>
        <CategoryNav locale={locale} current={props.category} counts={props.counts} />
        <BlogSearchForm locale={locale} basePath={props.basePath} query={query} />
        <section aria-labelledby="blog-results-title" id="blog-results">
          <h2 id="blog-results-title" className={styles.resultsTitle}>
            {query
              ? total
                ? t('search.results', { count: total, query })
                : t('search.none', { query })
              : props.category === null
                ? t('list.latest')
                : t('list.count', { count: total })}
          </h2>
          {query && !total ? <p>{t('search.noneHint')}</p> : null}
          {!query && !total ? <p>{t('list.empty')}</p> : null}
          {items.length ? (
            <BlogGrid stories={items} locale={locale} headingLevel="h3" eager={1} />
          ) : null}
        </section>
        <BlogPagination
          locale={locale}
          basePath={props.basePath}
          query={query}
          page={props.page}
          totalPages={props.totalPages}
        />
        <NewsletterSection locale={locale} variant="card" />
      </div>
    </>
  )
}
