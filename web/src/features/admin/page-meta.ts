import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { pageMetadata } from '@/lib/seo'

/** Metadata of a console page: private, never indexed. */
export async function adminMetadata(
  params: Promise<{ locale: string }>,
  key: 'dashboard' | 'equipment' | 'newListing' | 'leads' | 'audit',
  path: string,
): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
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
