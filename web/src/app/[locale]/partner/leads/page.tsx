import { getAdminLeads, leadFilterFromParams } from '@/features/admin/admin-data'
import { LeadsInbox } from '@/features/admin/LeadsInbox'
import { partnerMetadata } from '@/features/admin/page-meta'
import { requirePartner } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  partnerMetadata(params, 'leads', '/partner/leads')

/** /partner/leads (issue 15): the leads on the member's listings (the api scopes them). */
export default async function PartnerLeadsPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requirePartner(locale, '/partner/leads')
  const raw = await searchParams
  const filter = leadFilterFromParams(raw)
  const one = (k: string) =>
    typeof raw[k] === 'string' ? (raw[k] as string).slice(0, 15) : undefined
  return (
    <LeadsInbox
      locale={locale}
      console="partner"
      filter={filter}
      data={await getAdminLeads(filter, locale)}
      outcome={{ marked: one('marked'), markFailed: one('markFailed') }}
    />
  )
}
