/*
 * Spec §9 lead values by machine count. Plain data and arithmetic, no zod: the browser's analytics
 * runtime (on every page) reads it without pulling in the form rules (and their phone metadata).
 */

/**
 * Spec §9: how many machines the visitor is after, in the bands the lead value goes by. The
 * finance pre-qualification and the sell valuation ask it (issue 16, analytics point 4).
 */
export const MACHINE_COUNT_BANDS = ['0', '1-4', '5-9', '10+'] as const
export type MachineCountBand = (typeof MACHINE_COUNT_BANDS)[number]

const MACHINE_COUNT_VALUES_USD: Record<MachineCountBand, number> = {
  '0': 0,
  '1-4': 1,
  '5-9': 100,
  '10+': 500,
}

/** The band a count of machines falls in (a count that is not a number counts as 0). */
export function machineCountBand(count: number): MachineCountBand {
  if (!Number.isFinite(count) || count < 1) return '0'
  if (count < 5) return '1-4'
  if (count < 10) return '5-9'
  return '10+'
}

/**
 * Spec §9: a lead's value in analytics by machine count: 0 → 0.00, 1-4 → 1.00, 5-9 → 100.00,
 * 10 or more → 500.00 (USD). The api stores it with the lead; the browser sends it with the event.
 */
export function machineCountLeadValueUsd(machines: MachineCountBand | number): number {
  const band = typeof machines === 'number' ? machineCountBand(machines) : machines
  return MACHINE_COUNT_VALUES_USD[band]
}

export const isMachineCountBand = (v: unknown): v is MachineCountBand =>
  typeof v === 'string' && (MACHINE_COUNT_BANDS as readonly string[]).includes(v)
