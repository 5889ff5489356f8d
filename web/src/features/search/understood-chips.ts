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

/** `href` naming the understood chips `ids` (`understood=`), or `href` itself when none. */
export const withUnderstood = (href: string, ids: string[]) =>
  ids.length
    ? `${href}${href.includes('?') ? '&' : '?'}${UNDERSTOOD_PARAM}=${encodeURIComponent(ids.join(','))}`
    : href

/**
 * Where a chip's remove link goes: the page without that filter, still naming the other
 * understood chips the new state has (a make removed takes its understood model along). Removing
 * one filter leaves the others as they were read, so the row stays true.
 */
export function removeChipHref(
  basePath: string,
  chip: Chip,
  understood: string[],
  chipIds: (state: SearchState) => string[],
): string {
  const left = understood.filter((id) => id !== chip.id)
  const have = left.length ? new Set(chipIds(chip.without)) : new Set<string>()
  return withUnderstood(
    searchHref(basePath, chip.without),
    left.filter((id) => have.has(id)),
  )
}

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
  chipIds: (state: SearchState) => string[] = () => ids,
): UnderstoodLink[] {
  const shown = ids.flatMap((id) => chips.filter((c) => c.id === id))
  return shown.map((chip) => {
    const only: Record<string, unknown> = { ...EMPTY_STATE, sort: state.sort }
    for (const key of Object.keys(state) as Array<keyof SearchState>) {
      if (key === 'page') continue
      if (JSON.stringify(state[key]) !== JSON.stringify(chip.without[key])) only[key] = state[key]
    }
    return {
      id: chip.id,
      label: label(chip),
      onlyHref: searchHref(basePath, only as unknown as SearchState),
      removeHref: removeChipHref(
        basePath,
        chip,
        shown.map((c) => c.id),
        chipIds,
      ),
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
