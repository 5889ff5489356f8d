import { requirePartner } from '@/features/auth/session-server'
import { consolePageMetadata, ListingsPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('partner', 'equipment', '/equipment')

/** /partner/equipment (issue 15): the member's own listings in every state (the api scopes them). */
export default function Page({ params, searchParams }: Props) {
  return (
    <ListingsPage
      console="partner"
      guard={requirePartner}
      params={params}
      searchParams={searchParams}
    />
  )
}
