import type { Locale } from '../../context'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'
import type { CatalogSnapshot } from './engine/catalog-snapshot'
import { stateName } from './engine/geo'
import {
  HOURS_EDGES,
  MILES_EDGES,
  PRICE_THRESHOLDS_USD,
  type CountOf,
  type RawFacets,
} from './engine/query-types'
import { facetLabel } from './facet-labels'
import type { SearchListingsInput } from './search.schema'

export interface FacetValueView {
  value: string
  label: string
  count: number
  selected: boolean
}
export interface RangeBucketView {
  min: number | null
  max: number | null
  count: number
}
export interface SearchFacetsView {
  broadCategories: FacetValueView[]
  categories: FacetValueView[]
  subcategories: FacetValueView[]
  makes: FacetValueView[]
  models: FacetValueView[]
  years: FacetValueView[]
  priceThresholds: Array<{ underUsd: number; count: number; selected: boolean }>
  priceRanges: RangeBucketView[]
  hours: RangeBucketView[]
  miles: RangeBucketView[]
  conditions: FacetValueView[]
  flairs: FacetValueView[]
  partnerSeller: FacetValueView[]
  /** The chosen dealer (seller filter) with its name; empty without one. */
  seller: FacetValueView[]
  showOnly: FacetValueView[]
  statuses: FacetValueView[]
  daysOnMarket: FacetValueView[]
  states: FacetValueView[]
  cities: FacetValueView[]
  specs: Array<{
    key: string
    label: string
    unit: string
    buckets: RangeBucketView[]
    min: number | null
    max: number | null
  }>
}

const byCountDesc = (a: FacetValueView, b: FacetValueView) =>
  b.count - a.count || a.label.localeCompare(b.label)

function ranges(edges: readonly number[], counts: number[], scale = 1): RangeBucketView[] {
  return counts.map((count, i) => ({
    min: i === 0 ? null : edges[i - 1] * scale,
    max: i === edges.length ? null : edges[i] * scale,
    count,
  }))
}

/** Raw facet counts (catalogue ids) to what the API answers: slugs, labels, selected flags. */
export function buildSearchFacets(
  raw: RawFacets,
  catalog: CatalogSnapshot,
  input: SearchListingsInput,
  locale: Locale,
  defaultStatuses: readonly string[],
): SearchFacetsView {
  const es = locale === 'es'
  const chosen = (list: readonly string[] | null | undefined, v: string) => !!list?.includes(v)
  const fromCounts = (
    counts: CountOf<string>[],
    label: (v: string) => string,
    selected: (v: string) => boolean,
  ) =>
    counts.map((c) => ({
      value: c.key,
      label: label(c.key),
      count: c.count,
      selected: selected(c.key),
    }))

  const categories = raw.categories.flatMap((c) => {
    const cat = catalog.categoryById.get(c.key)
    // A hidden category (issue 36) is no filter: its listings stay findable under none.
    return cat && !cat.hidden
      ? [
          {
            value: cat.slug,
            label: es ? cat.nameEs : cat.nameEn,
            count: c.count,
            selected: chosen(input.categories, cat.slug),
          },
        ]
      : []
  })
  const chosenCategoryIds = new Set(
    (input.categories ?? []).map((s) => catalog.categoryBySlug.get(s)?.id),
  )
  const subcategories = raw.subcategories.flatMap((s) => {
    const sub = catalog.subcategoryById.get(s.key)
    if (!sub || sub.hidden || (chosenCategoryIds.size && !chosenCategoryIds.has(sub.categoryId)))
      return []
    return [
      {
        value: sub.slug,
        label: es ? sub.nameEs : sub.nameEn,
        count: s.count,
        selected: chosen(input.subcategories, sub.slug),
      },
    ]
  })
  const makes = raw.makes.flatMap((m) => {
    const make = catalog.makeById.get(m.key)
    return make
      ? [
          {
            value: make.slug,
            label: make.name,
            count: m.count,
            selected: chosen(input.makes, make.slug),
          },
        ]
      : []
  })
  const models = new Map<string, FacetValueView>()
  const manyMakes = (input.makes?.length ?? 0) > 1
  for (const m of raw.models ?? []) {
    const makeName = catalog.makeById.get(m.makeId)?.name ?? ''
    const prev = models.get(m.slug)
    if (prev) prev.count += m.count
    else
      models.set(m.slug, {
        value: m.slug,
        label: manyMakes ? `${makeName} ${m.name}` : m.name,
        count: m.count,
        selected: chosen(input.models, m.slug),
      })
  }
  let cumulative = 0
  const underCents = input.priceUnder ?? null
  const priceThresholds = PRICE_THRESHOLDS_USD.map((usd, i) => {
    cumulative += raw.priceBuckets[i]
    return { underUsd: usd, count: cumulative, selected: underCents === usd }
  })

  return {
    broadCategories: raw.broadCategories.flatMap((b) => {
      const broad = catalog.broadCategories.find((x) => x.id === b.key)
      return broad
        ? [
            {
              value: broad.slug,
              label: es ? broad.nameEs : broad.nameEn,
              count: b.count,
              selected: input.broadCategory === broad.slug,
            },
          ]
        : []
    }),
    categories: categories.sort(byCountDesc),
    subcategories: subcategories.sort(byCountDesc),
    makes: makes.sort(byCountDesc),
    models: [...models.values()].sort(byCountDesc),
    years: raw.years
      .map((y) => ({
        value: String(y.key),
        label: String(y.key),
        count: y.count,
        selected:
          (input.yearMin == null || y.key >= input.yearMin) &&
          (input.yearMax == null || y.key <= input.yearMax) &&
          (input.yearMin != null || input.yearMax != null),
      }))
      .sort((a, b) => Number(b.value) - Number(a.value)),
    priceThresholds,
    priceRanges: ranges(PRICE_THRESHOLDS_USD, raw.priceBuckets, 100),
    hours: ranges(HOURS_EDGES, raw.hoursBuckets),
    miles: ranges(MILES_EDGES, raw.milesBuckets),
    conditions: fromCounts(
      raw.conditions,
      (v) => facetLabel('conditions', v, locale),
      (v) => chosen(input.conditions, v),
    ),
    flairs: fromCounts(
      raw.flairs,
      (v) => facetLabel('flairs', v, locale),
      (v) => chosen(input.flairs, v),
    ).sort(byCountDesc),
    partnerSeller: [
      {
        value: 'partner',
        label: facetLabel('partnerSeller', 'partner', locale),
        count: raw.partnerSeller.partner,
        selected: input.partnerSeller === true,
      },
      {
        value: 'standard',
        label: facetLabel('partnerSeller', 'standard', locale),
        count: raw.partnerSeller.standard,
        selected: input.partnerSeller === false,
      },
    ],
    // Filled by searchListings, which resolves the dealer's slug.
    seller: [],
    showOnly: fromCounts(
      raw.showOnly,
      (v) => facetLabel('showOnly', v, locale),
      (v) => chosen(input.showOnly, v),
    ),
    statuses: fromCounts(
      raw.statuses,
      (v) => facetLabel('statuses', v, locale),
      (v) => chosen(input.statuses ?? defaultStatuses, v),
    ),
    daysOnMarket: fromCounts(
      raw.daysOnMarket,
      (v) => facetLabel('daysOnMarket', v, locale),
      (v) => (input.daysOnMarket ?? 'all') === v,
    ),
    states: fromCounts(
      raw.states,
      (v) => stateName(v) ?? v,
      (v) => chosen(input.states, v),
    ).sort(byCountDesc),
    cities: (raw.cities ?? [])
      .map((c) => ({
        value: c.name,
        label: `${c.name}, ${c.state}`,
        count: c.count,
        selected: !!input.city && input.city.toLowerCase() === c.name.toLowerCase(),
      }))
      .sort(byCountDesc)
      .slice(0, 100),
    specs: raw.specs.map((s) => {
      const def = SPEC_FIELDS[s.key]
      return {
        key: s.key,
        label: es ? def.es : def.en,
        unit: def.unit,
        buckets: ranges(def.buckets, s.buckets),
        min: s.min,
        max: s.max,
      }
    }),
  }
}
