import { requirePartner } from '@/features/auth/session-server'
import { ListingPreviewPage, listingPreviewMetadata } from '@/features/listing/ListingPreview'

interface Props {
  params: Promise<{ locale: string; stock: string }>
}

export const generateMetadata = listingPreviewMetadata

/**
 * /partner/equipment/<stock number>/preview (issue 36): one of the member's listings as buyers
 * will see it, drafts included. Another seller's listing is null at the api: a 404 here.
 */
export default function Page({ params }: Props) {
  return <ListingPreviewPage console="partner" guard={requirePartner} params={params} />
}
