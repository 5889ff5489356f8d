import { requireAdmin } from '@/features/auth/session-server'
import { consolePageMetadata, ListingsPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('admin', 'equipment', '/equipment')

/** /admin/equipment (issue 14): every listing in every state. Admins only. */
export default function Page({ params, searchParams }: Props) {
  return (
    <ListingsPage
      console="admin"
      guard={requireAdmin}
      params={params}
      searchParams={searchParams}
    />
  )
}
