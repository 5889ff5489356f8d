import { notFound } from 'next/navigation'
import { requireAdmin } from '@/features/auth/session-server'
import {
  getAdminCategories,
  getAdminModels,
  pageParam,
  param,
} from '@/features/admin/catalog/catalog-data'
import { catalogMetadata } from '@/features/admin/catalog/catalog-meta'
import { MakeDetail } from '@/features/admin/catalog/MakeDetail'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { localePage } from '@/i18n/locale-page'
import { isApiError } from '@/lib/api-errors'

interface Props {
  params: Promise<{ locale: string; make: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const slugOf = (raw: string) => {
  const s = decodeURIComponent(raw).toLowerCase()
  return /^[a-z0-9-]{1,100}$/.test(s) ? s : null
}

export async function generateMetadata({ params }: Props) {
  const { make } = await params
  return catalogMetadata(params, 'make', `/admin/makes/${make}`, { name: slugOf(make) ?? '' })
}

/** /admin/makes/<slug> (issue 14): one make, its models, create and edit. Admins only. */
export default async function AdminMakePage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const slug = slugOf((await params).make)
  if (!slug) notFound()
  await requireAdmin(locale, `/admin/makes/${slug}`)
  const query = await searchParams
  const q = param(query, 'q')
  const page = pageParam(query)
  const load = async () => {
    try {
      return await getAdminModels({ makeSlug: slug, q, page }, locale)
    } catch (e) {
      if (isApiError(e, 'NOT_FOUND')) notFound()
      throw e
    }
  }
  const [models, tree] = await Promise.all([load(), getAdminCategories(locale)])
  return (
    <ConsoleShell locale={locale} active="makes" title={models.make.name}>
      <MakeDetail
        locale={locale}
        models={models}
        categories={tree.map((c) => ({
          slug: c.slug,
          name: locale === 'es' ? c.nameEs : c.nameEn,
        }))}
        q={q}
        page={page}
        done={param(query, 'done', 20)}
      />
    </ConsoleShell>
  )
}
