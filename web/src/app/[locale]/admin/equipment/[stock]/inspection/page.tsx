import { isStockNumber } from '@ironyard/contract/admin-listing'
import { notFound } from 'next/navigation'
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
  const raw = await searchParams
  const one = (k: string) =>
    typeof raw[k] === 'string' ? (raw[k] as string).slice(0, 300) : undefined
  return (
    <InspectionPage
      locale={locale}
      stockNumber={stockNumber}
      outcome={{
        done: one('done')?.slice(0, 20),
        failed: one('failed')?.slice(0, 20),
        why: one('why'),
      }}
    />
  )
}
