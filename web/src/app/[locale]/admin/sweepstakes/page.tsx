import { requireAdmin } from '@/features/auth/session-server'
import {
  contestParam,
  getSweepstakesEntries,
  pageParam,
} from '@/features/admin/catalog/catalog-data'
import { catalogMetadata } from '@/features/admin/catalog/catalog-meta'
import { SweepstakesView } from '@/features/admin/catalog/SweepstakesView'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { getT } from '@/i18n/server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  catalogMetadata(params, 'sweepstakes', '/admin/sweepstakes')

/** /admin/sweepstakes (issue 14): the entries per contest and their CSV. Admins only. */
export default async function AdminSweepstakesPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/sweepstakes')
  const t = getT(locale, 'admin-catalog')
  const query = await searchParams
  const page = pageParam(query)
  const data = await getSweepstakesEntries({ contest: contestParam(query), page }, locale)
  return (
    <ConsoleShell
      locale={locale}
      active="sweepstakes"
      title={t('sweepstakes.title')}
      lead={t('sweepstakes.lead')}
    >
      <SweepstakesView locale={locale} data={data} page={page} />
    </ConsoleShell>
  )
}
