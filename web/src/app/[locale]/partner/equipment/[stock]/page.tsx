import { requirePartner } from '@/features/auth/session-server'
import { consolePageMetadata, ListingPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string; stock: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('partner', 'equipment', '/equipment')

/** /partner/equipment/<stock number> (issue 15): one of the member's listings, the steps partners take and the edit form. Another seller's listing is NOT_FOUND at the api: a 404 here. */
export default function Page({ params, searchParams }: Props) {
  return (
    <ListingPage
      console="partner"
      guard={requirePartner}
      params={params}
      searchParams={searchParams}
    />
  )
}
