import { auditFilterFromParams, getAuditLog } from '@/features/admin/admin-data'
import { AuditLogView } from '@/features/admin/AuditLogView'
import { consolePageMetadata } from '@/features/admin/console-pages'
import { requireAdmin } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('admin', 'audit', '/audit')

/** /admin/audit (issue 14): who changed what, with before and after. Admins only. */
export default async function AdminAuditPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/audit')
  const filter = auditFilterFromParams(await searchParams)
  return <AuditLogView locale={locale} filter={filter} data={await getAuditLog(filter, locale)} />
}
