import { localeTag, type Locale } from './locale'

/** Whole dollars from integer cents, in the reader's locale. */
export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTag(locale), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100)
}
