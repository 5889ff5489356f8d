import type { Metadata } from 'next'
import type { Console } from '@/components/console/console'
import { localePage } from '@/i18n/locale-page'
import { getT } from '@/i18n/server'
import { pageMetadata } from '@/lib/seo'

/** The console pages whose titles the `admin` and `partner` texts name (`meta.<key>`). */
export type ConsoleMetaKey =
  | 'dashboard'
  | 'overview'
  | 'equipment'
  | 'newListing'
  | 'leads'
  | 'audit'
  | 'partners'
  | 'apiKeys'
  | 'import'

/** Metadata of a console page (issue 14, partner: issue 15): private, never indexed. */
export async function consoleMetadata(
  console: Console,
  params: Promise<{ locale: string }>,
  key: ConsoleMetaKey,
  path: string,
): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, console)
  return pageMetadata({
    locale,
    path,
    title: t(`meta.${key}`),
    description: t('meta.description'),
    analytics: { category: 'App', name: console === 'partner' ? 'Partner' : 'Admin' },
    noindex: true,
  })
}
