'use client'

import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { AnalyticsMeta } from './AnalyticsMeta'
import { ErrorView, errorTitleKey, errorViewTexts } from './ErrorView'

/** The analytics page name of the statuses whose page renders its own title and tags. */
const HEAD_NAME = { 401: 'Unauthorized', 403: 'Forbidden' } as const

/**
 * The 401, 403 and 404 pages of app/[locale] (spec §8), translated on the client from the
 * shell's `errors` texts (components/layout/shell-translations.ts). Next renders these boundaries
 * into every page's payload, whether or not they show: as server markup they were about 3 KB of
 * each page (issue 18), as this island a few bytes of props. The 401 and 403 pages render their
 * title and analytics tags (after hydration Next shows the interrupted page's metadata, and
 * React hoists these after it: the last declaration wins, lib/page-analytics.ts).
 */
export function BoundaryErrorPage({
  status,
  locale,
  path,
}: {
  status: 401 | 403 | 404
  locale: Locale
  /** The page's path, for the analytics tags of the 401 and 403 pages. */
  path?: string | null
}) {
  const { t } = useTranslation('errors')
  return (
    <>
      {status === 404 ? null : (
        <>
          <title>{`${t(errorTitleKey(status))} | ${BRAND.name}`}</title>
          <AnalyticsMeta category="App" name={HEAD_NAME[status]} path={path} />
        </>
      )}
      <ErrorView status={status} locale={locale} texts={errorViewTexts(t, status)} />
    </>
  )
}
