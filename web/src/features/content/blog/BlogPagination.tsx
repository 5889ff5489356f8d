import { PageNav } from '@/components/ui/PageNav'
import type { Locale } from '@/i18n/settings'
import { BLOG_MAX_PAGE, listHref } from '@/features/content/blog/blog-data'
import { localePath } from '@/lib/paths'

/** Pages of a blog list (25 articles each), keeping the search: the same page links as search. */
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
  return (
    <PageNav
      locale={locale}
      current={page}
      totalPages={Math.min(totalPages, BLOG_MAX_PAGE)}
      href={(p) => localePath(locale, listHref(basePath, { q: query, page: p }))}
    />
  )
}
