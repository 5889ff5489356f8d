import type { Metadata } from 'next'
import { BoundaryErrorPage } from '@/components/ui/BoundaryErrorPage'
import { requestLocale } from '@/lib/request-locale'
import { getT } from '@/i18n/server'
import { requestAnalyticsMeta } from '@/lib/request-path'

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await requestLocale(), 'errors')
  return {
    title: t('notFound.title'),
    other: await requestAnalyticsMeta({ category: 'Unknown', name: 'Not Found' }),
  }
}

/** 404 (spec §8): unknown pages and unknown slugs (a client island: see BoundaryErrorPage). */
export default async function NotFound() {
  return <BoundaryErrorPage status={404} locale={await requestLocale()} />
}
