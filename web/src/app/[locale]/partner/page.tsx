import { getConsoleWork } from '@/features/admin/admin-data'
import { consolePageMetadata } from '@/features/admin/console-pages'
import { requirePartner } from '@/features/auth/session-server'
import { getMyPartnerSeller } from '@/features/partner/partner-data'
import { PartnerOverview } from '@/features/partner/PartnerOverview'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = consolePageMetadata('partner', 'overview', '')

/**
 * /partner (issue 15): a partner seller's console. Visitors sign in first; signed-in users who
 * are not members of a partner seller get the 403 page (the api refuses them the data as well).
 */
export default async function PartnerPage({ params }: Props) {
  const locale = await localePage(params)
  await requirePartner(locale, '/partner')
  const [seller, work] = await Promise.all([getMyPartnerSeller(locale), getConsoleWork(locale)])
  return <PartnerOverview locale={locale} seller={seller} work={work} />
}
