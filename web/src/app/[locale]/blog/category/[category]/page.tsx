import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import {
  categoryPath,
  isBlogCategory,
  listHref,
  parseListParams,
} from '@/features/content/blog/blog-data'
import { localePath } from '@/lib/paths'
import { categoryMetadata, CategoryPage } from '../../../../../features/content/blog/category-page'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; category: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const { category } = await params
  if (!isBlogCategory(category)) notFound()
  return categoryMetadata(locale, category, parseListParams(await searchParams))
}

/** /blog/category/{case-studies|engineering|insight|news}; unknown categories are 404s. */
export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const { category } = await params
  if (!isBlogCategory(category)) notFound()
  const state = parseListParams(await searchParams)
  // "all" has its own address, /blog/category.
  if (category === 'all')
    permanentRedirect(localePath(locale, listHref(categoryPath('all'), state)))
  return <CategoryPage locale={locale} category={category} state={state} />
}
