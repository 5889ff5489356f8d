import { notFound } from 'next/navigation'
import { partnerMetadata } from '@/features/admin/page-meta'
import { requirePartner } from '@/features/auth/session-server'
import { ImportPage } from '@/features/partner/ImportPage'
import { isLocale } from '@/i18n/settings'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = ({ params }: Props) =>
  partnerMetadata(params, 'import', '/partner/import')

/** /partner/import (issue 15): CSV import with a dry run and a per-row report. Members only. */
export default async function PartnerImportPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  await requirePartner(locale, '/partner/import')
  return <ImportPage locale={locale} />
}
