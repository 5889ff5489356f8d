import type { Metadata } from 'next'
import { parseListParams } from '@/features/content/blog/blog-data'
import { categoryMetadata, CategoryPage } from '../../../../features/content/blog/category-page'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return categoryMetadata(locale, 'all', parseListParams(await searchParams))
}

/** /blog/category: the category "all" (spec §2), every article newest first. */
export default async function BlogAllCategoryPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  return <CategoryPage locale={locale} category="all" state={parseListParams(await searchParams)} />
}
