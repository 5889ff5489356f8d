import type { TFunction } from 'i18next'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPriceCompact } from '@/lib/format'
import type { SearchResult } from './search-data'
import { EMPTY_STATE, withChanges, type SearchState } from '@ironyard/contract/search-url'

export interface Chip {
  /** Stable id, e.g. "make:caterpillar". */
  id: string
  label: string
  /** The state without this filter. */
  without: SearchState
}

type Facets = SearchResult['facets']
type FacetList = Facets['categories']

function labelOf(list: FacetList, value: string): string {
  return list.find((v) => v.value === value)?.label ?? value
}

/**
 * One removable chip per selected filter, labelled as the visitor chose it (issue 3: selected
 * filter chips with clear-all). Filters a landing page fixes are not in `state`, so no chip.
 */
export function buildChips(
  state: SearchState,
  facets: Facets | null,
  t: TFunction,
  locale: Locale,
  stats?: { zipCity?: string | null; zipState?: string | null },
): Chip[] {
  const chips: Chip[] = []
  const f = facets
  const money = (v: number) => formatPriceCompact(v, locale)
  const n = (v: number) => formatNumber(v, locale)
  const add = (id: string, label: string, patch: Partial<SearchState>) =>
    chips.push({ id, label, without: withChanges(state, patch) })
  const range = (min: number | null, max: number | null, fmt: (v: number) => string) =>
    min !== null && max !== null
      ? `${fmt(min)} – ${fmt(max)}`
      : min !== null
        ? t('chips.atLeast', { value: fmt(min) })
        : t('chips.atMost', { value: fmt(max ?? 0) })

  if (state.q) add('q', t('chips.text', { q: state.q }), { q: '' })
  if (state.broad)
    add(`broad:${state.broad}`, f ? labelOf(f.broadCategories, state.broad) : state.broad, {
      broad: null,
    })
  for (const v of state.categories)
    add(`category:${v}`, f ? labelOf(f.categories, v) : v, {
      categories: state.categories.filter((x) => x !== v),
      subcategories: [],
    })
  for (const v of state.subcategories)
    add(`sub:${v}`, f ? labelOf(f.subcategories, v) : v, {
      subcategories: state.subcategories.filter((x) => x !== v),
    })
  for (const v of state.makes)
    add(`make:${v}`, f ? labelOf(f.makes, v) : v, {
      makes: state.makes.filter((x) => x !== v),
      models: [],
    })
  for (const v of state.models)
    add(`model:${v}`, f ? labelOf(f.models, v) : v, { models: state.models.filter((x) => x !== v) })
  if (state.priceMin !== null || state.priceMax !== null)
    add('price', t('chips.price', { range: range(state.priceMin, state.priceMax, money) }), {
      priceMin: null,
      priceMax: null,
    })
  if (state.under !== null)
    add('under', t('chips.under', { price: money(state.under) }), { under: null })
  if (state.yearMin !== null || state.yearMax !== null)
    add('year', t('chips.year', { range: range(state.yearMin, state.yearMax, String) }), {
      yearMin: null,
      yearMax: null,
    })
  if (state.hoursMin !== null || state.hoursMax !== null)
    add('hours', t('chips.hours', { range: range(state.hoursMin, state.hoursMax, n) }), {
      hoursMin: null,
      hoursMax: null,
    })
  if (state.milesMin !== null || state.milesMax !== null)
    add('miles', t('chips.miles', { range: range(state.milesMin, state.milesMax, n) }), {
      milesMin: null,
      milesMax: null,
    })
  for (const s of state.specs) {
    const spec = f?.specs.find((x) => x.key === s.key)
    const fmt = (v: number) => `${formatNumber(v, locale, 1)}${spec ? ` ${spec.unit}` : ''}`
    add(`spec:${s.key}`, `${spec?.label ?? s.key}: ${range(s.min, s.max, fmt)}`, {
      specs: state.specs.filter((x) => x.key !== s.key),
    })
  }
  for (const v of state.conditions)
    add(`condition:${v}`, f ? labelOf(f.conditions, v) : v, {
      conditions: state.conditions.filter((x) => x !== v),
    })
  for (const v of state.show)
    add(`show:${v}`, f ? labelOf(f.showOnly, v.toUpperCase()) : v, {
      show: state.show.filter((x) => x !== v),
    })
  for (const v of state.flairs)
    add(`flair:${v}`, f ? labelOf(f.flairs, v) : v, { flairs: state.flairs.filter((x) => x !== v) })
  if (state.seller)
    add('seller', t('chips.seller', { name: f ? labelOf(f.seller, state.seller) : state.seller }), {
      seller: null,
    })
  if (state.partner)
    add('partner', t(state.partner === 'only' ? 'filters.partnerOnly' : 'filters.partnerExclude'), {
      partner: null,
    })
  if (state.statuses.length)
    add('status', state.statuses.map((s) => t(`status.${s}`)).join(', '), { statuses: [] })
  if (state.dom !== 'all') add('dom', t(`dom.${state.dom}`), { dom: 'all' })
  if (state.reduced) add('reduced', t(`chips.reduced.${state.reduced}`), { reduced: null })
  for (const v of state.states)
    add(`state:${v}`, f ? labelOf(f.states, v) : v, {
      states: state.states.filter((x) => x !== v),
      city: null,
    })
  if (state.city) add('city', state.city, { city: null })
  if (state.zip) {
    const place = stats?.zipCity ? ` (${stats.zipCity}, ${stats.zipState ?? ''})` : ''
    add(
      'zip',
      state.radius
        ? t('chips.radius', { count: state.radius, zip: state.zip, place })
        : t('chips.zip', { zip: state.zip, place }),
      { zip: null, radius: null },
    )
  }
  return chips
}

/** Clear all: only the sort survives. */
export function clearedState(state: SearchState): SearchState {
  return { ...EMPTY_STATE, sort: state.sort }
}
