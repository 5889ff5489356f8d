import type { Metadata } from 'next'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import type { PageName } from '@/lib/page-analytics'
import { pageMetadata } from '@/lib/seo'

/** Metadata of an account page: private, so not indexed. */
export async function accountMetadata(
  params: Promise<{ locale: string }>,
  key: 'overview' | 'settings' | 'favorites' | 'valueTracker' | 'marketIntelligence',
  path: string,
  name: PageName,
): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = getT(locale, 'account')
  return pageMetadata({
    locale,
    path,
    title: t(`meta.${key}`),
    description: t('meta.description'),
    analytics: { category: 'App', name },
    noindex: true,
  })
}
