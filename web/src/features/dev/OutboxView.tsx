import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { OutboxMessage } from '@/features/dev/dev-outbox'
import { formatDate } from '@/lib/format'
import { DeadJobs, type DeadJobsProps } from './DeadJobs'
import styles from './OutboxView.module.css'

/**
 * The development outbox: the jobs that failed for good (dead letters, with a retry button), then
 * every message the product "sent", newest first, with its links.
 */
export function OutboxView({
  locale,
  messages,
  to,
  error,
  deadJobs,
}: {
  locale: Locale
  messages: OutboxMessage[]
  to: string | null
  error?: string
  deadJobs?: Omit<DeadJobsProps, 'locale' | 'to'>
}) {
  const t = getT(locale, 'dev')
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('outbox.title')}</h1>
      <p className="muted">{t('outbox.lead')}</p>
      <form className={styles.filter} method="get">
        <label htmlFor="outbox-to" className="label">
          {t('outbox.filter')}
        </label>
        <input id="outbox-to" className="input" type="email" name="to" defaultValue={to ?? ''} />
        <button type="submit" className="btn btn-secondary">
          {t('outbox.filterSubmit')}
        </button>
        {to ? <a href="?">{t('outbox.all')}</a> : null}
      </form>
      {deadJobs ? <DeadJobs locale={locale} to={to} {...deadJobs} /> : null}
      {error ? (
        <p role="alert">{t('outbox.unavailable', { reason: error })}</p>
      ) : messages.length === 0 ? (
        <p>{t('outbox.empty')}</p>
      ) : (
        <>
          <p>{t('outbox.count', { count: messages.length })}</p>
          <ol className={styles.list}>
            {messages.map((m) => (
              <li key={m.id} className={styles.message} data-template={m.template} data-to={m.to}>
                <h2 className={styles.subject}>{m.subject ?? m.text.slice(0, 80)}</h2>
                <dl className={styles.meta}>
                  <dt>{t('outbox.to')}</dt>
                  <dd>{m.to}</dd>
                  <dt>{t('outbox.from')}</dt>
                  <dd>{m.from}</dd>
                  <dt>{t('outbox.template')}</dt>
                  <dd>
                    {m.template} · {m.channel} · {m.locale} · {m.transport}
                  </dd>
                  <dt>{t('outbox.sentAt')}</dt>
                  <dd>
                    <time dateTime={m.createdAt}>
                      {formatDate(m.createdAt, locale)} {m.createdAt.slice(11, 19)} UTC
                    </time>
                  </dd>
                </dl>
                {m.links.length ? (
                  <>
                    <h3 className={styles.h3}>{t('outbox.links')}</h3>
                    <ul className={styles.links}>
                      {m.links.map((href) => (
                        <li key={href}>
                          <a href={href}>{href}</a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <details>
                  <summary>{t('outbox.text')}</summary>
                  <pre className={styles.text}>{m.text}</pre>
                </details>
                {m.html ? (
                  <details>
                    <summary>{t('outbox.html')}</summary>
                    {/* Sandboxed: the mail's HTML runs no script and cannot touch this page. */}
                    <iframe
                      className={styles.html}
                      title={m.subject ?? t('outbox.html')}
                      sandbox=""
                      srcDoc={m.html}
                    />
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  )
}
