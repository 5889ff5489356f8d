import { LANGUAGES, type Locale } from '@/i18n/settings'

/** Prices, numbers and dates per locale (en-US, es-MX). Money arrives in integer cents. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function numberFormat(locale: Locale, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${locale}:${JSON.stringify(opts)}`
  let f = cache.get(key) as Intl.NumberFormat | undefined
  if (!f) {
    f = new Intl.NumberFormat(LANGUAGES[locale].bcp47, opts)
    cache.set(key, f)
  }
  return f
}

export function formatPrice(cents: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(Math.round(cents / 100))
}

/** Dollars and cents ("$3.75", "$21.70"), for small amounts where the cents matter. */
export function formatPriceCents(cents: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

/**
 * Whole dollars, compact ("$25K" / "25 mil $" style per locale) for price-threshold links and
 * chart axes; `fractionDigits` at most when whole thousands or millions would not tell values
 * apart ("$1.1M").
 */
export function formatPriceCompact(dollars: number, locale: Locale, fractionDigits = 0): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(dollars)
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value)
}

export function formatDate(value: string | Date, locale: Locale): string {
  const key = `d:${locale}`
  let f = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGES[locale].bcp47, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    cache.set(key, f)
  }
  return f.format(typeof value === 'string' ? new Date(value) : value)
}
