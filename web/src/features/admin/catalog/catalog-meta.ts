import type { Metadata } from 'next'
import { getT } from '@/i18n/server'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

/** Metadata of a catalogue console page: private, never indexed. */
export async function catalogMetadata(
  params: Promise<{ locale: string }>,
  key: 'categories' | 'makes' | 'make' | 'sweepstakes',
  path: string,
  vars: Record<string, string> = {},
): Promise<Metadata> {
  const locale = await localePage(params)
  return pageMetadata({
    locale,
    path,
    title: getT(locale, 'admin-catalog')(`meta.${key}`, vars),
    description: getT(locale, 'admin')('meta.description'),
    analytics: { category: 'App', name: 'Admin' },
    noindex: true,
  })
}
