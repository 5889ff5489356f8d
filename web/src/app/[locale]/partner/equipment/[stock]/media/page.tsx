import { isStockNumber } from '@ironyard/contract/admin-listing'
import { notFound } from 'next/navigation'
import { ListingMedia } from '@/features/admin/media/ListingMedia'
import { getListingMedia } from '@/features/admin/media/media-data'
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
 * /partner/equipment/<stock number>/media (issue 15, decision 032): the photos of one of the
 * member's listings. Another seller's listing is NOT_FOUND at the api: a 404 here.
 */
export default async function PartnerListingMediaPage({ params, searchParams }: Props) {
  const { stock } = await params
  const locale = await localePage(params)
  const stockNumber = decodeSegment(stock)
  await requirePartner(locale, `/partner/equipment/${encodeURIComponent(stockNumber ?? '')}/media`)
  if (!isStockNumber(stockNumber)) notFound()
  const media = await getListingMedia(stockNumber, locale)
  if (!media) notFound()
  const raw = await searchParams
  const one = (k: string) =>
    typeof raw[k] === 'string' ? (raw[k] as string).slice(0, 300) : undefined
  return (
    <ListingMedia
      locale={locale}
      console="partner"
      media={media}
      outcome={{
        done: one('done')?.slice(0, 20),
        failed: one('failed')?.slice(0, 20),
        why: one('why'),
      }}
    />
  )
}
