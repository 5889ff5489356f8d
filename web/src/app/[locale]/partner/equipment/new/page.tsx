import { requirePartner } from '@/features/auth/session-server'
import { consolePageMetadata, NewListingPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = consolePageMetadata('partner', 'newListing', '/equipment/new')

/** /partner/equipment/new (issue 15): a new listing of the member's partner, saved as a draft. */
export default function Page({ params }: Props) {
  return <NewListingPage console="partner" guard={requirePartner} params={params} />
}
