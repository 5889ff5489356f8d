import { CategoryGroupsDocument } from '@/graphql/__generated__/graphql'
import { requireAdmin } from '@/features/auth/session-server'
import { getAdminCategories, param } from '@/features/admin/catalog/catalog-data'
import { catalogMetadata } from '@/features/admin/catalog/catalog-meta'
import { CategoryTree } from '@/features/admin/catalog/CategoryTree'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { getT } from '@/i18n/server'
import { gqlCached } from '@/lib/api-client'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  catalogMetadata(params, 'categories', '/admin/categories')

/** A whole count from the URL (`done=hideRefused&count=3`); anything else is none. */
const countParam = (v?: string) => (v && /^\d+$/.test(v) ? Number(v) : undefined)

/** /admin/categories (issue 14): the category tree. Admins only (the api checks again). */
export default async function AdminCategoriesPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/categories')
  const t = getT(locale, 'admin-catalog')
  const query = await searchParams
  const edit = param(query, 'edit', 200)
  const [tree, groups] = await Promise.all([
    getAdminCategories(locale),
    gqlCached(CategoryGroupsDocument, {}, { locale, ttlMs: 5 * 60_000 }),
  ])
  return (
    <ConsoleShell
      locale={locale}
      active="categories"
      title={t('categories.title')}
      lead={t('categories.lead')}
    >
      <CategoryTree
        locale={locale}
        tree={tree}
        groups={groups.categoryGroups}
        done={param(query, 'done', 20)}
        count={countParam(param(query, 'count', 7))}
        edit={edit}
        open={param(query, 'open', 100) ?? edit?.match(/^row-(.+?)--/)?.[1]}
      />
    </ConsoleShell>
  )
}
