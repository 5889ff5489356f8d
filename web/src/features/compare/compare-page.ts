import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePage } from '@/i18n/locale-page'
import { pageMetadata } from '@/lib/seo'
import { getComparePage, type ComparePageData } from './compare-data'
import { rememberedStocks } from './compare-edit'
import { COMPARE_COOKIE, compareHref } from './compare-url'

export interface ComparePageProps {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function comparePageMetadata({ params }: ComparePageProps): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'compare')
  return pageMetadata({
    locale,
    path: '/compare',
    title: t('meta.title'),
    description: t('meta.description'),
    analytics: { category: 'App', name: 'Compare' },
    // A buyer's selection, not a page to index.
    noindex: true,
  })
}

/**
 * The page's language and machines. /compare without a selection of its own opens the one the
 * buyer built from cards (the compare cookie), at its shareable address.
 */
export async function loadComparePage(
  props: ComparePageProps,
): Promise<{ locale: Locale; data: ComparePageData; full: boolean }> {
  const locale = await localePage(props.params)
  const search = await props.searchParams
  if (search.stock === undefined) {
    const remembered = rememberedStocks((await cookies()).get(COMPARE_COOKIE)?.value)
    if (remembered.length) redirect(compareHref(locale, remembered))
  }
  return { locale, data: await getComparePage(search, locale), full: search.full === '1' }
}
