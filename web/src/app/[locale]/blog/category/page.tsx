import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isLocale } from '@/i18n/settings'
import { parseListParams } from '@/features/content/blog/blog-data'
import { categoryMetadata, CategoryPage } from '../../../../features/content/blog/category-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return categoryMetadata(locale, 'all', parseListParams(await searchParams))
}

/** /blog/category: the category "all" (spec §2), every article newest first. */
export default async function BlogAllCategoryPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <CategoryPage locale={locale} category="all" state={parseListParams(await searchParams)} />
}
