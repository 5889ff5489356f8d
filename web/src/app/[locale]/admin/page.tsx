import { AdminDashboard } from '@/features/admin/AdminDashboard'
import { getAdminDashboard, getConsoleWork } from '@/features/admin/admin-data'
import { consolePageMetadata } from '@/features/admin/console-pages'
import { requireAdmin } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = consolePageMetadata('admin', 'dashboard', '')

/**
 * /admin (issue 14): the console's dashboard. Visitors sign in first; signed-in users who are not
 * admins get the 403 page (the api refuses them the data as well).
 */
export default async function AdminPage({ params }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin')
  const [data, work] = await Promise.all([getAdminDashboard(locale), getConsoleWork(locale)])
  return <AdminDashboard locale={locale} data={data} work={work} />
}
