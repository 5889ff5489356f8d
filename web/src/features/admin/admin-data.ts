import { AdminDashboardDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'

/** The console's dashboard, as the signed-in admin (the api checks the role again). */
export async function getAdminDashboard(locale: Locale) {
  const { adminDashboard } = await gql(AdminDashboardDocument, {}, { locale, session: true })
  return adminDashboard
}

export type AdminDashboardData = Awaited<ReturnType<typeof getAdminDashboard>>
