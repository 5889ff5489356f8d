import type { Locale } from '../../context'
import type { CatalogSnapshot } from '../search/engine/catalog-snapshot'
import { formatMoney } from '../../lib/format-money'

const WORDS = {
  en: {
    all: 'All new equipment',
    under: 'under',
    from: 'from',
    to: 'to',
    in: 'in',
    years: 'years',
  },
  es: {
    all: 'Todo el equipo nuevo en inventario',
    under: 'menos de',
    from: 'desde',
    to: 'hasta',
    in: 'en',
    years: 'años',
  },
} satisfies Record<Locale, Record<string, string>>

/**
 * A short human description of an alert's filters for its email ("Excavators · Caterpillar ·
 * under $100,000 · in TX"). Only the filters people set most; the email links to the full search.
 */
export function describeAlertFilters(
  filters: Record<string, string>,
  catalog: CatalogSnapshot,
  locale: Locale,
): string {
  const w = WORDS[locale]
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
  else if (max) parts.push(`${w.under} ${max}`)
  else if (min) parts.push(`${w.from} ${min}`)
  if (filters.yearMin || filters.yearMax) {
    parts.push(`${filters.yearMin ?? '…'}–${filters.yearMax ?? '…'}`)
  }
  const states = split(filters.state)
  if (filters.city) parts.push(`${w.in} ${filters.city}${states[0] ? `, ${states[0]}` : ''}`)
  else if (states.length) parts.push(`${w.in} ${states.join(', ')}`)
  return parts.length ? parts.join(' · ') : w.all
}
