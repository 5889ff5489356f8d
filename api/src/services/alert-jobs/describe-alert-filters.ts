import type { Locale } from '../../context'
import type { CatalogSnapshot } from '../search/engine/catalog-snapshot'
import { t } from '../../i18n'
import { formatMoney } from '../../lib/format-money'
import { stateName } from '../search/engine/geo'

/**
 * A short human description of an alert's filters, for its emails and the /account list
 * ("Excavators · Caterpillar · 2015 or newer · under $80,000 · Texas · within 250 miles of
 * 78701"). Only the filters people set most; the email links to the full search.
 */
export function describeAlertFilters(
  filters: Record<string, string>,
  catalog: CatalogSnapshot,
  locale: Locale,
): string {
  const parts: string[] = []
  const split = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  if (filters.q) parts.push(`“${filters.q.trim()}”`)
  const broad = filters.broad ? catalog.broadBySlug.get(filters.broad) : undefined
  if (broad) parts.push(locale === 'es' ? broad.nameEs : broad.nameEn)
  const cats = split(filters.category).map((s) => catalog.categoryBySlug.get(s))
  const catNames = cats.flatMap((c) => (c ? [locale === 'es' ? c.nameEs : c.nameEn] : []))
  if (catNames.length) parts.push(catNames.join(', '))
  const makeNames = split(filters.make).flatMap((s) => catalog.makeBySlug.get(s)?.name ?? [])
  if (makeNames.length) parts.push(makeNames.join(', '))
  const year = (v: string | undefined) => (v && /^\d{4}$/.test(v.trim()) ? v.trim() : null)
  const yearMin = year(filters.yearMin)
  const yearMax = year(filters.yearMax)
  if (yearMin && yearMax) parts.push(`${yearMin}–${yearMax}`)
  else if (yearMin) parts.push(t(locale, 'alerts:filters.yearMin', { year: yearMin }))
  else if (yearMax) parts.push(t(locale, 'alerts:filters.yearMax', { year: yearMax }))
  const dollars = (v: string | undefined) => {
    const n = Number((v ?? '').replace(/[,\s$]/g, ''))
    return v && Number.isFinite(n) && n > 0 ? formatMoney(n * 100, locale) : null
  }
  const min = dollars(filters.priceMin)
  const max = dollars(filters.priceMax) ?? dollars(filters.under)
  if (min && max) parts.push(`${min}–${max}`)
  else if (max) parts.push(t(locale, 'alerts:filters.under', { amount: max }))
  else if (min) parts.push(t(locale, 'alerts:filters.from', { amount: min }))
  const states = split(filters.state).map((s) => stateName(s) ?? s)
  const place = filters.city
    ? `${filters.city}${states[0] ? `, ${states[0]}` : ''}`
    : states.join(', ')
  if (place) parts.push(place)
  // A radius counts only with a ZIP, as in the search (contract search-input).
  const radius = Number(filters.radius)
  if (filters.zip && /^\d{5}$/.test(filters.zip) && Number.isInteger(radius) && radius > 0)
    parts.push(t(locale, 'alerts:filters.within', { count: radius, zip: filters.zip }))
  return parts.length ? parts.join(' · ') : t(locale, 'alerts:filters.all')
}
