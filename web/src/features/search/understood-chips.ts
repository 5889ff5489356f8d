import type { TFunction } from 'i18next'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import { EMPTY_STATE, searchHref, type SearchState } from '@ironyard/contract/search-url'
import { UNDERSTOOD_PARAM } from '@ironyard/contract/search/understood-url'
import type { Chip } from './search-chips'

/** One chip of the "Understood:" row: its label, its filter alone, the page without it. */
export interface UnderstoodLink {
  id: string
  label: string
  /** The plain filter URL: only this filter. */
  onlyHref: string
  /** This page without this filter (the other understood chips kept). */
  removeHref: string
}

const withUnderstood = (href: string, ids: string[]) =>
  ids.length
    ? `${href}${href.includes('?') ? '&' : '?'}${UNDERSTOOD_PARAM}=${encodeURIComponent(ids.join(','))}`
    : href

/**
 * The chips a URL's `understood=` names (issue 35), in the order they were read, from the page's
 * own chips (so labels are the facets' names): each links to its plain filter URL and to the page
 * without it. Ids the state no longer has (a filter removed since) are left out.
 */
export function understoodLinks(
  ids: string[],
  chips: Chip[],
  state: SearchState,
  basePath: string,
  label: (chip: Chip) => string = (chip) => chip.label,
): UnderstoodLink[] {
  const shown = ids.flatMap((id) => chips.filter((c) => c.id === id))
  return shown.map((chip) => {
    const only: Record<string, unknown> = { ...EMPTY_STATE, sort: state.sort }
    for (const key of Object.keys(state) as Array<keyof SearchState>) {
      if (key === 'page') continue
      if (JSON.stringify(state[key]) !== JSON.stringify(chip.without[key])) only[key] = state[key]
    }
    const rest = shown.filter((c) => c.id !== chip.id).map((c) => c.id)
    return {
      id: chip.id,
      label: label(chip),
      onlyHref: searchHref(basePath, only as unknown as SearchState),
      removeHref: withUnderstood(searchHref(basePath, chip.without), rest),
    }
  })
}

const RANGES = {
  price: ['priceMin', 'priceMax'],
  year: ['yearMin', 'yearMax'],
  hours: ['hoursMin', 'hoursMax'],
  miles: ['milesMin', 'milesMax'],
} as const

/**
 * A range chip's label as the words were typed ("under $100,000", "2018 or newer", "menos de 3,000
 * horas"); other chips keep the page's label (the facet's name).
 */
export function understoodLabel(chip: Chip, state: SearchState, t: TFunction, locale: Locale) {
  if (!Object.hasOwn(RANGES, chip.id)) return chip.label
  const kind = chip.id as keyof typeof RANGES
  const [minKey, maxKey] = RANGES[kind]
  const min = state[minKey]
  const max = state[maxKey]
  const fmt =
    kind === 'price'
      ? (v: number) => formatPrice(v * 100, locale)
      : kind === 'year'
        ? String
        : (v: number) => formatNumber(v, locale)
  const which = min !== null && max !== null ? 'range' : min !== null ? 'min' : 'max'
  return t(`understood.${kind}.${which}`, {
    min: min === null ? '' : fmt(min),
    max: max === null ? '' : fmt(max),
  })
}
