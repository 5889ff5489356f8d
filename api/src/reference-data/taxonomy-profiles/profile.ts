/**
 * How a category's machines scale. Every category has a primary size metric (its first spec
 * field); the other spec fields, engine power and weight follow power laws of it, each anchored
 * on two real machines of the category (noted beside the anchors). Curated models state the
 * figures published for them and fall back on these laws only for fields they leave out; the
 * generated layer uses the laws for everything.
 */

/** [primary metric, value] of a real machine. */
export type Anchor = readonly [x: number, y: number]
/** A power law y = y0 * (x / x0)^b through two anchors. */
export type Law = readonly [Anchor, Anchor]

export interface SizeClass {
  label: string
  lo: number
  hi: number
}

export interface Configuration {
  label: string
  /** Subcategory slug the configuration belongs to, if it decides one. */
  sub?: string
  /** Indexes of the size classes the configuration exists in (all when absent). */
  classes?: number[]
}

export interface CategoryProfile {
  slug: string
  /** Prefix of generated model names ("EX" -> "EX224C Long Reach"). */
  code: string
  /** Generated model number = round(primary metric * nameScale). */
  nameScale: number
  classes: SizeClass[]
  /** Spec fields derived from the primary metric. */
  laws: Record<string, Law>
  /** Default subcategory by primary metric: the first entry whose bound is above the value. */
  subByPrimary?: Array<readonly [below: number, sub: string]>
  defaultSub?: string
  /** Engine power (hp) behind fuel use: a spec field or a law; null for machines with no engine. */
  power:
    { field: string; loadFactor: number } | { law: Law; loadFactor: number } | { kw: true } | null
  /** Subcategories that burn no fuel (towed, battery or solar). */
  noFuelSubs?: string[]
  /** Operating weight when it is not a spec field. */
  weightLaw?: Law
  /**
   * New price (USD) where the category's price range spread over its size range misfits
   * (e.g. lifts: a 19 ft scissor costs far less than the range's low end suggests).
   */
  priceLaw?: Law
  configs: Configuration[]
}

export const cls = (label: string, lo: number, hi: number): SizeClass => ({ label, lo, hi })

export const cfg = (label: string, sub?: string, classes?: number[]): Configuration => ({
  label,
  sub,
  classes,
})
