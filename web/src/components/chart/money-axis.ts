import type { Locale } from '@/i18n/settings'
import { formatPriceCompact } from '@/lib/format'
import type { AxisLabel } from './chart-labels'

/** Round tick values for an axis from lo to hi (about `count` of them). */
export function niceTicks(lo: number, hi: number, count = 4): number[] {
  if (!(hi > lo)) return [lo]
  const raw = (hi - lo) / count
  const mag = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => s >= raw) ?? 10 * mag
  const start = Math.floor(lo / step) * step
  const ticks: number[] = []
  for (let v = start; v <= hi + step / 2; v += step) ticks.push(Math.round(v * 100) / 100)
  return ticks
}

/**
 * Compact dollar labels for tick values (cents), with the fewest decimals that tell every tick
 * apart: "$1.1M", "$1.2M" rather than "$1M" twice.
 */
export function tickLabels(cents: number[], locale: Locale): string[] {
  let labels: string[] = []
  for (let digits = 0; digits <= 3; digits++) {
    labels = cents.map((c) => formatPriceCompact(Math.round(c / 100), locale, digits))
    if (new Set(labels).size === labels.length) break
  }
  return labels
}

/**
 * A money axis from min to max (cents): round ticks labelled "$150K", and `at`, where a value sits
 * from the bottom (0) to the top (1) of the plot.
 */
export function moneyAxis(
  min: number,
  max: number,
  locale: Locale,
  count = 4,
): { ticks: AxisLabel[]; at: (cents: number) => number } {
  const values = niceTicks(min, max, count)
  const lo = values[0]
  const hi = values[values.length - 1] > lo ? values[values.length - 1] : lo + 1
  const at = (v: number) => (v - lo) / (hi - lo)
  const texts = tickLabels(values, locale)
  return { ticks: values.map((v, i) => ({ at: at(v), text: texts[i] })), at }
}
