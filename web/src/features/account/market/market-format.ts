import { LANGUAGES, type Locale } from '@/i18n/settings'
import { formatPriceCompact } from '@/lib/format'

/** "2026-03" -> "Mar 26" / "mar 26" */
export function formatMonth(month: string, locale: Locale): string {
  const [y, m] = month.split('-').map(Number)
  return new Intl.DateTimeFormat(LANGUAGES[locale].bcp47, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)))
}

/** Percent with its sign: "+12.5%", "-3%". */
export function formatPct(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LANGUAGES[locale].bcp47, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100)
}

export const compactCents = (cents: number, locale: Locale) =>
  formatPriceCompact(Math.round(cents / 100), locale)

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
