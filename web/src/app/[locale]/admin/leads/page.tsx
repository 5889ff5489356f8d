import { requireAdmin } from '@/features/auth/session-server'
import { consolePageMetadata, LeadsPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('admin', 'leads', '/leads')

/** /admin/leads (issue 14): the leads inbox. Admins only (the api checks again). */
export default function Page({ params, searchParams }: Props) {
  return (
    <LeadsPage console="admin" guard={requireAdmin} params={params} searchParams={searchParams} />
  )
}
