import type { Metadata } from 'next'
import { ErrorView } from '@/components/ui/ErrorView'
import { requestLocale } from '@/i18n/request-locale'
import { getT } from '@/i18n/server'
import { analyticsMeta } from '@/lib/analytics'

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await requestLocale(), 'errors')
  return {
    title: t('unauthorized.title'),
    other: analyticsMeta({ category: 'App', name: 'Unauthorized' }),
  }
}

/** 401 (spec §8): the server could not sign the visitor in. */
export default async function Unauthorized() {
  const locale = await requestLocale()
  const t = getT(locale, 'errors')
  return (
    <ErrorView
      status={401}
      locale={locale}
      texts={{
        title: t('unauthorized.title'),
        message: t('unauthorized.message'),
        home: t('actions.home'),
        contact: t('actions.contact'),
        signIn: t('actions.signIn'),
      }}
    />
  )
}
