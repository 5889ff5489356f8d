/**
 * Issue 37: which machines are "the same size" for comparable sales. A 26G and a 50G are both
 * compact excavators of one make, but one weighs twice the other: category alone never makes a
 * comparable. The first size measure both machines state decides, in this order:
 * operating weight, net horsepower, bucket capacity; each within ±25% of the subject's.
 * When they share no measure, only the same model counts (`sameSizeClass` answers false).
 */

export interface SizeMeasures {
  operatingWeightLb: number | null
  netHp: number | null
  bucketCapacityYd3: number | null
}

/** The spec fields the size class reads, in the order they decide. */
export const SIZE_MEASURES = ['operatingWeightLb', 'netHp', 'bucketCapacityYd3'] as const

/** How far (as a share of the subject's value) a comparable's measure may sit. */
export const SIZE_TOLERANCE = 0.25

const usable = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0

/** The measure that decides between these two machines, or null when they share none. */
export function decidingMeasure(
  subject: SizeMeasures,
  other: SizeMeasures,
): (typeof SIZE_MEASURES)[number] | null {
  return SIZE_MEASURES.find((m) => usable(subject[m]) && usable(other[m])) ?? null
}

/** True when `other` is in the subject's size class (see the rule above). */
export function sameSizeClass(subject: SizeMeasures, other: SizeMeasures): boolean {
  const measure = decidingMeasure(subject, other)
  if (measure === null) return false
  const s = subject[measure] as number
  const o = other[measure] as number
  return Math.abs(o - s) <= s * SIZE_TOLERANCE
}

/** Reads the size measures out of a spec map (listing specs or a spec sheet's). */
export function sizeMeasuresOf(
  specs: Record<string, unknown> | null | undefined,
  fallbackWeightLb: number | null = null,
): SizeMeasures {
  const num = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null)
  return {
    operatingWeightLb: num(specs?.operatingWeightLb) ?? num(fallbackWeightLb),
    netHp: num(specs?.netHp),
    bucketCapacityYd3: num(specs?.bucketCapacityYd3),
  }
}
