import { LANGUAGES, type Locale } from '@/i18n/settings'

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

/** Where month i of n sits along the axis, 0 (left) to 1 (right); one month sits in the middle. */
export const monthX =
  (n: number) =>
  (i: number): number =>
    n === 1 ? 0.5 : i / (n - 1)
