import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogListView } from '@/features/content/blog/BlogListView'
import { getT } from '@/i18n/server'
import {
  blogPath,
  getCategoryCounts,
  getStories,
  listHref,
  parseListParams,
} from '@/features/content/blog/blog-data'
import { BRAND } from '@ironyard/contract'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'blog')
  const state = parseListParams(await searchParams)
  const base = state.q
    ? t('meta.searchTitle', { query: state.q, name: BRAND.name })
    : t('meta.title')
  return pageMetadata({
    locale,
    path: listHref(blogPath(), { page: state.page }),
    title: state.page > 1 ? t('meta.page', { title: base, page: state.page }) : base,
    description: t('meta.description', { name: BRAND.name }),
    analytics: { category: 'Blog', name: 'Blog Main' },
    // Search results are for visitors, not for search engines.
    noindex: Boolean(state.q),
  })
}

/** /blog: the latest articles, the categories, a search (?q=) and pages (?page=). */
export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'blog')
  const state = parseListParams(await searchParams)
  const [stories, counts] = await Promise.all([
    getStories(locale, 'all', state),
    getCategoryCounts(locale),
  ])
  if (state.page > 1 && !stories.items.length) notFound()
  return (
    <BlogListView
      locale={locale}
      crumbs={[{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.blog') }]}
      heading={t('heading')}
      intro={t('intro', { name: BRAND.name })}
      category={null}
      basePath={blogPath()}
      query={stories.query}
      page={stories.page}
      total={stories.total}
      totalPages={stories.totalPages}
      items={stories.items}
      counts={counts}
    />
  )
}
