import type { Metadata } from 'next'
import { BoundaryErrorPage } from '@/components/ui/BoundaryErrorPage'
import { requestLocale } from '@/lib/request-locale'
import { getT } from '@/i18n/server'
import { requestAnalyticsMeta, requestPath } from '@/lib/request-path'

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await requestLocale(), 'errors')
  return {
    title: t('forbidden.title'),
    other: await requestAnalyticsMeta({ category: 'App', name: 'Forbidden' }),
  }
}

/**
 * 403: a signed-in visitor whose role does not open the page (the admin console for a user who
 * is not staff). Like the 401 page, it renders its own title and analytics tags (they win over
 * the interrupted page's after hydration).
 */
export default async function Forbidden() {
  const locale = await requestLocale()
  return <BoundaryErrorPage status={403} locale={locale} path={await requestPath()} />
}
