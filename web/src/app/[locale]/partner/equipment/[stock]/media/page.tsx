import { requirePartner } from '@/features/auth/session-server'
import { consolePageMetadata, ListingMediaPage } from '@/features/admin/console-pages'

interface Props {
  params: Promise<{ locale: string; stock: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('partner', 'equipment', '/equipment')

/** /partner/equipment/<stock number>/media (issue 15, decision 032): the photos of one of the member's listings. Another seller's listing is NOT_FOUND at the api: a 404 here. */
export default function Page({ params, searchParams }: Props) {
  return (
    <ListingMediaPage
      console="partner"
      guard={requirePartner}
      params={params}
      searchParams={searchParams}
    />
  )
}
