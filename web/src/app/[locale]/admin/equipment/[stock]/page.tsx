import { notFound } from 'next/navigation'
import { EquipmentDetail } from '@/features/admin/EquipmentDetail'
import { getAdminListing } from '@/features/admin/equipment-data'
import { adminMetadata } from '@/features/admin/page-meta'
import { requireAdmin } from '@/features/auth/session-server'
import { isLocale } from '@/i18n/settings'
import { decodeSegment } from '@/lib/listing-path'

interface Props {
  params: Promise<{ locale: string; stock: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  adminMetadata(params, 'equipment', '/admin/equipment')

/** /admin/equipment/<stock number> (issue 14): one listing and its lifecycle. Admins only. */
export default async function AdminListingPage({ params, searchParams }: Props) {
  const { locale, stock } = await params
  if (!isLocale(locale)) notFound()
  const stockNumber = decodeSegment(stock)
  await requireAdmin(locale, `/admin/equipment/${encodeURIComponent(stockNumber ?? '')}`)
  if (!stockNumber || !/^[A-Za-z0-9-]{1,40}$/.test(stockNumber)) notFound()
  const listing = await getAdminListing(stockNumber, locale)
  if (!listing) notFound()
  const raw = await searchParams
  const one = (k: string) =>
    typeof raw[k] === 'string' ? (raw[k] as string).slice(0, 300) : undefined
  return (
    <EquipmentDetail
      locale={locale}
      listing={listing}
      outcome={{
        done: one('done')?.slice(0, 20),
        failed: one('failed')?.slice(0, 20),
        why: one('why'),
      }}
      today={new Date().toISOString().slice(0, 10)}
    />
  )
}
