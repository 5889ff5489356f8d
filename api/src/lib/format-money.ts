import type { Locale } from './locale'

const TAG: Record<Locale, string> = { en: 'en-US', es: 'es-MX' }

/** Whole dollars from integer cents, in the reader's locale. */
export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(TAG[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100)
}
