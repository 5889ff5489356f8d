'use client'

import Link from 'next/link'
import { useActionState, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { manageAlertAction, type ManageAlertState } from '@/features/alerts/my-alerts-actions'
import type { MyInventoryAlertFieldsFragment } from '@/graphql/__generated__/graphql'
import { isLocale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import styles from './MyAlerts.module.css'

export interface MyAlertsProps {
  locale: string
  /** The address the alerts go to. */
  email: string
  /** false: the sign-in service has not verified the address yet (nothing is listed). */
  addressVerified: boolean
  alerts: MyInventoryAlertFieldsFragment[]
  /** For stories and tests: start in a given state. */
  initialState?: ManageAlertState
}

/**
 * The signed-in user's inventory alerts on /account (issue 16): what each watches in words, how
 * often it mails, its state; pause or resume, change the frequency, delete (asked to confirm
 * first). Each button is a form posting to a server action: the page shows the api's state again
 * after every change, with or without JavaScript.
 */
export function MyAlerts({
  locale,
  email,
  addressVerified,
  alerts,
  initialState = { result: null },
}: MyAlertsProps) {
  const { t } = useTranslation('mailing')
  const [state, action, pending] = useActionState(manageAlertAction, initialState)
  const id = useId()
  const statusRef = useRef<HTMLParagraphElement>(null)
  const { result } = state
  const message = !result
    ? null
    : result.ok
      ? t(`alerts.${result.data.messageKey}`, {
          frequency: result.data.frequency ? t(`alerts.frequency.${result.data.frequency}`) : '',
        })
      : t(result.messageKey ?? 'alerts.failed')

  // After a change (a deleted row is gone), keyboard focus moves to what it says.
  useEffect(() => {
    if (result) statusRef.current?.focus()
  }, [result])

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('alerts.title')}</h2>
      <p className={styles.lead}>
        {addressVerified ? t('alerts.lead', { email }) : t('alerts.unverified', { email })}
      </p>
      <p
        ref={statusRef}
        tabIndex={-1}
        role={result && !result.ok ? 'alert' : 'status'}
        className={result && !result.ok ? styles.error : styles.status}
      >
        {message}
      </p>
      {addressVerified && !alerts.length ? (
        <p>
          {t('alerts.empty')}{' '}
          <Link href={localePath(isLocale(locale) ? locale : 'en', '/equipment')} prefetch={false}>
            {t('alerts.browse')}
          </Link>
        </p>
      ) : null}
      {alerts.length ? (
        <ul className={styles.list}>
          {alerts.map((alert) => (
            <li key={alert.id} className={styles.item}>
              <AlertRow alert={alert} locale={locale} action={action} pending={pending} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function AlertRow({
  alert,
  locale,
  action,
  pending,
}: {
  alert: MyInventoryAlertFieldsFragment
  locale: string
  action: (form: FormData) => void
  pending: boolean
}) {
  const { t } = useTranslation('mailing')
  const id = useId()
  const details = useRef<HTMLDetailsElement>(null)
  const hidden = (op: string) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={alert.id} />
      <input type="hidden" name="op" value={op} />
    </>
  )
  const active = alert.state === 'ACTIVE'
  return (
    <article aria-labelledby={`${id}-summary`}>
      <h3 id={`${id}-summary`} className={styles.summary}>
        {alert.summary}
      </h3>
      <p className={styles.meta}>
        <span className={`${styles.state} ${styles[alert.state.toLowerCase()]}`}>
          {t(`alerts.state.${alert.state}`)}
        </span>{' '}
        · {t(`alerts.frequency.${alert.frequency}`)} ·{' '}
        <Link href={alert.searchPath} prefetch={false}>
          {t('alerts.view')}
        </Link>
      </p>
      <div className={styles.actions}>
        <form action={action}>
          {hidden(active ? 'pause' : 'resume')}
          <button type="submit" className="btn btn-secondary" disabled={pending}>
            {active ? t('alerts.pause') : t('alerts.resume')}
          </button>
        </form>
        <form action={action} className={styles.frequency}>
          {hidden('frequency')}
          <label htmlFor={`${id}-frequency`}>{t('alerts.frequencyLabel')}</label>
          <select
            id={`${id}-frequency`}
            name="frequency"
            className="input"
            defaultValue={alert.frequency}
            key={alert.frequency}
          >
            {(['DAILY', 'WEEKLY'] as const).map((f) => (
              <option key={f} value={f}>
                {t(`alerts.frequency.${f}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-secondary" disabled={pending}>
            {t('alerts.saveFrequency')}
          </button>
        </form>
        <details ref={details} className={styles.delete}>
          <summary className="btn btn-secondary">{t('alerts.delete')}</summary>
          <div className={styles.confirm} role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>{t('alerts.deleteConfirm')}</p>
            <form action={action}>
              {hidden('delete')}
              <button type="submit" className={`btn ${styles.danger}`} disabled={pending}>
                {t('alerts.deleteYes')}
              </button>{' '}
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  if (details.current) details.current.open = false
                  details.current?.querySelector('summary')?.focus()
                }}
              >
                {t('alerts.deleteNo')}
              </button>
            </form>
          </div>
        </details>
      </div>
    </article>
  )
}
