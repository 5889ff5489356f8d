import { equipmentFilterFromParams, getAdminListings } from '@/features/admin/equipment-data'
import { EquipmentTable } from '@/features/admin/EquipmentTable'
import { adminMetadata } from '@/features/admin/page-meta'
import { requireAdmin } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  adminMetadata(params, 'equipment', '/admin/equipment')

/** /admin/equipment (issue 14): every listing in every state. Admins only. */
export default async function AdminEquipmentPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/equipment')
  const filter = equipmentFilterFromParams(await searchParams)
  return (
    <EquipmentTable locale={locale} filter={filter} data={await getAdminListings(filter, locale)} />
  )
}
