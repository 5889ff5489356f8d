import { requireAdmin } from '@/features/auth/session-server'
import { consolePageMetadata, LeadPageRoute } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string; id: string }>
}

export const generateMetadata = consolePageMetadata('admin', 'leads', '/leads')

/** /admin/leads/<id> (issue 36): one lead with every answer. Admins only (the api checks again). */
export default function Page({ params }: Props) {
  return <LeadPageRoute console="admin" guard={requireAdmin} params={params} />
}
