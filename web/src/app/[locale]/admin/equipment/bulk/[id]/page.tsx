import { requireAdmin } from '@/features/auth/session-server'
import { BulkOperationPage } from '@/features/admin/bulk-pages'
import { consolePageMetadata } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('admin', 'equipment', '/equipment')

/** /admin/equipment/bulk/<id> (issue 36, point 7): a bulk action's progress and per-row results. */
export default function Page({ params, searchParams }: Props) {
  return (
    <BulkOperationPage
      console="admin"
      guard={requireAdmin}
      params={params}
      searchParams={searchParams}
    />
  )
}
