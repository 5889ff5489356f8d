import type { TFunction } from 'i18next'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { SearchResult } from '@/features/search/search-data'
import type { fixedFilterKeys, SearchState } from '@ironyard/contract/search-url'
import type { Choice, FacetToggle } from './FacetControls'

export type Facets = SearchResult['facets']

/** Filters a landing page fixes by its path (they are not offered again). */
export type FixedFilter = ReturnType<typeof fixedFilterKeys>[number]

/**
 * Long facets show their most common values plus the selected ones; the rest is one link away
 * ("Show all 38 makes", `more=make`), not hidden in the page (issue 18: lighter pages).
 */
export const FACET_TOP = 8
/** States and cities in the location menus until the visitor asks for all of them. */
export const MENU_TOP = 8

export const facetChoices = (values: Facets['categories']): Choice[] =>
  values.map((v) => ({ value: v.value, label: v.label, count: v.count, selected: v.selected }))

/** The anchor of a facet's section in the filter column. */
export const facetSectionId = (param: string) => `filter-${param}`

/** A range as the URL writes it: `min-max`, either end empty when open. */
export function rangeValue(min: number | null | undefined, max: number | null | undefined): string {
  return `${min ?? ''}-${max ?? ''}`
}

export interface FilterPanelProps {
  locale: Locale
  state: SearchState
  facets: Facets
  form: string
  fixed?: FixedFilter[]
  /** The facet the URL shows in full (`more=make`, contract parseMore), if any. */
  expanded?: string | null
  /** This search's URL showing one facet in full (null: every facet with its top values). */
  facetHref: (more: string | null) => string
}

/** What every section of the filter panel reads: the search, its facets and the links' makers. */
export interface FilterPanelContext {
  locale: Locale
  state: SearchState
  facets: Facets
  /** The search form's id: the fields are its fields. */
  form: string
  expanded: string | null
  facetHref: (more: string | null) => string
  t: TFunction
  /** The landing page fixes this filter (it is not offered). */
  is: (f: FixedFilter) => boolean
  /** A facet's "Show all" link; `section`: the section it sits in, when not named by the param. */
  toggle: (param: string, noun: string, section?: string) => FacetToggle
  /**
   * A closed section's fields render when it opens; without JavaScript, its link opens it
   * (`more=<param>`). `choices`: how many it offers, named in the link ("Show all 5 choices").
   */
  onDemand: (
    param: string,
    section: string,
    title: string,
    choices?: number,
  ) => { href: string; text: string }
}

/** The panel's context, made once per render of the panel (a server component). */
export function filterPanelContext({
  locale,
  state,
  facets,
  form,
  fixed = [],
  expanded = null,
  facetHref,
}: FilterPanelProps): FilterPanelContext {
  const t = getT(locale, 'search')
  return {
    locale,
    state,
    facets,
    form,
    expanded,
    facetHref,
    t,
    is: (f) => fixed.includes(f),
    toggle: (param, noun, section = param) => {
      const on = expanded === param
      return {
        expanded: on,
        moreLabel: (count) => t(`filters.showAll.${noun}`, { count }),
        lessLabel: t('filters.showFewer'),
        href: `${facetHref(on ? null : param)}#${facetSectionId(section)}`,
        sectionId: facetSectionId(section),
      }
    },
    onDemand: (param, section, title, choices) => ({
      href: `${facetHref(param)}#${facetSectionId(section)}`,
      text:
        choices === undefined
          ? t('filters.showSection', { section: title })
          : t('filters.showAll.choices', { count: choices }),
    }),
  }
}
