import { requirePartner } from '@/features/auth/session-server'
import { consolePageMetadata, LeadsPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('partner', 'leads', '/leads')

/** /partner/leads (issue 15): the leads on the member's listings (the api scopes them). */
export default function Page({ params, searchParams }: Props) {
  return (
    <LeadsPage
      console="partner"
      guard={requirePartner}
      params={params}
      searchParams={searchParams}
    />
  )
}
