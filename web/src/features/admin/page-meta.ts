import type { Metadata } from 'next'
import { getT } from '@/i18n/server'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

/** Metadata of a console page: private, never indexed. */
export async function adminMetadata(
  params: Promise<{ locale: string }>,
  key: 'dashboard' | 'equipment' | 'newListing' | 'leads' | 'audit' | 'partners',
  path: string,
): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'admin')
  return pageMetadata({
    locale,
    path,
    title: t(`meta.${key}`),
    description: t('meta.description'),
    analytics: { category: 'App', name: 'Admin' },
    noindex: true,
  })
}

/** Metadata of a partner console page (issue 15): private, never indexed. */
export async function partnerMetadata(
  params: Promise<{ locale: string }>,
  key: 'overview' | 'equipment' | 'newListing' | 'leads' | 'apiKeys' | 'import',
  path: string,
): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'partner')
  return pageMetadata({
    locale,
    path,
    title: t(`meta.${key}`),
    description: t('meta.description'),
    analytics: { category: 'App', name: 'Partner' },
    noindex: true,
  })
}
