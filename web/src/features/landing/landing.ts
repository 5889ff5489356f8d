import type { TFunction } from 'i18next'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { PageName } from '@/lib/page-analytics'
import { getCatalog, getLandingMake, type Catalog, type CatalogMake } from '@/lib/catalog-data'
import { formatPriceCompact } from '@/lib/format'
import { PRICE_THRESHOLDS, type SortKey } from '@ironyard/contract/search-enums'
import type { SearchState } from '@ironyard/contract/search-url'
import { stateBySlug, type UsState } from './us-states'

/** Kinds of SEO landing page (spec §2 "SEO landing pages exist by ..."). */
export type LandingKind =
  | 'special'
  | 'broad'
  | 'category'
  | 'make'
  | 'makeCategory'
  | 'subcategory'
  | 'state'
  | 'city'
  | 'stateCategory'
  | 'price'
  | 'keyword'
  | 'dealer'

export interface Crumb {
  label: string
  /** Locale-free path; the last crumb (this page) has none. */
  path?: string
}

export interface Landing {
  kind: LandingKind
  /** Locale-free canonical path, e.g. /caterpillar/excavators. */
  path: string
  /** Filters the path stands for; merged into the search and never shown as chips. */
  fixed: Partial<SearchState>
  /** Sort when the URL does not ask for one. */
  defaultSort?: SortKey
  title: string
  heading: string
  description: string
  intro: string
  analyticsName: PageName
  crumbs: Crumb[]
  /** Context for related links: the page's category, make and state. */
  categorySlug?: string
  /** Subcategory pages: the names their intro is written from. */
  subcategoryName?: string
  categoryName?: string
  makeSlug?: string
  state?: UsState
}

/**
 * Spec §2 special paths plus lightning deals: the price cuts of the last 7 days, deepest first
 * (the home page's lightning rail is this page's first results). Then the spec's "special date"
 * and "special flair" landing pages: this week's listings, and one page per flair a buyer looks
 * for (ComingSoon and PriceReduced are the specials above; None and NotSet are no offer).
 */
export const SPECIAL_PAGES: Record<string, { fixed: Partial<SearchState>; defaultSort?: SortKey }> =
  {
    pricereduced: { fixed: { show: ['price_reduced'] } },
    recentlyadded: { fixed: { dom: 'last_month' }, defaultSort: 'createdDateUtc' },
    comingsoon: { fixed: { show: ['coming_soon'] } },
    'lightning-deals': { fixed: { reduced: 'last_week' }, defaultSort: 'priceCut_desc' },
    'new-this-week': { fixed: { dom: 'last_week' }, defaultSort: 'createdDateUtc' },
    'free-shipping': { fixed: { flairs: ['FreeShipping'] } },
    'warranty-included': { fixed: { flairs: ['WarrantyIncluded'] } },
    'warranty-available': { fixed: { flairs: ['WarrantyAvailable'] } },
    'demo-equipment': { fixed: { flairs: ['Demo'] } },
    'with-attachments': { fixed: { flairs: ['SoldWithAttachments'] } },
    'as-is-where-is': { fixed: { flairs: ['AsIsWhereIs'] } },
    'partner-sellers': { fixed: { partner: 'only' } },
  }

/** Spec §9 price thresholds as paths: /under5k ... /under200k (/under50k is also a special). */
/** The special page of a path segment; own keys only: /constructor is none (issue 12). */
const specialPage = (segment: string) =>
  Object.hasOwn(SPECIAL_PAGES, segment) ? SPECIAL_PAGES[segment] : undefined

export const priceThresholdPath = (usd: number) => `/under${usd / 1000}k`

export function stateName(state: UsState, locale: Locale): string {
  return locale === 'es' ? state.es : state.en
}

function threshold(segment: string): number | null {
  const m = /^under(\d+)k$/.exec(segment)
  if (!m) return null
  const usd = Number(m[1]) * 1000
  return (PRICE_THRESHOLDS as readonly number[]).includes(usd) ? usd : null
}

const home = (t: TFunction): Crumb => ({ label: t('crumbs.home'), path: '/' })
const equipment = (t: TFunction): Crumb => ({ label: t('crumbs.equipment'), path: '/equipment' })

/** Text of a landing page from its namespace section, with the same values everywhere. */
function texts(t: TFunction, section: string, values: Record<string, unknown>) {
  return {
    title: t(`${section}.title`, values),
    heading: t(`${section}.heading`, values),
    description: t(`${section}.description`, values),
    intro: t(`${section}.intro`, values),
  }
}

function resolveOne(
  segment: string,
  catalog: Catalog,
  make: CatalogMake | null,
  t: TFunction,
  locale: Locale,
): Landing | null {
  const special = specialPage(segment)
  if (special) {
    return {
      kind: 'special',
      path: `/${segment}`,
      fixed: special.fixed,
      defaultSort: special.defaultSort,
      ...texts(t, `special.${segment}`, {}),
      analyticsName: `Landing: Special`,
      crumbs: [home(t), equipment(t), { label: t(`special.${segment}.heading`) }],
    }
  }
  const usd = threshold(segment)
  if (usd !== null) {
    const price = formatPriceCompact(usd, locale)
    return {
      kind: 'price',
      path: priceThresholdPath(usd),
      fixed: { under: usd },
      ...texts(t, 'price', { price }),
      analyticsName: 'Landing: Price',
      crumbs: [home(t), equipment(t), { label: t('price.heading', { price }) }],
    }
  }
  const broad = catalog.broad(segment)
  if (broad) {
    const values = { name: broad.name, count: broad.listingCount }
    return {
      kind: 'broad',
      path: `/${broad.slug}`,
      fixed: { broad: broad.slug },
      ...texts(t, 'broad', values),
      intro: broad.intro,
      analyticsName: 'Landing: Broad Category',
      crumbs: [home(t), equipment(t), { label: broad.name }],
    }
  }
  const category = catalog.category(segment)
  if (category) {
    const values = { name: category.name, count: category.listingCount }
    return {
      kind: 'category',
      path: `/${category.slug}`,
      fixed: { categories: [category.slug] },
      ...texts(t, 'category', values),
      intro: category.intro,
      analyticsName: 'Landing: Category',
      crumbs: [
        home(t),
        { label: t('crumbs.categories'), path: '/categories' },
        { label: category.name },
      ],
      categorySlug: category.slug,
    }
  }
  if (make) {
    const values = { make: make.name, count: make.listingCount }
    return {
      kind: 'make',
      path: `/${make.slug}`,
      fixed: { makes: [make.slug] },
      ...texts(t, 'make', values),
      analyticsName: 'Landing: Make',
      crumbs: [
        home(t),
        { label: t('crumbs.makes'), path: '/resources/makes' },
        { label: make.name },
      ],
      makeSlug: make.slug,
    }
  }
  return null
}

function resolveTwo(
  [first, second]: string[],
  catalog: Catalog,
  make: CatalogMake | null,
  t: TFunction,
  locale: Locale,
): Landing | null {
  const category = catalog.category(second)
  if (make && category) {
    const values = { make: make.name, name: category.name }
    return {
      kind: 'makeCategory',
      path: `/${make.slug}/${category.slug}`,
      fixed: { makes: [make.slug], categories: [category.slug] },
      ...texts(t, 'makeCategory', values),
      analyticsName: 'Landing: Make Category',
      crumbs: [
        home(t),
        { label: t('crumbs.makes'), path: '/resources/makes' },
        { label: make.name, path: `/${make.slug}` },
        { label: category.name },
      ],
      categorySlug: category.slug,
      makeSlug: make.slug,
    }
  }
  const byCategory = catalog.category(first)
  const sub = byCategory?.subcategories.find((s) => s.slug === second)
  if (byCategory && sub) {
    const values = { name: sub.name, category: byCategory.name, count: sub.listingCount }
    return {
      kind: 'subcategory',
      path: `/${byCategory.slug}/${sub.slug}`,
      fixed: { categories: [byCategory.slug], subcategories: [sub.slug] },
      title: t('subcategory.title', values),
      heading: t('subcategory.heading', values),
      description: t('subcategory.description', values),
      // Refined from the page's own results by subcategoryIntro once they are in.
      intro: t('subcategory.introEmpty', values),
      analyticsName: 'Landing: Subcategory',
      crumbs: [
        home(t),
        { label: t('crumbs.categories'), path: '/categories' },
        { label: byCategory.name, path: `/${byCategory.slug}` },
        { label: sub.name },
      ],
      categorySlug: byCategory.slug,
      subcategoryName: sub.name,
      categoryName: byCategory.name,
    }
  }
  const state = stateBySlug(second)
  if (byCategory && state) {
    const values = { name: byCategory.name, state: stateName(state, locale) }
    return {
      kind: 'stateCategory',
      path: `/${byCategory.slug}/${state.slug}`,
      fixed: { categories: [byCategory.slug], states: [state.code] },
      ...texts(t, 'stateCategory', values),
      analyticsName: 'Landing: State Category',
      crumbs: [
        home(t),
        { label: byCategory.name, path: `/${byCategory.slug}` },
        { label: stateName(state, locale) },
      ],
      categorySlug: byCategory.slug,
      state,
    }
  }
  return null
}

/** What a subcategory page's intro is written from: its own search results. */
export interface SubcategoryFacts {
  total: number
  /** Makes with machines in it, most listed first. */
  makes: Array<{ label: string; count: number }>
  yearMin: number | null
  yearMax: number | null
  priceMinCents: number | null
  priceMaxCents: number | null
}

/**
 * A subcategory page's intro from the facts of its results (issue 16 "Missing" 2): how many
 * machines, the makes most listed, model years and prices; nothing is claimed that the
 * inventory does not show.
 */
export function subcategoryIntro(landing: Landing, facts: SubcategoryFacts, locale: Locale) {
  const t = getT(locale, 'landing')
  const values = { name: landing.subcategoryName, category: landing.categoryName }
  if (facts.total === 0) return t('subcategory.introEmpty', values)
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  const makes = facts.makes
    .filter((m) => m.count > 0)
    .slice(0, 3)
    .map((m) => m.label)
  const price = (cents: number) => formatPriceCompact(Math.round(cents / 100), locale)
  const parts = [t('subcategory.introCount', { ...values, count: facts.total })]
  if (makes.length) parts.push(t('subcategory.introMakes', { makes: list.format(makes) }))
  if (facts.yearMin !== null && facts.yearMax !== null) {
    parts.push(
      facts.yearMin === facts.yearMax
        ? t('subcategory.introYear', { year: facts.yearMin })
        : t('subcategory.introYears', { from: facts.yearMin, to: facts.yearMax }),
    )
  }
  if (
    facts.priceMinCents !== null &&
    facts.priceMaxCents !== null &&
    facts.priceMaxCents > facts.priceMinCents
  ) {
    parts.push(
      t('subcategory.introPrices', {
        min: price(facts.priceMinCents),
        max: price(facts.priceMaxCents),
      }),
    )
  }
  return parts.join(' ')
}

/**
 * The landing page a root path stands for: /{special|under{N}k|broad|category|make} and
 * /{make}/{category}, /{category}/{subcategory} or /{category}/{state}. Null (a 404) for
 * anything else.
 */
export async function resolveLanding(segments: string[], locale: Locale): Promise<Landing | null> {
  if (segments.length < 1 || segments.length > 2) return null
  if (segments.some((s) => !/^[a-z0-9-]{1,100}$/.test(s))) return null
  const catalog = await getCatalog(locale)
  const t = getT(locale, 'landing')
  const first = segments[0]
  // Makes are looked up one by one (there are thousands); catalogue slugs are checked first.
  const isCatalogSlug =
    !!specialPage(first) ||
    threshold(first) !== null ||
    !!catalog.broad(first) ||
    !!catalog.category(first)
  const make = isCatalogSlug ? null : await getLandingMake(first, locale)
  return segments.length === 1
    ? resolveOne(first, catalog, make, t, locale)
    : resolveTwo(segments, catalog, make, t, locale)
}

/** State and city pages under /locations (city names are resolved against the inventory). */
export function stateLanding(state: UsState, locale: Locale): Landing {
  const t = getT(locale, 'landing')
  const values = { state: stateName(state, locale) }
  return {
    kind: 'state',
    path: `/locations/${state.slug}`,
    fixed: { states: [state.code] },
    ...texts(t, 'state', values),
    analyticsName: 'Landing: State',
    crumbs: [
      home(t),
      { label: t('crumbs.locations'), path: '/locations' },
      { label: stateName(state, locale) },
    ],
    state,
  }
}

export function cityLanding(
  state: UsState,
  city: string,
  citySlug: string,
  locale: Locale,
): Landing {
  const t = getT(locale, 'landing')
  const values = { city, state: stateName(state, locale), code: state.code }
  return {
    kind: 'city',
    path: `/locations/${state.slug}/${citySlug}`,
    fixed: { states: [state.code], city },
    ...texts(t, 'city', values),
    analyticsName: 'Landing: City',
    crumbs: [
      home(t),
      { label: t('crumbs.locations'), path: '/locations' },
      { label: stateName(state, locale), path: `/locations/${state.slug}` },
      { label: city },
    ],
    state,
  }
}

export function keywordLanding(
  phrase: string,
  slug: string,
  fixed: Partial<SearchState>,
  locale: Locale,
): Landing {
  const t = getT(locale, 'landing')
  return {
    kind: 'keyword',
    path: `/used/${slug}`,
    fixed,
    ...texts(t, 'keyword', { phrase }),
    analyticsName: 'Landing: Keyword',
    crumbs: [home(t), equipment(t), { label: phrase }],
  }
}
