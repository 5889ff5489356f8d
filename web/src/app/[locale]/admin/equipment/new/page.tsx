import { requireAdmin } from '@/features/auth/session-server'
import { consolePageMetadata, NewListingPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = consolePageMetadata('admin', 'newListing', '/equipment/new')

/** /admin/equipment/new (issue 14): a new listing, saved as a draft. Admins only. */
export default function Page({ params }: Props) {
  return <NewListingPage console="admin" guard={requireAdmin} params={params} />
}
