import { STOCK_NUMBER_PATTERN } from '@ironyard/contract/admin-listing'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'

/** Issue 37, point 8: a buyer compares up to four machines. */
export const MAX_COMPARE = 4

/** The cookie that remembers the machines a buyer added from cards and listing pages. */
export const COMPARE_COOKIE = 'IRONYARD_COMPARE'

export interface CompareSelection {
  /** The machines to show, in the order the URL names them (at most MAX_COMPARE). */
  stocks: string[]
  /** Named after the first four: left out, and said so. */
  overflow: string[]
}

/**
 * The machines a compare URL names (`?stock=A,B,C`, or `?stock=A&stock=B`): trimmed, upper-cased
 * (stock numbers are), without repeats and without anything that cannot be a stock number; the
 * first four are shown, the rest reported.
 */
export function parseCompareStocks(raw: string | string[] | undefined | null): CompareSelection {
  const parts = (Array.isArray(raw) ? raw : raw ? [raw] : [])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim().toUpperCase())
    .filter((s) => STOCK_NUMBER_PATTERN.test(s))
  const unique = [...new Set(parts)]
  return { stocks: unique.slice(0, MAX_COMPARE), overflow: unique.slice(MAX_COMPARE) }
}

/** The shareable compare URL of these machines (commas kept readable). */
export function compareHref(locale: Locale, stocks: readonly string[], zip?: string): string {
  const query = [
    stocks.length ? `stock=${stocks.map(encodeURIComponent).join(',')}` : '',
    zip ? `zip=${encodeURIComponent(zip)}` : '',
  ]
    .filter(Boolean)
    .join('&')
  return localePath(locale, `/compare${query ? `?${query}` : ''}`)
}

/** The link a card or a listing page offers: the compare route adds the machine and opens it. */
export function addToCompareHref(locale: Locale, stockNumber: string): string {
  return localePath(locale, `/compare/edit?add=${encodeURIComponent(stockNumber)}`)
}

/**
 * The selection after adding or removing one machine. Adding to a full comparison changes nothing
 * and says so (`full`): the buyer removes one first.
 */
export function editSelection(
  current: readonly string[],
  change: { add?: string | null; remove?: string | null },
): { stocks: string[]; full: boolean } {
  const { stocks } = parseCompareStocks(current.join(','))
  const remove = change.remove?.trim().toUpperCase()
  const kept = remove ? stocks.filter((s) => s !== remove) : stocks
  const add = parseCompareStocks(change.add ?? '').stocks[0]
  if (!add || kept.includes(add)) return { stocks: kept, full: false }
  if (kept.length >= MAX_COMPARE) return { stocks: kept, full: true }
  return { stocks: [...kept, add], full: false }
}

/** The "Remove" link of one machine: the compare route forgets it and reopens the rest. */
export function removeFromCompareHref(
  locale: Locale,
  stocks: readonly string[],
  stockNumber: string,
): string {
  const q = `stock=${stocks.map(encodeURIComponent).join(',')}&remove=${encodeURIComponent(stockNumber)}`
  return localePath(locale, `/compare/edit?${q}`)
}
