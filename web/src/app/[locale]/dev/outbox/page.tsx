import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { OutboxView } from '@/components/dev/OutboxView'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { readOutbox } from '@/lib/dev-outbox'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { title: getT(locale, 'dev')('outbox.title'), robots: { index: false, follow: false } }
}

/**
 * /dev/outbox (development only): the messages in the api's local outbox. The api serves its
 * outbox only outside production, and this page is a 404 whenever the api does not serve it.
 */
export default async function DevOutboxPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const raw = (await searchParams).to
  const to = typeof raw === 'string' && raw.trim() ? raw.trim() : null
  const result = await readOutbox(to)
  if (result.kind === 'absent') notFound()
  return (
    <OutboxView
      locale={locale}
      to={to}
      messages={result.kind === 'ok' ? result.messages : []}
      error={result.kind === 'error' ? result.reason : undefined}
    />
  )
}
