/**
 * The price model of the demo inventory and of its completed sales: a log-linear model
 *
 *   value = replacement cost new
 *         x age retention(curve)             first-year drop, then exponential decay
 *         x usage factor                     (usage / typical usage for the age) ^ -elasticity
 *         x condition factor
 *         x market index(series, date)       yearly market swings, 1.0 at the as-of date
 *         x region factor(state)
 *         x channel factor                   auction < marketplace < dealer retail
 *         x noise                            log-normal, per machine
 *
 * Calibration (published anchors, shared/data/README.md; checked in price-model.test.ts):
 * - A county assessor's percent-good table puts a 10-year-old machine at ~54% of new. That fixes
 *   the construction curve: (1 - 0.12) x exp(-10 k) = 0.54 -> k = 0.0488 per year, with a 12%
 *   first-year drop (the usual "drive it off the lot" loss for dealer-sold iron).
 * - Iowa State Extension A3-29: a 180-hp tractor used 400 h/yr is worth ~23% of list after 15
 *   years. That fixes the agriculture curve at typical use: 0.88 x exp(-15 k) = 0.23 -> k = 0.0894.
 * - Rouse Value Index: used rental equipment resells at ~44% of replacement cost at typical
 *   resale age. Rental fleets sell at ~7.5 years with ~30% more hours than an owner-operator's
 *   machine, mostly through auction: 0.88 x exp(-7.5 x 0.0488) x 1.3^-0.18 x 0.78 (auction) ~ 0.45.
 * - Sandhills: 2012-14 model-year construction equipment lost 13.8% of its value in 2020. A year of
 *   age at 6-8 years costs exp(-0.0488) = 4.8%, so the 2020 market level fell ~9.5%; then the
 *   yearly swings Sandhills reports (+17% in 2021 ... -10.75% in 2024; heavy trucks +74% in 2021)
 *   give the market series below.
 * - Blue Book for Bulldozers auction sales 1989-2011 (median $24,000, IQR $14.5k-$40k): auction
 *   prices of its product mix (excavators, dozers, backhoes, wheel loaders, skid steers, graders)
 *   at the ages it recorded, deflated from today's machinery prices to the mid-2000s, land in
 *   that range (see the test for the mix, the ages and the deflator).
 * Other curves (trucks, trailers, lifting, power, forestry) use typical published residuals for
 * their classes: on-road trucks lose value fastest, trailers slowest.
 */
import { decimalYear, machineAge } from './as-of'
import { usageRatioOf } from './usage'
import type { Condition, SaleChannel } from '../db/schema/enums'

export type CurveKey =
  'construction' | 'agriculture' | 'trucks' | 'trailers' | 'lifting' | 'power' | 'forestry'

export interface Curve {
  /** Share of value lost in the first year on top of the exponential decay. */
  firstYearDrop: number
  /** Continuous yearly decay rate. */
  decay: number
  /** How strongly usage above or below typical moves the price. */
  usageElasticity: number
}

export const CURVES: Record<CurveKey, Curve> = {
  construction: { firstYearDrop: 0.12, decay: Math.log(0.88 / 0.54) / 10, usageElasticity: 0.18 },
  agriculture: { firstYearDrop: 0.12, decay: Math.log(0.88 / 0.23) / 15, usageElasticity: 0.15 },
  trucks: { firstYearDrop: 0.15, decay: 0.1, usageElasticity: 0.22 },
  trailers: { firstYearDrop: 0.1, decay: 0.06, usageElasticity: 0 },
  lifting: { firstYearDrop: 0.15, decay: 0.055, usageElasticity: 0.15 },
  power: { firstYearDrop: 0.15, decay: 0.06, usageElasticity: 0.15 },
  forestry: { firstYearDrop: 0.12, decay: 0.075, usageElasticity: 0.2 },
}

/** Off-road haulers sit in the trucks group but are priced like earthmoving machines. */
const OFF_ROAD_TRUCKS = new Set(['haul-trucks', 'off-highway-trucks'])

export function curveKeyFor(categorySlug: string, groupSlug: string): CurveKey {
  if (OFF_ROAD_TRUCKS.has(categorySlug)) return 'construction'
  switch (groupSlug) {
    case 'agriculture':
      return 'agriculture'
    case 'trucks':
      return 'trucks'
    case 'trailers':
      return 'trailers'
    case 'lifting':
      return 'lifting'
    case 'power':
      return 'power'
    case 'forestry':
      return 'forestry'
    default:
      return 'construction'
  }
}

/** Share of replacement cost a machine keeps at an age (typical use, Good condition). */
export function ageRetention(curve: Curve, age: number): number {
  const a = Math.max(0, age)
  return (1 - curve.firstYearDrop * Math.min(a, 1)) * Math.exp(-curve.decay * a)
}

export function usageFactor(curve: Curve, usageRatio: number): number {
  const r = Math.min(4, Math.max(0.25, usageRatio))
  return Math.pow(r, -curve.usageElasticity)
}

export const CONDITION_FACTOR: Record<Condition, number> = {
  Poor: 0.7,
  Fair: 0.86,
  Good: 1,
  Great: 1.08,
  Excellent: 1.15,
}

export type MarketSeries = 'construction' | 'trucks' | 'agriculture'

export const marketSeriesFor = (curve: CurveKey): MarketSeries =>
  curve === 'trucks' || curve === 'trailers'
    ? 'trucks'
    : curve === 'agriculture'
      ? 'agriculture'
      : 'construction'

/**
 * Year-over-year change of the used market level (same machine, same age), mid-year to mid-year.
 * Construction: Sandhills' swings (2020 from the 13.8% cohort loss, +17% 2021, -10.75% 2024).
 * Trucks: +74% in 2021, then the freight recession's slide. Agriculture follows construction with
 * a softer 2024.
 */
export const MARKET_YOY: Record<MarketSeries, Record<number, number>> = {
  construction: {
    2019: 0.03,
    2020: -0.095,
    2021: 0.17,
    2022: 0.1,
    2023: 0.02,
    2024: -0.1075,
    2025: -0.04,
    2026: 0.01,
  },
  trucks: {
    2019: 0.0,
    2020: -0.08,
    2021: 0.74,
    2022: 0.12,
    2023: -0.28,
    2024: -0.18,
    2025: -0.06,
    2026: 0.02,
  },
  agriculture: {
    2019: 0.02,
    2020: -0.04,
    2021: 0.15,
    2022: 0.11,
    2023: 0.03,
    2024: -0.08,
    2025: -0.03,
    2026: 0.01,
  },
}

const FIRST_YEAR = 2018
const LAST_YEAR = 2027

/** Market level at mid-year of each year, relative to FIRST_YEAR. */
function midYearLevels(series: MarketSeries): number[] {
  const levels = [1]
  for (let y = FIRST_YEAR + 1; y <= LAST_YEAR; y++) {
    levels.push(levels[levels.length - 1] * (1 + (MARKET_YOY[series][y] ?? 0)))
  }
  return levels
}
const LEVELS: Record<MarketSeries, number[]> = {
  construction: midYearLevels('construction'),
  trucks: midYearLevels('trucks'),
  agriculture: midYearLevels('agriculture'),
}

function rawLevel(series: MarketSeries, at: Date): number {
  const t = Math.min(LAST_YEAR, Math.max(FIRST_YEAR, decimalYear(at) - 0.5))
  const i = Math.min(LAST_YEAR - FIRST_YEAR - 1, Math.floor(t - FIRST_YEAR))
  const f = t - FIRST_YEAR - i
  const lv = LEVELS[series]
  // Geometric interpolation between mid-years: a steady monthly drift within a year.
  return lv[i] * Math.pow(lv[i + 1] / lv[i], f)
}

/** Market level at `at` relative to the level at `asOf` (the depreciation curves hold at asOf). */
export const marketIndex = (series: MarketSeries, at: Date, asOf: Date): number =>
  rawLevel(series, at) / rawLevel(series, asOf)

/**
 * Regional price level: remote and high-cost states pay more (freight in), the farm belt and the
 * South less. Unlisted states are 1.
 */
export const STATE_PRICE_FACTOR: Record<string, number> = {
  AK: 1.12,
  HI: 1.14,
  CA: 1.05,
  WA: 1.03,
  OR: 1.02,
  NV: 1.02,
  NY: 1.04,
  NJ: 1.03,
  MA: 1.04,
  CT: 1.03,
  RI: 1.03,
  NH: 1.02,
  VT: 1.02,
  ME: 1.02,
  DC: 1.04,
  MD: 1.02,
  ND: 1.03,
  WY: 1.02,
  MT: 1.01,
  IA: 0.97,
  NE: 0.97,
  KS: 0.97,
  MO: 0.97,
  OK: 0.97,
  AR: 0.96,
  MS: 0.96,
  AL: 0.97,
  IN: 0.98,
  OH: 0.98,
  KY: 0.97,
  TN: 0.98,
  SD: 0.98,
  MN: 0.99,
  WI: 0.99,
  IL: 0.99,
}
export const stateFactor = (state: string): number => STATE_PRICE_FACTOR[state] ?? 1

/** Sale price relative to fair retail value, by channel (auction is wholesale). */
export const CHANNEL_FACTOR: Record<SaleChannel, number> = {
  auction: 0.78,
  marketplace: 0.95,
  dealer: 0.99,
}

/** Sellers ask a little above fair value and come down (price reductions, offers). */
export const ASKING_MARKUP = 1.06

export interface ValueInput {
  newPriceCents: number
  categorySlug: string
  groupSlug: string
  year: number
  hours?: number | null
  miles?: number | null
  condition?: Condition | null
  state?: string
  /** When the value applies (market index); the as-of date when omitted. */
  at?: Date
  asOf: Date
}

/** Fair retail value in cents (no channel, no noise): the centre of every generated price. */
export function fairValueCents(v: ValueInput): number {
  const at = v.at ?? v.asOf
  const curveKey = curveKeyFor(v.categorySlug, v.groupSlug)
  const curve = CURVES[curveKey]
  const age = machineAge(v.year, at)
  const ratio = usageRatioOf(v.categorySlug, age, v.hours, v.miles)
  return (
    v.newPriceCents *
    ageRetention(curve, age) *
    usageFactor(curve, ratio) *
    CONDITION_FACTOR[v.condition ?? 'Good'] *
    marketIndex(marketSeriesFor(curveKey), at, v.asOf) *
    stateFactor(v.state ?? 'TX')
  )
}

/** Prices people type: $100 steps under $20k, $500 under $100k, $1,000 above; often x,900. */
export function roundPriceCents(cents: number, charm: boolean): number {
  const dollars = cents / 100
  const step = dollars < 20_000 ? 100 : dollars < 100_000 ? 500 : 1000
  let rounded = Math.max(step, Math.round(dollars / step) * step)
  if (charm && rounded > 2 * step && step >= 500) rounded -= 100
  return rounded * 100
}
