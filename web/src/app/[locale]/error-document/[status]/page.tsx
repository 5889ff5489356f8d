import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import type { ErrorStatus } from '@/components/ui/ErrorView'
import { errorTitleKey, ServerErrorPage } from '@/components/ui/ServerErrorPage'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { PageName } from '@/lib/page-analytics'
import { requestAnalyticsMeta } from '@/lib/request-path'
import { ERROR_DOCUMENT_HEADER, errorDocumentStatus } from '@/lib/error-document-status'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; status: string }>
}

const PAGE_NAMES: Record<ErrorStatus, PageName> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Server Error',
}

/**
 * The server-rendered body of a 400, 401, 404 or 500 answer (web/src/server/error-document.ts): Next
 * answers `notFound()`, `unauthorized()` and thrown errors with an empty HTML body and renders
 * the error page only in the browser, so the production server asks for this page instead and
 * sends it with the error's status. Only that internal request reaches it; a visitor asking for
 * this path gets a 404.
 */
async function resolve(props: Props): Promise<{ locale: Locale; status: ErrorStatus }> {
  const locale = await localePage(props.params)
  const { status } = await props.params
  const asked = errorDocumentStatus((await headers()).get(ERROR_DOCUMENT_HEADER))
  if (asked === null || String(asked) !== status) notFound()
  return { locale, status: asked }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, status } = await resolve(props)
  return {
    title: getT(locale, 'errors')(errorTitleKey(status)),
    robots: { index: false },
    other: await requestAnalyticsMeta({
      category: status === 401 ? 'App' : 'Unknown',
      name: PAGE_NAMES[status],
    }),
  }
}

export default async function ErrorDocumentPage(props: Props) {
  const { locale, status } = await resolve(props)
  return <ServerErrorPage status={status} locale={locale} />
}
