import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AdminDashboard } from '@/features/admin/AdminDashboard'
import { getAdminDashboard } from '@/features/admin/admin-data'
import { requireAdmin } from '@/features/auth/session-server'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { pageMetadata } from '@/lib/seo'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = getT(locale, 'admin')
  return pageMetadata({
    locale,
    path: '/admin',
    title: t('meta.title'),
    description: t('meta.description'),
    analytics: { category: 'App', name: 'Admin' },
    noindex: true,
  })
}

/**
 * /admin (issue 14): the console's dashboard. Visitors sign in first; signed-in users who are not
 * admins get the 403 page (the api refuses them the data as well).
 */
export default async function AdminPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  await requireAdmin(locale, '/admin')
  return <AdminDashboard locale={locale} data={await getAdminDashboard(locale)} />
}
