import { requireAdmin } from '@/features/auth/session-server'
import { consolePageMetadata, LeadPageRoute } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('admin', 'leads', '/leads')

/** /admin/leads/<id> (issue 36): one lead with every answer. Admins only (the api checks again). */
export default function Page({ params, searchParams }: Props) {
  return (
    <LeadPageRoute
      console="admin"
      guard={requireAdmin}
      params={params}
      searchParams={searchParams}
    />
  )
}
