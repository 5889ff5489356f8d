import { equipmentFilterFromParams, getAdminListings } from '@/features/admin/equipment-data'
import { EquipmentTable } from '@/features/admin/EquipmentTable'
import { partnerMetadata } from '@/features/admin/page-meta'
import { requirePartner } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  partnerMetadata(params, 'equipment', '/partner/equipment')

/** /partner/equipment (issue 15): the member's own listings in every state (the api scopes them). */
export default async function PartnerEquipmentPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requirePartner(locale, '/partner/equipment')
  const filter = equipmentFilterFromParams(await searchParams)
  return (
    <EquipmentTable
      locale={locale}
      console="partner"
      filter={filter}
      data={await getAdminListings(filter, locale)}
    />
  )
}
