import Link from 'next/link'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { localePath } from '@/lib/paths'
import type { ErrorStatus } from '@/lib/error-document-status'
import styles from './ErrorView.module.css'

export type { ErrorStatus } from '@/lib/error-document-status'

export interface ErrorTexts {
  title: string
  message: string
  home: string
  contact: string
  signIn?: string
}

const KEYS: Record<
  ErrorStatus,
  'badRequest' | 'unauthorized' | 'forbidden' | 'notFound' | 'serverError'
> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  500: 'serverError',
}

/** The `errors` namespace key of a status's title. */
export const errorTitleKey = (status: ErrorStatus) => `${KEYS[status]}.title`

/**
 * The spec §8 texts of a status, from a `t` of the `errors` namespace (server or client side).
 * Only the 401 page offers to log in again.
 */
export function errorViewTexts(t: (key: string) => string, status: ErrorStatus): ErrorTexts {
  const key = KEYS[status]
  return {
    title: t(`${key}.title`),
    message: t(`${key}.message`),
    home: t('actions.home'),
    contact: t('actions.contact'),
    signIn: status === 401 ? t('actions.signIn') : undefined,
  }
}

/**
 * The 400, 401, 404 and 500 pages (spec §8; 400: issue 12). Plain text and links only: it also
 * renders inside the client error boundary, where the translations are passed in.
 */
export function ErrorView({
  status,
  locale,
  texts,
  action,
}: {
  status: ErrorStatus
  locale: Locale
  texts: ErrorTexts
  action?: ReactNode
}) {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{texts.title}</h1>
      <p className={styles.message}>{texts.message}</p>
      <div className={styles.actions}>
        {action}
        {status === 401 && texts.signIn ? (
          <Link className="btn" href={localePath(locale, '/signin')} prefetch={false}>
            {texts.signIn}
          </Link>
        ) : null}
        <Link
          className={status === 401 ? 'btn btn-secondary' : 'btn'}
          href={localePath(locale, '/')}
          prefetch={false}
        >
          {texts.home}
        </Link>
        <a className="btn btn-secondary" href={`mailto:${BRAND.supportEmail}`}>
          {texts.contact}
        </a>
      </div>
    </section>
  )
}
