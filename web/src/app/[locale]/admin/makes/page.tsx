import { requireAdmin } from '@/features/auth/session-server'
import { getAdminMakes, makesFilterFromParams } from '@/features/admin/catalog/catalog-data'
import { catalogMetadata } from '@/features/admin/catalog/catalog-meta'
import { MakesView } from '@/features/admin/catalog/MakesView'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { getT } from '@/i18n/server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  catalogMetadata(params, 'makes', '/admin/makes')

/** /admin/makes (issue 14): makes with search, first letter and pages. Admins only. */
export default async function AdminMakesPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/makes')
  const t = getT(locale, 'admin-catalog')
  const filter = makesFilterFromParams(await searchParams)
  return (
    <ConsoleShell locale={locale} active="makes" title={t('makes.title')} lead={t('makes.lead')}>
      <MakesView locale={locale} filter={filter} data={await getAdminMakes(filter, locale)} />
    </ConsoleShell>
  )
}
