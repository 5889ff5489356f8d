import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { ErrorView, errorViewTexts, type ErrorStatus } from './ErrorView'

export { errorTitleKey } from './ErrorView'

/** The 400, 401, 404 and 500 pages rendered on the server, with the spec §8 texts of the locale. */
export function ServerErrorPage({ status, locale }: { status: ErrorStatus; locale: Locale }) {
  return (
    <ErrorView
      status={status}
      locale={locale}
      texts={errorViewTexts(getT(locale, 'errors'), status)}
    />
  )
}
