import type { Locale } from '../../context'
import type { CatalogSnapshot } from '../search/engine/catalog-snapshot'
import { t } from '../../i18n'
import { formatMoney } from '../../lib/format-money'

/**
 * A short human description of an alert's filters for its email ("Excavators · Caterpillar ·
 * under $100,000 · in TX"). Only the filters people set most; the email links to the full search.
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
  const dollars = (v: string | undefined) => {
    const n = Number((v ?? '').replace(/[,\s$]/g, ''))
    return v && Number.isFinite(n) && n > 0 ? formatMoney(n * 100, locale) : null
  }
  const min = dollars(filters.priceMin)
  const max = dollars(filters.priceMax) ?? dollars(filters.under)
  if (min && max) parts.push(`${min}–${max}`)
  else if (max) parts.push(t(locale, 'alerts:filters.under', { amount: max }))
  else if (min) parts.push(t(locale, 'alerts:filters.from', { amount: min }))
  if (filters.yearMin || filters.yearMax) {
    parts.push(`${filters.yearMin ?? '…'}–${filters.yearMax ?? '…'}`)
  }
  const states = split(filters.state)
  const place = filters.city
    ? `${filters.city}${states[0] ? `, ${states[0]}` : ''}`
    : states.join(', ')
  if (place) parts.push(t(locale, 'alerts:filters.in', { place }))
  return parts.length ? parts.join(' · ') : t(locale, 'alerts:filters.all')
}
