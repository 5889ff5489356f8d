import { isStockNumber } from '@ironyard/contract/admin-listing'
import { notFound } from 'next/navigation'
import { EquipmentDetail } from '@/features/admin/EquipmentDetail'
import { getAdminListing } from '@/features/admin/equipment-data'
import { ListingForm } from '@/features/admin/ListingForm'
import { listingFormInitial, listingFormProps } from '@/features/admin/listing-form-data'
import { partnerMetadata } from '@/features/admin/page-meta'
import { requirePartner } from '@/features/auth/session-server'
import { decodeSegment } from '@/lib/listing-path'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; stock: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  partnerMetadata(params, 'equipment', '/partner/equipment')

/**
 * /partner/equipment/<stock number> (issue 15): one of the member's listings, the lifecycle steps
 * partners take and the edit form. Another seller's listing is NOT_FOUND at the api: a 404 here.
 */
export default async function PartnerListingPage({ params, searchParams }: Props) {
  const { stock } = await params
  const locale = await localePage(params)
  const stockNumber = decodeSegment(stock)
  await requirePartner(locale, `/partner/equipment/${encodeURIComponent(stockNumber ?? '')}`)
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
      console="partner"
      listing={listing}
      outcome={{
        done: one('done')?.slice(0, 20),
        failed: one('failed')?.slice(0, 20),
        why: one('why'),
      }}
      today={new Date().toISOString().slice(0, 10)}
      editForm={
        <ListingForm
          key={listing.updatedAt}
          locale={locale}
          console="partner"
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
