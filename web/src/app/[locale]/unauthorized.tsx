import type { Metadata } from 'next'
import { BoundaryErrorPage } from '@/components/ui/BoundaryErrorPage'
import { requestLocale } from '@/lib/request-locale'
import { getT } from '@/i18n/server'
import { requestAnalyticsMeta, requestPath } from '@/lib/request-path'

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await requestLocale(), 'errors')
  return {
    title: t('unauthorized.title'),
    other: await requestAnalyticsMeta({ category: 'App', name: 'Unauthorized' }),
  }
}

/**
 * 401 (spec §8): the server could not sign the visitor in. The title and analytics tags are also
 * rendered here: after hydration Next shows the interrupted page's metadata, and React hoists
 * these after it (the last declaration wins, lib/page-analytics.ts).
 */
export default async function Unauthorized() {
  const locale = await requestLocale()
  return <BoundaryErrorPage status={401} locale={locale} path={await requestPath()} />
}
