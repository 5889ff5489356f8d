import { getAdminLeads, leadFilterFromParams } from '@/features/admin/admin-data'
import { LeadsInbox } from '@/features/admin/LeadsInbox'
import { adminMetadata } from '@/features/admin/page-meta'
import { requireAdmin } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  adminMetadata(params, 'leads', '/admin/leads')

/** /admin/leads (issue 14): the leads inbox. Admins only (the api checks again). */
export default async function AdminLeadsPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/leads')
  const raw = await searchParams
  const filter = leadFilterFromParams(raw)
  const one = (k: string) =>
    typeof raw[k] === 'string' ? (raw[k] as string).slice(0, 15) : undefined
  return (
    <LeadsInbox
      locale={locale}
      filter={filter}
      data={await getAdminLeads(filter, locale)}
      outcome={{ marked: one('marked'), markFailed: one('markFailed') }}
    />
  )
}
