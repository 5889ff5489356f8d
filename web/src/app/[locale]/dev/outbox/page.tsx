import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { OutboxView } from '@/features/dev/OutboxView'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { readDeadJobs, readOutbox } from '@/features/dev/dev-outbox'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return { title: getT(locale, 'dev')('outbox.title'), robots: { index: false, follow: false } }
}

/** ?retried=<id> or ?retryFailed=<id>: the outcome of a dead job's retry button. */
function retryOutcome(q: Record<string, string | string[] | undefined>) {
  for (const [param, ok] of [
    ['retried', true],
    ['retryFailed', false],
  ] as const) {
    const v = q[param]
    if (typeof v === 'string' && /^\d{1,15}$/.test(v)) return { id: Number(v), ok }
  }
  return null
}

/**
 * /dev/outbox (development only): the jobs that failed every attempt (the dead-letter view, with
 * a retry button) and the messages in the api's local outbox. The api serves both only outside
 * production, and this page is a 404 whenever the api does not serve them.
 */
export default async function DevOutboxPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const query = await searchParams
  const raw = query.to
  const to = typeof raw === 'string' && raw.trim() ? raw.trim() : null
  const [result, dead] = await Promise.all([readOutbox(to), readDeadJobs()])
  if (result.kind === 'absent' || dead.kind === 'absent') notFound()
  return (
    <OutboxView
      locale={locale}
      to={to}
      messages={result.kind === 'ok' ? result.messages : []}
      error={result.kind === 'error' ? result.reason : undefined}
      deadJobs={{
        jobs: dead.kind === 'ok' ? dead.jobs : [],
        error: dead.kind === 'error' ? dead.reason : undefined,
        retried: retryOutcome(query),
      }}
    />
  )
}
