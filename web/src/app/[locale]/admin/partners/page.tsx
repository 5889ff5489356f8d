import { consolePageMetadata } from '@/features/admin/console-pages'
import { requireAdmin } from '@/features/auth/session-server'
import { getPartnerSellers } from '@/features/partner/partner-data'
import { PartnersAdmin } from '@/features/partner/PartnersAdmin'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('admin', 'partners', '/partners')

/** /admin/partners (issue 15): partner sellers and their members. Admins only. */
export default async function AdminPartnersPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/partners')
  const raw = await searchParams
  const one = (k: string) =>
    typeof raw[k] === 'string' ? (raw[k] as string).slice(0, 254) : undefined
  return (
    <PartnersAdmin
      locale={locale}
      sellers={await getPartnerSellers(locale)}
      outcome={{ added: one('added'), removed: one('removed') }}
    />
  )
}
