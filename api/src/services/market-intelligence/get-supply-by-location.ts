import { supplyByLocationInputSchema } from '@ironyard/contract/forms/market'
import { sql } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { usStateName } from '@ironyard/contract/us-states'
import { stateName } from '../search/engine/geo'
import { requireUserId } from '../profile/require-user'
import { marketStatus, type MarketStatus } from './market-messages'
import { findCategory, findMake, isoDay, monthStart, type Ref } from './market-window'

export interface StateSupply {
  state: string
  stateName: string
  listingCount: number
  /** Share of all available listings (of the category), in percent. */
  sharePct: number
  medianAskingPriceCents: number | null
  salesLast12Months: number
  /** Listings over the monthly pace of sales: how long today's supply would last. */
  monthsOfSupply: number | null
}

export interface SupplyByLocation extends MarketStatus {
  category: Omit<Ref, 'id'> | null
  make: Omit<Ref, 'id'> | null
  asOf: Date
  totalListings: number
  states: StateSupply[]
}

/**
 * Spec §1 supply by location: available listings per state (optionally one category and one
 * make, the report's Make filter: issue 16, defect 14), with
 * each state's median asking price and the last 12 months of sales for context.
 */
export async function getSupplyByLocation(
  deps: Pick<AppDeps, 'database' | 'now'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawInput: unknown,
  locale: Locale,
): Promise<SupplyByLocation> {
  requireUserId(currentUser)
  const input = parseOrThrow(supplyByLocationInputSchema, rawInput ?? {}, locale)
  const asOf = deps.now()
  const category = input.category ? await findCategory(deps.database, input.category, locale) : null
  const make = input.make ? await findMake(deps.database, input.make) : null
  const inCategory = (alias: string) =>
    sql`${category ? sql`AND ${sql.raw(alias)}.category_id = ${category.id}` : sql``} ${
      make ? sql`AND ${sql.raw(alias)}.make_id = ${make.id}` : sql``
    }`
  const rows = await deps.database.rows<{
    state: string
    n: number
    median: number | null
    sales: number
  }>(sql`
    WITH supply AS (
      SELECT l.state, count(*)::int AS n,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY l.advertised_price_cents)::float8 AS median
      FROM listings l WHERE l.status = 'available' ${inCategory('l')}
      GROUP BY l.state
    ), sales AS (
      SELECT s.state, count(*)::int AS sales FROM completed_sales s
      WHERE s.sold_on >= ${isoDay(monthStart(asOf, 11))} AND s.sold_on <= ${isoDay(asOf)}
        AND s.cancelled_at IS NULL
        ${inCategory('s')}
      GROUP BY s.state
    )
    SELECT supply.state, supply.n, supply.median, coalesce(sales.sales, 0)::int AS sales
    FROM supply LEFT JOIN sales ON sales.state = supply.state
    ORDER BY supply.n DESC, supply.state`)
  const total = rows.reduce((n, r) => n + r.n, 0)
  return {
    ...marketStatus(total > 0, 'marketIntelligence.supply.notEnoughData', locale),
    category: category ? { slug: category.slug, name: category.name } : null,
    make: make ? { slug: make.slug, name: make.name } : null,
    asOf,
    totalListings: total,
    states: rows.map((r) => ({
      state: r.state,
      // Spanish tables say "Nuevo México" (issue 16, defect 9); territories keep their name.
      stateName: usStateName(r.state, locale) ?? stateName(r.state) ?? r.state,
      listingCount: r.n,
      sharePct: Math.round((r.n / total) * 1000) / 10,
      medianAskingPriceCents: r.median === null ? null : Math.round(r.median),
      salesLast12Months: r.sales,
      monthsOfSupply: r.sales > 0 ? Math.round((r.n / (r.sales / 12)) * 10) / 10 : null,
    })),
  }
}
