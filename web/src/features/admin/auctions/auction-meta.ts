import type { Metadata } from 'next'
import { localePage } from '@/i18n/locale-page'
import { getT } from '@/i18n/server'
import { pageMetadata } from '@/lib/seo'

/** Metadata of an auction console page: private, never indexed. */
export async function auctionMetadata(
  params: Promise<{ locale: string }>,
  key: 'list' | 'auction' | 'bids',
  path: string,
  vars: Record<string, string> = {},
): Promise<Metadata> {
  const locale = await localePage(params)
  return pageMetadata({
    locale,
    path,
    title: getT(locale, 'admin-auctions')(`meta.${key}`, vars),
    description: getT(locale, 'admin')('meta.description'),
    analytics: { category: 'App', name: 'Admin' },
    noindex: true,
  })
}
