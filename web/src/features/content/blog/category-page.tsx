import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogListView } from '@/features/content/blog/BlogListView'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import {
  blogPath,
  categoryPath,
  getCategoryCounts,
  getStories,
  listHref,
  type BlogCategory,
  type BlogListState,
} from '@/features/content/blog/blog-data'
import { BRAND } from '@ironyard/contract'
import { pageMetadata } from '@/lib/seo'

/** Metadata of a category page (/blog/category is the category "all"). */
export function categoryMetadata(
  locale: Locale,
  category: BlogCategory,
  state: BlogListState,
): Promise<Metadata> {
  const t = getT(locale, 'blog')
  const name = t(`categories.${category}`)
  const base = state.q
    ? t('meta.searchTitle', { query: state.q, name: BRAND.name })
    : t('meta.categoryTitle', { category: name })
  return pageMetadata({
    locale,
    path: listHref(categoryPath(category), { page: state.page }),
    title: state.page > 1 ? t('meta.page', { title: base, page: state.page }) : base,
    description: t(`categoryIntro.${category}`, { name: BRAND.name }),
    analytics: { category: 'Blog', name: 'Blog Category' },
    noindex: Boolean(state.q),
  })
}

/** A category's articles, newest first, with the search limited to the category. */
export async function CategoryPage({
  locale,
  category,
  state,
}: {
  locale: Locale
  category: BlogCategory
  state: BlogListState
}) {
  const t = getT(locale, 'blog')
  const [stories, counts] = await Promise.all([
    getStories(locale, category, state),
    getCategoryCounts(locale),
  ])
  if (state.page > 1 && !stories.items.length) notFound()
  const name = t(`categories.${category}`)
  return (
    <BlogListView
      locale={locale}
      crumbs={[
        { label: t('crumbs.home'), path: '/' },
        { label: t('crumbs.blog'), path: blogPath() },
        { label: name },
      ]}
      heading={name}
      intro={t(`categoryIntro.${category}`, { name: BRAND.name })}
      category={category}
      basePath={categoryPath(category)}
      query={stories.query}
      page={stories.page}
      total={stories.total}
      totalPages={stories.totalPages}
      items={stories.items}
      counts={counts}
    />
  )
}
