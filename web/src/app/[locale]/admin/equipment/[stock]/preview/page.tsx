import { requireAdmin } from '@/features/auth/session-server'
import { ListingPreviewPage, listingPreviewMetadata } from '@/features/listing/ListingPreview'

interface Props {
  params: Promise<{ locale: string; stock: string }>
}

export const generateMetadata = listingPreviewMetadata

/** /admin/equipment/<stock number>/preview (issue 36): the listing as buyers will see it, drafts included. Admins only. */
export default function Page({ params }: Props) {
  return <ListingPreviewPage console="admin" guard={requireAdmin} params={params} />
}
