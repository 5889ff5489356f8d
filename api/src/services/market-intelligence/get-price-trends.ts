import { priceTrendsInputSchema } from '@ironyard/contract/forms/market'
import { sql } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import { MIN_SALES_PER_MONTH } from './market-intelligence.schema'
import { marketStatus, type MarketStatus } from './market-messages'
import { findCategory, findMake, isoDay, monthStart, windowMonths, type Ref } from './market-window'

export interface PriceTrendPoint {
  /** Calendar month, "2026-09". */
  month: string
  salesCount: number
  /** Null when the month had fewer than MIN_SALES_PER_MONTH sales. */
  medianPriceCents: number | null
  lowerQuartileCents: number | null
  upperQuartileCents: number | null
}

export interface PriceTrends extends MarketStatus {
  category: Omit<Ref, 'id'>
  make: Omit<Ref, 'id'> | null
  months: number
  asOf: Date
  salesCount: number
  points: PriceTrendPoint[]
  /** Change from the first to the last month with a median, in percent; null without two. */
  changePct: number | null
}

/**
 * Spec §9 price trends: the monthly median sale price of a category (optionally one make) over
 * the last 3, 6 or 12 calendar months, counting every channel.
 */
export async function getPriceTrends(
  deps: Pick<AppDeps, 'database' | 'now'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawInput: unknown,
  locale: Locale,
): Promise<PriceTrends> {
  requireUserId(currentUser)
  const input = parseOrThrow(priceTrendsInputSchema, rawInput ?? {}, locale)
  const asOf = deps.now()
  const category = await findCategory(deps.database, input.category, locale)
  const make = input.make ? await findMake(deps.database, input.make) : null
  const rows = await deps.database.rows<{
    month: string
    n: number
    p25: number
    p50: number
    p75: number
  }>(sql`
    SELECT to_char(sold_on, 'YYYY-MM') AS month, count(*)::int AS n,
      percentile_cont(0.25) WITHIN GROUP (ORDER BY price_cents)::float8 AS p25,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY price_cents)::float8 AS p50,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY price_cents)::float8 AS p75
    FROM completed_sales
    WHERE category_id = ${category.id} ${make ? sql`AND make_id = ${make.id}` : sql``}
      AND cancelled_at IS NULL
      AND sold_on >= ${isoDay(monthStart(asOf, input.months - 1))} AND sold_on <= ${isoDay(asOf)}
    GROUP BY 1`)
  const byMonth = new Map(rows.map((r) => [r.month, r]))
  const round = (v: number) => Math.round(v)
  const points = windowMonths(asOf, input.months).map((month): PriceTrendPoint => {
    const r = byMonth.get(month)
    const enough = !!r && r.n >= MIN_SALES_PER_MONTH
    return {
      month,
      salesCount: r?.n ?? 0,
      medianPriceCents: enough ? round(r.p50) : null,
      lowerQuartileCents: enough ? round(r.p25) : null,
      upperQuartileCents: enough ? round(r.p75) : null,
    }
  })
  const shown = points.filter((p) => p.medianPriceCents !== null)
  const first = shown[0]?.medianPriceCents
  const last = shown[shown.length - 1]?.medianPriceCents
  const enough = shown.length >= 2
  return {
    ...marketStatus(enough, 'marketIntelligence.priceTrends.notEnoughData', locale),
    category: { slug: category.slug, name: category.name },
    make: make ? { slug: make.slug, name: make.name } : null,
    months: input.months,
    asOf,
    salesCount: points.reduce((n, p) => n + p.salesCount, 0),
    points,
    changePct: enough && first && last ? Math.round(((last - first) / first) * 1000) / 10 : null,
  }
}
