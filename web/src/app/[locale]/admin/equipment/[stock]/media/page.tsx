import { requireAdmin } from '@/features/auth/session-server'
import { consolePageMetadata, ListingMediaPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string; stock: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('admin', 'equipment', '/equipment')

/** /admin/equipment/<stock number>/media (issue 14): photos, videos, documents. Admins only. */
export default function Page({ params, searchParams }: Props) {
  return (
    <ListingMediaPage
      console="admin"
      guard={requireAdmin}
      params={params}
      searchParams={searchParams}
    />
  )
}
