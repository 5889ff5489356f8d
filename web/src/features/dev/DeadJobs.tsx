import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { retryDeadJobAction } from '@/features/dev/retry-dead-job'
import type { DeadJob } from '@/features/dev/dev-outbox'
import { formatDate } from '@/lib/format'
import styles from './OutboxView.module.css'

export interface DeadJobsProps {
  locale: Locale
  jobs: DeadJob[]
  /** The api's dead-letter view could not be read. */
  error?: string
  /** The outbox page's recipient filter, kept across a retry. */
  to: string | null
  /** The outcome of the retry the visitor just asked for. */
  retried?: { id: number; ok: boolean } | null
}

const when = (iso: string, locale: Locale) => (
  <time dateTime={iso}>
    {formatDate(iso, locale)} {iso.slice(11, 19)} UTC
  </time>
)

/**
 * The dead-letter view of the development outbox: jobs that failed every attempt (a lead's mail
 * included), with the last error, and a button that puts one back in line once the cause is fixed.
 */
export function DeadJobs({ locale, jobs, error, to, retried }: DeadJobsProps) {
  const t = getT(locale, 'dev')
  return (
    <section className={styles.dead} aria-labelledby="dead-jobs-title" data-dead-jobs>
      <h2 id="dead-jobs-title">{t('deadJobs.title')}</h2>
      <p className="muted">{t('deadJobs.lead')}</p>
      {retried ? (
        <p role="status" className={styles.notice}>
          {t(retried.ok ? 'deadJobs.retried' : 'deadJobs.retryFailed', { id: retried.id })}
        </p>
      ) : null}
      {error ? (
        <p role="alert">{t('deadJobs.unavailable', { reason: error })}</p>
      ) : jobs.length === 0 ? (
        <p>{t('deadJobs.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {jobs.map((j) => (
            <li
              key={j.id}
              className={styles.message}
              data-dead-job={j.id}
              aria-labelledby={`dead-job-${j.id}`}
            >
              <h3 id={`dead-job-${j.id}`} className={styles.subject}>
                {t('deadJobs.job', { id: j.id, topic: j.topic })}
              </h3>
              <dl className={styles.meta}>
                <dt>{t('deadJobs.error')}</dt>
                <dd>
                  <code className={styles.error}>{j.lastError ?? t('deadJobs.noError')}</code>
                </dd>
                <dt>{t('deadJobs.attempts')}</dt>
                <dd>{j.attempts}</dd>
                {j.deadAt ? (
                  <>
                    <dt>{t('deadJobs.failedAt')}</dt>
                    <dd>{when(j.deadAt, locale)}</dd>
                  </>
                ) : null}
                <dt>{t('deadJobs.createdAt')}</dt>
                <dd>{when(j.createdAt, locale)}</dd>
                <dt>{t('deadJobs.payload')}</dt>
                <dd>
                  <code>{JSON.stringify(j.payload)}</code>
                </dd>
              </dl>
              <form action={retryDeadJobAction} className={styles.retry}>
                <input type="hidden" name="id" value={j.id} />
                <input type="hidden" name="locale" value={locale} />
                {to ? <input type="hidden" name="to" value={to} /> : null}
                <button type="submit" className="btn btn-secondary">
                  {t('deadJobs.retry')}
                </button>
              </form>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
