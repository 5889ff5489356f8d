import type { Metadata } from 'next'
import { AccountShell } from '@/features/account/AccountShell'
import {
  MARKET_WINDOWS,
  MarketFilters,
  type MarketWindow,
} from '@/features/account/market/MarketFilters'
import { MarketReports } from '@/features/account/market/MarketReports'
import {
  MarketIntelligenceDocument,
  ValueTrackerMakesDocument,
} from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import { accountMetadata } from '@/features/account/page-meta'
import { gql, gqlCached } from '@/lib/api-client'
import { getCatalog } from '@/lib/catalog-data'
import { requireUser } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(
    params,
    'marketIntelligence',
    '/account/market-intelligence',
    'Market Intelligence',
  )
}

/** The category shown first: the one with the most sales data in the demo inventory. */
const DEFAULT_CATEGORY = 'excavators'

/** /account/market-intelligence (spec §2): price trends, brand premiums, supply by location. */
export default async function MarketIntelligencePage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const query = await searchParams
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  await requireUser(locale, '/account/market-intelligence')
  const t = getT(locale, 'account')
  const [catalog, makesData] = await Promise.all([
    getCatalog(locale),
    gqlCached(ValueTrackerMakesDocument, {}, { locale, ttlMs: 5 * 60_000 }),
  ])
  const categories = catalog.categories
    .map((c) => ({ slug: c.slug, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  const makes = makesData.makes.makes
    .map((m) => ({ slug: m.slug, name: m.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  const category =
    catalog.category(one(query.category) ?? '')?.slug ??
    catalog.category(DEFAULT_CATEGORY)?.slug ??
    categories[0].slug
  const make = makes.find((m) => m.slug === one(query.make)) ?? null
  const months: MarketWindow = MARKET_WINDOWS.find((m) => String(m) === one(query.months)) ?? 12
  const data = await gql(
    MarketIntelligenceDocument,
    { trends: { category, make: make?.slug ?? null, months }, category, make: make?.slug ?? null },
    { locale, session: true },
  )
  const categoryName = catalog.category(category)?.name ?? category
  return (
    <AccountShell
      locale={locale}
      active="marketIntelligence"
      title={t('market.title')}
      lead={t('market.lead')}
    >
      <MarketFilters
        locale={locale}
        categories={categories}
        makes={makes}
        category={category}
        make={make?.slug ?? null}
        months={months}
      />
      <MarketReports
        data={data}
        locale={locale}
        subject={make ? `${make.name} · ${categoryName}` : categoryName}
      />
    </AccountShell>
  )
}
