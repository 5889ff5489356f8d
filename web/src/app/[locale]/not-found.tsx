import type { Metadata } from 'next'
import { ServerErrorPage } from '@/components/ui/ServerErrorPage'
import { requestLocale } from '@/i18n/request-locale'
import { getT } from '@/i18n/server'
import { requestAnalyticsMeta } from '@/lib/request-path'

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await requestLocale(), 'errors')
  return {
    title: t('notFound.title'),
    other: await requestAnalyticsMeta({ category: 'Unknown', name: 'Not Found' }),
  }
}

/** 404 (spec §8): unknown pages and unknown slugs. */
export default async function NotFound() {
  return <ServerErrorPage status={404} locale={await requestLocale()} />
}
