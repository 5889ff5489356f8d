import { CALCULATOR_DEFAULTS } from '@ironyard/contract'
import { CATEGORIES } from '../../reference-data/categories'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'
import type { CategoryProfile, Law } from '../../reference-data/taxonomy-profiles'
import type { SpecValues } from './types'

/**
 * Estimates behind spec sheets (spec §3 "spec detail fields") and the taxonomy's new prices.
 * Every figure here is an estimate and is shown with the AI-generated spec disclaimer.
 */

/** US on-highway diesel, 2024-25 average (EIA weekly retail prices hovered at $3.6-3.9). */
export const DIESEL_USD_PER_GALLON = 3.75
/** The rental industry's month: one 8-hour shift, 22 working days. */
export const HOURS_PER_MONTH = 176
/** A diesel burns about 0.055 gal per rated hp-hour at full load; load factors are per category. */
const GALLONS_PER_HP_HOUR = 0.055
/** A diesel genset burns about 0.075 gal per kWh at full load and typically runs at 70%. */
const GENSET_GALLONS_PER_KW_HOUR = 0.075 * 0.7
/** Spec §9 finance calculator defaults (the contract's): 8.99% APR, 60 months, no down payment. */
export const FINANCE_APR = CALCULATOR_DEFAULTS.ratePercent / 100
export const FINANCE_TERM_MONTHS = CALCULATOR_DEFAULTS.termMonths
/**
 * A typical used unit sells for about half of new: shared/data/README.md anchors range from 44%
 * (Rouse, rental fleet at resale age) to 54% (assessor's table, 10 years old).
 */
export const USED_SHARE_OF_NEW = 0.5
/** Lifetime repairs run to about 70% of the new price over 10,000 hours. */
const MAINTENANCE_SHARE_PER_HOUR = 0.7 / 10_000

/** A profile's power law (reference-data/taxonomy-profiles) at primary metric x. */
export function applyLaw(law: Law, x: number): number {
  const [[x0, y0], [x1, y1]] = law
  const b = Math.log(y1 / y0) / Math.log(x1 / x0)
  return y0 * Math.pow(x / x0, b)
}

/** Published price positioning: premium brands above, value brands below the category law. */
const BRAND_PRICE_FACTOR: Record<string, number> = {
  caterpillar: 1.08,
  liebherr: 1.1,
  'john-deere': 1.04,
  komatsu: 1.03,
  volvo: 1.03,
  hitachi: 1.0,
  wirtgen: 1.05,
  tigercat: 1.04,
  jcb: 0.98,
  bobcat: 0.98,
  case: 0.96,
  'new-holland': 0.95,
  kubota: 0.95,
  takeuchi: 0.95,
  kobelco: 0.97,
  doosan: 0.9,
  hyundai: 0.88,
  sany: 0.8,
  xcmg: 0.75,
}

const CATEGORY_BY_SLUG = new Map(CATEGORIES.map((c) => [c.slug, c]))

/** Round a spec value to the precision its unit is quoted in. */
export function roundSpec(key: string, value: number): number {
  const unit = SPEC_FIELDS[key]?.unit
  const r = (v: number, step: number) => Math.round(v / step) * step
  const dec = (v: number, d: number) => Number(v.toFixed(d))
  switch (unit) {
    case 'lb':
      return value >= 10_000 ? r(value, 100) : r(value, 10)
    case 'hp':
      return value < 30 ? dec(value, 1) : Math.round(value)
    case 'yd³':
      return value < 10 ? dec(value, 2) : dec(value, 1)
    case 'ft':
      return dec(value, 1)
    case 'tons':
      return value < 10 ? dec(value, 1) : Math.round(value)
    case 'gal':
      return value >= 1_000 ? r(value, 100) : r(value, 10)
    default:
      return Math.round(value)
  }
}

export function sizeClassOf(profile: CategoryProfile, primary: number): string {
  const found = profile.classes.find((c) => primary < c.hi) ?? profile.classes.at(-1)!
  return found.label
}

export function defaultSubcategory(profile: CategoryProfile, primary: number): string | null {
  if (profile.subByPrimary) {
    const hit = profile.subByPrimary.find(([below]) => primary < below)
    if (hit) return hit[1]
  }
  return profile.defaultSub ?? null
}

/** The category's spec fields: the given ones, the rest from the category's laws. */
export function deriveSpecs(
  profile: CategoryProfile,
  primary: number,
  given: SpecValues,
): SpecValues {
  const fields = CATEGORY_BY_SLUG.get(profile.slug)!.specFields
  const out: SpecValues = {}
  for (const [i, key] of fields.entries()) {
    if (given[key] !== undefined) out[key] = given[key]
    else if (i === 0) out[key] = roundSpec(key, primary)
    else if (profile.laws[key]) out[key] = roundSpec(key, applyLaw(profile.laws[key], primary))
  }
  return out
}

/** New price: the category's price range spread over its size range (log-log), times the brand. */
export function estimateNewPriceUsd(
  profile: CategoryProfile,
  primary: number,
  make: string,
): number {
  const [lo, hi] = CATEGORY_BY_SLUG.get(profile.slug)!.newPriceUsd
  const xmin = profile.classes[0].lo
  const xmax = profile.classes.at(-1)!.hi
  const x = Math.min(Math.max(primary, xmin), xmax)
  const price = applyLaw(
    profile.priceLaw ?? [
      [xmin, lo],
      [xmax, hi],
    ],
    x,
  )
  const rounded = Math.round((price * (BRAND_PRICE_FACTOR[make] ?? 1)) / 500) * 500
  return Math.max(rounded, 500)
}

/** A mid-size machine of the category: the geometric middle of its middle size class. */
export function typicalPrimary(profile: CategoryProfile): number {
  const c = profile.classes[Math.floor((profile.classes.length - 1) / 2)]
  return Math.sqrt(c.lo * c.hi)
}

export interface SpecSheetEstimate {
  operatingWeightLb: number | null
  rentalDailyCents: number
  rentalHalfDayCents: number
  rentalWeeklyCents: number
  fuelCostPerMonthCents: number | null
  fuelGallonsPerHour: number | null
  maintenanceCostPerHourCents: number
  maintenanceCostPerMonthCents: number
  modelPriceCents: number
  financingNewMonthlyCents: number
  financingUsedMonthlyCents: number
}

/**
 * A month of maintenance from the hourly figure the sheet shows, in cents: the page prints
 * $15.01/h and 176 h, so a month is what multiplying those gives ($2,641.76), never a product
 * of unrounded dollars (issue 16, defect 15: it printed $2,643).
 */
export function maintenancePerMonthCents(perHourCents: number): number {
  return perHourCents * HOURS_PER_MONTH
}

export function monthlyPayment(
  principal: number,
  apr = FINANCE_APR,
  months = FINANCE_TERM_MONTHS,
): number {
  const r = apr / 12
  return (principal * r) / (1 - Math.pow(1 + r, -months))
}

/**
 * Spec §3 detail fields for one model. Rental: a month costs 2.8% (a $1M machine) to 5.5% (a
 * $20k one) of new, a week 37.5% of a month, a day a third of a week, half a day 65% of a day.
 */
export function estimateSpecSheet(opts: {
  profile: CategoryProfile
  primary: number
  specs: SpecValues
  subcategory: string | null
  newPriceUsd: number
  /** Known operating weight when it is not one of the category's spec fields. */
  weightLb?: number
  /** Known engine power when it is not one of the category's spec fields. */
  powerHp?: number
}): SpecSheetEstimate {
  const { profile, primary, specs, newPriceUsd: price } = opts
  const weight =
    specs.operatingWeightLb ??
    opts.weightLb ??
    (profile.weightLaw
      ? roundSpec('operatingWeightLb', applyLaw(profile.weightLaw, primary))
      : null)

  let gph: number | null = null
  const p = profile.power
  if (p && opts.subcategory && profile.noFuelSubs?.includes(opts.subcategory)) gph = 0
  else if (p && 'kw' in p) gph = primary * GENSET_GALLONS_PER_KW_HOUR
  else if (p) {
    // powerHp 0 is a battery machine (option hp=0 in the curated lists): no fuel at all.
    const hp = opts.powerHp ?? ('field' in p ? specs[p.field] : applyLaw(p.law, primary))
    gph = hp === undefined ? null : hp * GALLONS_PER_HP_HOUR * p.loadFactor
  }
  if (gph !== null) gph = Math.round(gph * 10) / 10

  const span =
    (Math.log10(price) - Math.log10(20_000)) / (Math.log10(1_000_000) - Math.log10(20_000))
  const monthlyShare = Math.min(0.06, Math.max(0.028, 0.055 - span * 0.027))
  const weekly = Math.round((price * monthlyShare * 0.375) / 5) * 5
  const daily = Math.round(weekly / 3 / 5) * 5
  const halfDay = Math.round((daily * 0.65) / 5) * 5
  const maintenancePerHour = price * MAINTENANCE_SHARE_PER_HOUR
  const cents = (usd: number) => Math.round(usd * 100)
  return {
    operatingWeightLb: weight === null || weight === undefined ? null : Math.round(weight),
    rentalDailyCents: cents(daily),
    rentalHalfDayCents: cents(halfDay),
    rentalWeeklyCents: cents(weekly),
    fuelGallonsPerHour: gph,
    fuelCostPerMonthCents:
      gph === null ? null : cents(gph * HOURS_PER_MONTH * DIESEL_USD_PER_GALLON),
    maintenanceCostPerHourCents: cents(maintenancePerHour),
    maintenanceCostPerMonthCents: maintenancePerMonthCents(cents(maintenancePerHour)),
    modelPriceCents: cents(price),
    financingNewMonthlyCents: cents(monthlyPayment(price)),
    financingUsedMonthlyCents: cents(monthlyPayment(price * USED_SHARE_OF_NEW)),
  }
}
