import { isStockNumber } from '@ironyard/contract/admin-listing'
import { ListingForm } from '@/features/admin/ListingForm'
import { listingFormInitial, listingFormProps } from '@/features/admin/listing-form-data'
import { notFound } from 'next/navigation'
import { EquipmentDetail } from '@/features/admin/EquipmentDetail'
import { getAdminListing } from '@/features/admin/equipment-data'
import { adminMetadata } from '@/features/admin/page-meta'
import { requireAdmin } from '@/features/auth/session-server'
import { decodeSegment } from '@/lib/listing-path'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; stock: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  adminMetadata(params, 'equipment', '/admin/equipment')

/** /admin/equipment/<stock number> (issue 14): one listing and its lifecycle. Admins only. */
export default async function AdminListingPage({ params, searchParams }: Props) {
  const { stock } = await params
  const locale = await localePage(params)
  const stockNumber = decodeSegment(stock)
  await requireAdmin(locale, `/admin/equipment/${encodeURIComponent(stockNumber ?? '')}`)
  if (!isStockNumber(stockNumber)) notFound()
  const listing = await getAdminListing(stockNumber, locale)
  if (!listing) notFound()
  const raw = await searchParams
  const one = (k: string) =>
    typeof raw[k] === 'string' ? (raw[k] as string).slice(0, 300) : undefined
  const form = await listingFormProps(locale, 'update')
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
      duplicateKey={crypto.randomUUID()}
      editForm={
        <ListingForm
          // A new form (its typed values reset) after every change made elsewhere on the page.
          key={listing.updatedAt}
          locale={locale}
          idempotencyKey={listing.stockNumber}
          categories={form.categories}
          texts={form.texts}
          editing={listing.stockNumber}
          initial={listingFormInitial(listing)}
        />
      }
    />
  )
}
