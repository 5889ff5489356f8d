import { isStockNumber } from '@ironyard/contract/admin-listing'
import { notFound } from 'next/navigation'
import { outcomeOf } from '@/components/console/DetailLayout'
import { InspectionPage, inspectionMetadata } from '@/features/admin/inspection/InspectionPage'
import { requireAdmin } from '@/features/auth/session-server'
import { decodeSegment } from '@/lib/listing-path'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; stock: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) => inspectionMetadata(params)

/** /admin/equipment/<stock number>/inspection (issue 14): the 150-point inspection entry. Admins only. */
export default async function AdminInspectionPage({ params, searchParams }: Props) {
  const { stock } = await params
  const locale = await localePage(params)
  const stockNumber = decodeSegment(stock)
  await requireAdmin(locale, `/admin/equipment/${encodeURIComponent(stockNumber ?? '')}/inspection`)
  if (!isStockNumber(stockNumber)) notFound()
  return (
    <InspectionPage
      locale={locale}
      stockNumber={stockNumber}
      outcome={outcomeOf(await searchParams)}
    />
  )
}
