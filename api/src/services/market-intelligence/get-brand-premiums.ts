import { brandPremiumsInputSchema } from '@ironyard/contract/forms/market'
import { sql } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import { MIN_SALES_PER_MAKE, PREMIUM_WINDOW_MONTHS } from './market-intelligence.schema'
import { marketStatus, type MarketStatus } from './market-messages'
import { findCategory, isoDay, median, monthStart, type Ref } from './market-window'

export interface BrandPremium {
  make: { slug: string; name: string }
  /** Age-adjusted premium over the category, in percent (-12.5 = 12.5% below). */
  premiumPct: number
  salesCount: number
  medianPriceCents: number
  medianAgeYears: number
}

export interface BrandPremiums extends MarketStatus {
  category: Omit<Ref, 'id'>
  months: number
  asOf: Date
  salesCount: number
  categoryMedianPriceCents: number | null
  brands: BrandPremium[]
}

interface SaleRow {
  make_slug: string
  make_name: string
  price: number
  age: number
}

/**
 * ln(price) against age, with the slope taken within each make (each make's sales compared with
 * its own mean), so a premium make that happens to sell younger machines does not tilt the
 * curve. b = 0 when no make has sales of different ages.
 */
function ageCurve(sales: SaleRow[]): (age: number) => number {
  const byMake = new Map<string, SaleRow[]>()
  for (const s of sales) byMake.set(s.make_slug, [...(byMake.get(s.make_slug) ?? []), s])
  let sxy = 0
  let sxx = 0
  for (const rows of byMake.values()) {
    const mx = rows.reduce((n, r) => n + r.age, 0) / rows.length
    const my = rows.reduce((n, r) => n + Math.log(r.price), 0) / rows.length
    for (const r of rows) {
      sxy += (r.age - mx) * (Math.log(r.price) - my)
      sxx += (r.age - mx) ** 2
    }
  }
  const b = sxx > 1e-9 ? sxy / sxx : 0
  const mx = sales.reduce((n, r) => n + r.age, 0) / sales.length
  const my = sales.reduce((n, r) => n + Math.log(r.price), 0) / sales.length
  return (age) => my + b * (age - mx)
}

/**
 * Spec §9 brand price premiums over the last 12 months: how far each make's sales sit above or
 * below the category once age is accounted for. Each sale is compared with the category's
 * price-for-age curve; a make's premium is its median gap against the category's median gap.
 */
export async function getBrandPremiums(
  deps: Pick<AppDeps, 'database' | 'now'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawInput: unknown,
  locale: Locale,
): Promise<BrandPremiums> {
  requireUserId(currentUser)
  const input = parseOrThrow(brandPremiumsInputSchema, rawInput ?? {}, locale)
  const asOf = deps.now()
  const category = await findCategory(deps.database, input.category, locale)
  const sales = await deps.database.rows<SaleRow>(sql`
    SELECT m.slug AS make_slug, m.name AS make_name, s.price_cents::float8 AS price,
      greatest(0, extract(year FROM s.sold_on) + (extract(doy FROM s.sold_on) / 365.25)
        - (s.year - 0.5))::float8 AS age
    FROM completed_sales s JOIN makes m ON m.id = s.make_id
    WHERE s.category_id = ${category.id} AND s.price_cents > 0 AND s.cancelled_at IS NULL
      AND s.sold_on >= ${isoDay(monthStart(asOf, PREMIUM_WINDOW_MONTHS - 1))}
      AND s.sold_on <= ${isoDay(asOf)}`)
  const base = {
    category: { slug: category.slug, name: category.name },
    months: PREMIUM_WINDOW_MONTHS,
    asOf,
    salesCount: sales.length,
    categoryMedianPriceCents: median(sales.map((s) => s.price)),
  }
  if (sales.length < MIN_SALES_PER_MAKE * 2) {
    return {
      ...marketStatus(false, 'marketIntelligence.brandPremiums.notEnoughData', locale),
      ...base,
      brands: [],
    }
  }
  const curve = ageCurve(sales)
  const gap = (r: SaleRow) => Math.log(r.price) - curve(r.age)
  const categoryGap = median(sales.map(gap))!
  const byMake = new Map<string, SaleRow[]>()
  for (const s of sales) byMake.set(s.make_slug, [...(byMake.get(s.make_slug) ?? []), s])
  const brands: BrandPremium[] = []
  for (const [slug, rows] of byMake) {
    if (rows.length < MIN_SALES_PER_MAKE) continue
    const premium = Math.exp(median(rows.map(gap))! - categoryGap) - 1
    brands.push({
      make: { slug, name: rows[0].make_name },
      premiumPct: Math.round(premium * 1000) / 10,
      salesCount: rows.length,
      medianPriceCents: Math.round(median(rows.map((r) => r.price))!),
      medianAgeYears: Math.round(median(rows.map((r) => r.age))! * 10) / 10,
    })
  }
  brands.sort((a, b) => b.premiumPct - a.premiumPct || a.make.name.localeCompare(b.make.name))
  return {
    ...marketStatus(brands.length >= 2, 'marketIntelligence.brandPremiums.notEnoughData', locale),
    ...base,
    brands: brands.length >= 2 ? brands : [],
  }
}
