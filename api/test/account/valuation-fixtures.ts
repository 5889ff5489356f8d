import { and, eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { categories, makes, models } from '../../src/db/schema'
import { ensureCatalog, insertCompletedSale } from '../factories'
import { NOW } from './helpers'

/** The id of a model of the catalogue (the factories' real-model fixture when no taxonomy). */
export async function modelIdOf(
  database: Database,
  ids: { makeId: number; categoryId: number },
  name: string,
) {
  const [row] = await database.db
    .select({ id: models.id })
    .from(models)
    .where(
      and(
        eq(models.makeId, ids.makeId),
        eq(models.categoryId, ids.categoryId),
        eq(models.name, name),
      ),
    )
  return row.id
}

export async function idsOf(database: Database, makeSlug: string, categorySlug: string) {
  await ensureCatalog(database)
  const [make] = await database.db.select().from(makes).where(eq(makes.slug, makeSlug))
  const [category] = await database.db
    .select()
    .from(categories)
    .where(eq(categories.slug, categorySlug))
  return { makeId: make.id, categoryId: category.id }
}

/** Deterministic pseudo-random numbers in [0, 1) (xorshift), so fixtures never change. */
export function sequence(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return ((s >>> 0) % 1_000_000) / 1_000_000
  }
}

export interface MarketRule {
  /** Auction price in dollars of a `baseYear` machine with `baseHours`. */
  basePriceUsd: number
  baseYear: number
  baseHours: number
  yearSlope: number
  hoursElasticity: number
  retailPremium: number
  /** Log-scale noise (0: every sale exactly on the rule). */
  noise: number
}

export const EXACT_RULE: MarketRule = {
  basePriceUsd: 150_000,
  baseYear: 2020,
  baseHours: 4000,
  yearSlope: 0.07,
  hoursElasticity: -0.15,
  retailPremium: 0.3,
  noise: 0,
}

export function priceByRule(
  rule: MarketRule,
  sale: { year: number; hours: number; channel: string },
  z = 0,
): number {
  const usd =
    rule.basePriceUsd *
    Math.exp(rule.yearSlope * (sale.year - rule.baseYear)) *
    Math.pow((sale.hours + 1) / (rule.baseHours + 1), rule.hoursElasticity) *
    (sale.channel === 'auction' ? 1 : 1 + rule.retailPremium) *
    Math.exp(rule.noise * z)
  return Math.round(usd * 100)
}

/**
 * `count` sales of one make/model priced by `rule`: model years 2016-2024, hours around 700 a
 * year, every channel, sold over the last 18 months (before NOW).
 */
export async function insertRuleSales(
  database: Database,
  ids: { makeId: number; categoryId: number },
  model: string,
  rule: MarketRule,
  count: number,
  seed = 7,
  modelId: number | null = null,
) {
  const rnd = sequence(seed)
  const channels = ['auction', 'dealer', 'marketplace'] as const
  for (let i = 0; i < count; i++) {
    const year = 2016 + (i % 9)
    const hours = Math.round((2026 - year) * 700 * (0.6 + 0.8 * rnd()))
    const channel = channels[i % 3]
    // Sum of uniforms: a near-normal deviate in [-3, 3].
    const z = (rnd() + rnd() + rnd() + rnd() + rnd() + rnd() - 3) * Math.SQRT2
    const daysAgo = 5 + Math.floor(rnd() * 540)
    const soldOn = new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    await insertCompletedSale(database, {
      ...ids,
      modelId,
      model,
      year,
      hours,
      miles: null,
      channel,
      soldOn,
      priceCents: priceByRule(rule, { year, hours, channel }, z),
    })
  }
}
