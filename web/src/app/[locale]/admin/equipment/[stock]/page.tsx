import { requireAdmin } from '@/features/auth/session-server'
import { consolePageMetadata, ListingPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string; stock: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('admin', 'equipment', '/equipment')

/** /admin/equipment/<stock number> (issue 14): one listing and its lifecycle. Admins only. */
export default function Page({ params, searchParams }: Props) {
  return (
    <ListingPage console="admin" guard={requireAdmin} params={params} searchParams={searchParams} />
  )
}
