import { consolePageMetadata } from '@/features/admin/console-pages'
import { requirePartner } from '@/features/auth/session-server'
import { ImportPage } from '@/features/partner/ImportPage'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = consolePageMetadata('partner', 'import', '/import')

/** /partner/import (issue 15): CSV import with a dry run and a per-row report. Members only. */
export default async function PartnerImportPage({ params }: Props) {
  const locale = await localePage(params)
  await requirePartner(locale, '/partner/import')
  return <ImportPage locale={locale} />
}
