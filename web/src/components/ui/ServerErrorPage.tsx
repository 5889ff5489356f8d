import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { ErrorView, type ErrorStatus } from './ErrorView'

const KEYS: Record<ErrorStatus, 'unauthorized' | 'notFound' | 'serverError'> = {
  401: 'unauthorized',
  404: 'notFound',
  500: 'serverError',
}

/** The 401, 404 and 500 pages rendered on the server, with the spec §8 texts of the locale. */
export function ServerErrorPage({ status, locale }: { status: ErrorStatus; locale: Locale }) {
  const t = getT(locale, 'errors')
  const key = KEYS[status]
  return (
    <ErrorView
      status={status}
      locale={locale}
      texts={{
        title: t(`${key}.title`),
        message: t(`${key}.message`),
        home: t('actions.home'),
        contact: t('actions.contact'),
        signIn: status === 401 ? t('actions.signIn') : undefined,
      }}
    />
  )
}

export const errorTitleKey = (status: ErrorStatus) => `${KEYS[status]}.title`
