import type { Metadata } from 'next'
import { ErrorView } from '@/components/ui/ErrorView'
import { requestLocale } from '@/i18n/request-locale'
import { getT } from '@/i18n/server'
import { analyticsMeta } from '@/lib/analytics'

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await requestLocale(), 'errors')
  return {
    title: t('notFound.title'),
    other: analyticsMeta({ category: 'Unknown', name: 'Not Found' }),
  }
}

/** 404 (spec §8): unknown pages and unknown slugs. */
export default async function NotFound() {
  const locale = await requestLocale()
  const t = getT(locale, 'errors')
  return (
    <ErrorView
      status={404}
      locale={locale}
      texts={{
        title: t('notFound.title'),
        message: t('notFound.message'),
        home: t('actions.home'),
        contact: t('actions.contact'),
      }}
    />
  )
}
