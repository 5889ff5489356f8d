import { requirePartner } from '@/features/auth/session-server'
import { consolePageMetadata, LeadPageRoute } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('partner', 'leads', '/leads')

/** /partner/leads/<id> (issue 36): a lead on the member's listings (the api scopes it; 404 else). */
export default function Page({ params, searchParams }: Props) {
  return (
    <LeadPageRoute
      console="partner"
      guard={requirePartner}
      params={params}
      searchParams={searchParams}
    />
  )
}
