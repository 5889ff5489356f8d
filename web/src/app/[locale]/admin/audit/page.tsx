import { auditFilterFromParams, getAuditLog } from '@/features/admin/admin-data'
import { AuditLogView } from '@/features/admin/AuditLogView'
import { auditNames } from '@/features/admin/audit-values'
import { consolePageMetadata } from '@/features/admin/console-pages'
import { requireAdmin } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'
import { getCatalog } from '@/lib/catalog-data'

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
  // Category names for the entries' slugs; without the catalogue the slugs are shown.
  const [data, catalog] = await Promise.all([
    getAuditLog(filter, locale),
    getCatalog(locale).catch(() => null),
  ])
  return <AuditLogView locale={locale} filter={filter} data={data} names={auditNames(catalog)} />
}
